import { LOGIN_LOCKOUT_STEPS_MS, PERSONALIZATION_MAX_CHARS } from '@shared/constants';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, signIn, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { AUTH_EMULATOR, DEMO_EMAIL, DEMO_PASSWORD, PROJECT_ID } from '../support/env.js';
import { agreeToTerms, freshRedeemCode } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';

afterAll(closeBrowser);

/** Waits for the profile's Premium Status stat to read `value`. */
async function premiumStatus(page: Page, value: 'Free' | 'Premium'): Promise<void> {
  await page
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The Auth emulator keeps every out-of-band email it "sent"; this opens the newest verification link. */
async function verifyThroughOobLink(email: string): Promise<void> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification email for ${email}`);
  const opened = await fetch(code.oobLink);
  expect(opened.ok).toBe(true);
}

async function signInThroughModal(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
}

describe('account journeys', () => {
  it('when someone whose account has a name but no profile yet signs in, then their profile is created with a username made from that name', async () => {
    const tag = Date.now().toString(36);
    const email = uniqueEmail('e2e-named');
    await createUser(email, { displayName: `Mira Solé ${tag}` });
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, email);
    await page.getByText(`Your username is @mira_sole_${tag}.`).waitFor();
    await page.context().close();
  });

  it('when a visitor signs up and verifies through the emailed link, then the profile shows them verified', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const email = uniqueEmail('e2e-signup');
    const username = `e2e_${Date.now().toString(36)}`;
    await page.goto('/');
    await openFromHeader(page, 'Sign in');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByText('Username is available').waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('weakpassword');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Password is too weak.' }).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
    await agreeToTerms(page);
    await screenshot(page, 'auth-signup-desktop');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: username }).waitFor();
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await premiumStatus(page, 'Free');
    await screenshot(page, 'profile-unverified-desktop');

    await verifyThroughOobLink(email);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText('Email verified. Thank you!').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
    await screenshot(page, 'profile-verified-desktop');

    // The username was claimed: another visitor sees it taken.
    const other = await newConfirmedPage(PHONE);
    await other.goto('/auth');
    await other.getByRole('tab', { name: 'Sign up' }).click();
    await other.getByRole('dialog').getByLabel('Username').fill(username);
    await other.getByText('Username is taken').waitFor();
    await screenshot(other, 'auth-signup-taken-phone');
    await other.context().close();
    await page.context().close();
  });

  it('when a sign-in fails, then the next attempt is locked out with the seconds left', async () => {
    const page = await newConfirmedPage(PHONE);
    await page.goto('/');
    await openFromHeader(page, 'Sign in');
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'auth-signin-phone');
    await signInThroughModal(page, DEMO_EMAIL.free, 'Wrong-Password-1!');
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await signInThroughModal(page, DEMO_EMAIL.free);
    const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts.' });
    await alert.waitFor();
    const lockoutSec = LOGIN_LOCKOUT_STEPS_MS[0] / 1000;
    const left = Number(/^Too many attempts\. Try again in (\d+)s\.$/.exec((await alert.textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(lockoutSec - 10);
    expect(left).toBeLessThanOrEqual(lockoutSec);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.loginRateLimit);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ failCount: 1 });
    expect(page.url()).toMatch(/\/account$/);
    await page.context().close();
  });

  it('when a referral link is opened, then the sign-up modal credits the referrer by name', async () => {
    const referrer = await signIn(DEMO_EMAIL.free);
    const page = await newConfirmedPage(DESKTOP);
    await page.goto(`/dashboard?ref=${referrer.uid}`);
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, STORAGE_KEYS.referrerName);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('note').filter({ hasText: 'free_demo has referred you' }).waitFor();
    await screenshot(page, 'auth-referral-desktop');
    await page.context().close();
  });

  it('when a free user redeems a code on the profile, then Premium Status turns Premium', async () => {
    const email = uniqueEmail('e2e-redeem');
    await createUser(email);
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, email);
    await page.getByRole('heading', { name: 'Redeem a code' }).waitFor();
    await premiumStatus(page, 'Free');
    await screenshot(page, 'profile-free-phone');
    await page.getByLabel('Code', { exact: true }).fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired code' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await freshRedeemCode());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await premiumStatus(page, 'Premium');
    await page.getByRole('heading', { name: 'Personalization' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Redeem a code' }).count()).toBe(0);

    const wish = 'Slow and calm, please.';
    await page.getByLabel(/Tell the instruction feed/).fill(wish);
    await page.getByText(`${PERSONALIZATION_MAX_CHARS - wish.length} chars left`).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    await screenshot(page, 'profile-premium-phone');
    await page.context().close();
  });
});
