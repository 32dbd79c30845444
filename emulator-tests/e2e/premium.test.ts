import { COOKIE_MAX_AGE_SEC, FREE_PREMIUM_DONE_COOKIE, REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { APP_URL, DEMO_PASSWORD } from '../support/env.js';
import { freshRedeemCode } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

const UNLOCK_PATHS = ['Complete one task', 'Buy Premium', 'Redeem a code', `Refer ${REFERRALS_FOR_PREMIUM} friends`];

async function freshUserPage(viewport = DESKTOP, verified = true) {
  const email = uniqueEmail('premium-e2e');
  const { uid } = await createUser(email, { verified: false });
  // Verified through the Admin SDK: the email-verified state is what these journeys depend on.
  if (verified) await adminAuth().updateUser(uid, { emailVerified: true });
  const page = await newConfirmedPage(viewport);
  await signInThroughUi(page, email);
  await openFromHeader(page, 'Premium');
  await page.waitForURL('**/premium');
  // The address changes before the page's code is in: each journey starts from the page on screen.
  await page.getByRole('heading', { name: 'Go Premium', level: 1 }).waitFor();
  return page;
}

describe('premium page', () => {
  it('when a brand-new visitor opens Premium and signs in from its button, then they are back on /premium with every unlock path', async () => {
    const email = uniqueEmail('premium-return');
    const { uid } = await createUser(email, { verified: false });
    await adminAuth().updateUser(uid, { emailVerified: true });
    const page = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await openFromHeader(page, 'Premium');
    await page.waitForURL('**/premium');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/premium');
    for (const name of UNLOCK_PATHS) await page.getByRole('heading', { name }).waitFor();
    await page.context().close();
  });

  it('when a free verified user opens /premium, then every unlock path is offered', async () => {
    const page = await freshUserPage(DESKTOP);
    for (const name of UNLOCK_PATHS) await page.getByRole('heading', { name }).waitFor();
    await page.getByText(`0 of ${REFERRALS_FOR_PREMIUM} signups`).waitFor();
    await screenshot(page, 'premium-desktop');
    await page.context().close();
  });

  it('when the email is not verified, then the task and purchase confirmation say why they are off', async () => {
    const page = await freshUserPage(PHONE, false);
    await page.getByText('Verify your email to unlock Premium with a task.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Start the task' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm purchase' }).isDisabled()).toBe(true);
    await page.getByText('Verify your email to confirm your purchase.').waitFor();
    await screenshot(page, 'premium-unverified-phone');
    await page.context().close();
  });

  it('when a user redeems a code, then the page turns Premium', async () => {
    const page = await freshUserPage(PHONE);
    await page.getByRole('textbox', { name: 'Code' }).fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Invalid or expired code/ })
      .waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await freshRedeemCode());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText(/You are Premium/).waitFor();
    await page.context().close();
  });

  it('when a user confirms before paying, then "No purchase found yet", and after the demo checkout the page turns Premium', async () => {
    const page = await freshUserPage(DESKTOP);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No purchase found yet. If you just paid, wait a few seconds and try again.' })
      .waitFor();
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Buy Premium' }).click(),
    ]);
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await checkout.waitForURL(`${APP_URL}/**`);
    await checkout.close();
    await page.getByText(/You are Premium/).waitFor();
    await page.context().close();
  });

  it('when a user completes the external task, then /premium-complete finalises it and goes to the dashboard', async () => {
    const page = await freshUserPage(DESKTOP);
    const [offer] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Start the task' }).click(),
    ]);
    await offer.getByRole('button', { name: 'Complete the demo task' }).click();
    await offer.waitForURL('**/premium-complete');
    await offer.getByText('Premium unlocked! Taking you to the dashboard…').waitFor();
    await screenshot(offer, 'premium-complete-done-desktop');
    await offer.waitForURL('**/dashboard');
    const cookies = await page.context().cookies();
    const done = cookies.find((c) => c.name === FREE_PREMIUM_DONE_COOKIE);
    expect(done?.value).toBe('1');
    // Set for COOKIE_MAX_AGE_SEC from now (a minute's slack for the journey itself).
    expect(done?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + COOKIE_MAX_AGE_SEC - 60);
    // The first tab follows the live user document.
    await page.getByText(/You are Premium/).waitFor();
    await page.context().close();
  });

  it('when a free user holds the done cookie without having done the task, then completion shows the error and Retry', async () => {
    const page = await freshUserPage(PHONE);
    // The page knows the user is free (its unlock paths show) before the cookie arrives.
    await page.getByRole('heading', { name: 'Redeem a code' }).waitFor();
    await page.context().addCookies([{ name: FREE_PREMIUM_DONE_COOKIE, value: '1', url: APP_URL }]);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    await openFromHeader(page, 'Premium');
    await page.waitForURL('**/premium-complete');
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page, 'premium-complete-error-phone');
    await page.getByRole('link', { name: 'Choose another way' }).click();
    await page.waitForURL('**/premium');
    await page.getByRole('heading', { name: 'Redeem a code' }).waitFor();
    await page.context().close();
  });
});
