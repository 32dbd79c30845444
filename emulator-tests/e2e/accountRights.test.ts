// Consent at sign-up, Delete my account and Download my data, as a person does them from the pages they see.
import { readFile } from 'node:fs/promises';
import { COLLECTIONS } from '@shared/collections';
import { POLICY_VERSION } from '@shared/constants';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@shared/api/schemas/account';
import { adminAuth, adminDb, userData } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_PASSWORD, DEMO_UPSTREAM_URL } from '../support/env.js';
import { CONSENT_LABEL, becomePremiumByRedeeming, signInAsNewUser, signUpInModal } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';
import { userDocument } from '../support/userDocument.js';

afterAll(closeBrowser);

const PASSWORD = 'Str0ng-Passw0rd!';
const newUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}`.slice(0, 20);

async function authUserByEmail(email: string): Promise<string | null> {
  return adminAuth()
    .getUserByEmail(email)
    .then(
      (user) => user.uid,
      () => null,
    );
}

async function openSignUp(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await openFromHeader(page, 'Sign in');
  await page.getByRole('dialog').getByRole('tab', { name: 'Sign up' }).click();
}

describe('consent at sign-up', () => {
  it('when the box is not ticked, then Create account is refused and no account exists; ticked, the consent is recorded', async () => {
    const page = await newConfirmedPage(PHONE);
    const email = uniqueEmail('e2e-consent');
    const username = newUsername('consent_');
    await openSignUp(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'To create an account, tick the box to agree to the Terms and the Privacy Policy.' })
      .waitFor();
    await screenshot(page, 'signup-consent-refused-phone');
    expect(await authUserByEmail(email)).toBeNull();
    expect(page.url()).not.toMatch(/\/profile$/);

    // The policy links open beside the form, which keeps what was typed.
    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'Terms', exact: true }).click(),
    ]);
    expect(new URL(terms.url()).pathname).toBe('/terms');
    await terms.close();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);

    await dialog.getByRole('checkbox', { name: CONSENT_LABEL }).check();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/profile');
    const uid = await authUserByEmail(email);
    expect(uid).not.toBeNull();
    await expect.poll(async () => (await userData(uid ?? ''))?.consentPolicyVersion).toBe(POLICY_VERSION);
    const consentedAt = (await userData(uid ?? ''))?.consentedAt as Timestamp;
    expect(consentedAt.toMillis()).toBeGreaterThanOrEqual(before - 5000);
    // An account with consent is not asked again.
    expect(await page.getByRole('heading', { name: 'Please agree to our Terms and Privacy Policy' }).count()).toBe(0);
    await page.context().close();
  });

  it('when an account from before consent signs in, then a banner asks for it until they agree', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const email = uniqueEmail('e2e-legacy');
    const { uid } = await createUser(email);
    await signInThroughUi(page, email);
    const banner = page.getByRole('region', { name: 'Please agree to our Terms and Privacy Policy' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Agree' }).click();
    await banner.getByRole('alert').filter({ hasText: 'Tick the box to agree first.' }).waitFor();
    await banner.getByRole('checkbox', { name: CONSENT_LABEL }).check();
    await banner.getByRole('button', { name: 'Agree' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await userData(uid))?.consentPolicyVersion).toBe(POLICY_VERSION);
    await page.context().close();
  });
});

/** Favourites as the session screen stores them (that button is another feature's journey). */
async function seedFavourite(uid: string): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.favorites)
    .doc('rightsfav')
    .set({
      id: 'rightsfav',
      type: 'image',
      srcUrl: `${DEMO_UPSTREAM_URL}/media/img/rightsfav-720x1280.png`,
      source: 'forum',
      createdAt: Timestamp.now(),
    });
}

/** A referral as the claim records it, by a referrer of the test's own whose count it raised. */
async function seedReferral(uid: string): Promise<string> {
  const referrer = await createUser(uniqueEmail('e2e-referrer'));
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(referrer.uid)
    .set(userDocument({ referralCount: 1 }));
  await adminDb()
    .collection(COLLECTIONS.referrals)
    .doc(uid)
    .set({ referrerUid: referrer.uid, createdAt: Timestamp.now(), countedAt: Timestamp.now() });
  return referrer.uid;
}

describe('delete my account', () => {
  it('when a user with a username, favourites and a referral deletes their account, then it is gone and the name is free', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const email = uniqueEmail('e2e-delete');
    const username = newUsername('gone_');
    await openSignUp(page);
    await signUpInModal(page, { username, email, password: PASSWORD });
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    const uid = (await authUserByEmail(email)) ?? '';
    await becomePremiumByRedeeming(page);
    await seedFavourite(uid);
    const referrerUid = await seedReferral(uid);

    await openFromHeader(page, 'Profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(/with your user id replaced by a random id/).waitFor();
    await screenshot(page, 'delete-account-dialog-desktop');
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    expect(await authUserByEmail(email)).toBe(uid);

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByText('Your account and your data have been deleted.')
      .waitFor()
      .finally(() => screenshot(page, 'account-deleted-dashboard-desktop'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();

    expect(await authUserByEmail(email)).toBeNull();
    expect(await userData(uid)).toBeUndefined();
    const favs = await adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites).get();
    expect(favs.size).toBe(0);
    expect((await adminDb().collection(COLLECTIONS.usernames).doc(username).get()).exists).toBe(false);
    expect((await adminDb().collection(COLLECTIONS.referrals).doc(uid).get()).exists).toBe(false);
    expect((await userData(referrerUid))?.referralCount).toBe(1);
    await page.context().close();

    // Someone else may now take the name.
    const other = await newConfirmedPage(DESKTOP);
    await openSignUp(other);
    await other.getByRole('dialog').getByLabel('Username').fill(username);
    await other.getByRole('dialog').getByText('Username is available').waitFor();
    await signUpInModal(other, { username, email: uniqueEmail('e2e-newowner'), password: PASSWORD });
    await other.getByText(`Your username is @${username}.`).waitFor();
    await other.context().close();
  }, 120_000);
});

describe('download my data', () => {
  it('when a user downloads their data, then the browser saves a JSON file with their account, profile and favourites', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const { email, uid } = await signInAsNewUser(page, 'e2e-export');
    await becomePremiumByRedeeming(page);
    await seedFavourite(uid);
    await openFromHeader(page, 'Profile');
    // The file holds sex-life data: like deletion, it needs the password again (a recent sign-in on the server).
    await page.getByRole('button', { name: 'Download my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download your data?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Download my data' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^starsession-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(file.uid).toBe(uid);
    expect(file.account.email).toBe(email);
    expect(file.parts.profile?.documents[0]).toMatchObject({ id: uid, premium: true, premiumSources: ['code'] });
    expect(file.parts.favourites?.documents.map((doc) => doc.id)).toEqual(['rightsfav']);
    expect(file.parts.redeemedCodes?.documents).toHaveLength(1);
    await page.getByRole('status').filter({ hasText: 'Your data file has been downloaded.' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });
});
