// Steps of browser journeys that several suites share: signing up and verifying, unlocking Premium, fresh codes, Discreet.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { POLICY_VERSION } from '@shared/constants';
import { adminDb } from '../api/support/admin.js';
import { call } from '../api/support/http.js';
import { createUser, uniqueEmail } from './auth.js';
import { AUTH_EMULATOR, PROJECT_ID } from './env.js';
import { openFromHeader, signInThroughUi } from './uiSignIn.js';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** Opens the newest verification link the Auth emulator "emailed" to `email`, as the user would. */
async function openVerificationLink(email: string): Promise<void> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification email for ${email}`);
  const opened = await fetch(code.oobLink);
  if (!opened.ok) throw new Error(`verification link answered ${opened.status}`);
}

/** The sign-up form's consent box (docs/product-rules.md "Consent, delete and export"). */
export const CONSENT_LABEL =
  'I agree to the Terms and the Privacy Policy, and to StarSession storing my favourites and preferences';

/** Ticks the consent box of the open sign-up form, as a person agreeing does. */
export async function agreeToTerms(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('checkbox', { name: CONSENT_LABEL }).check();
}

/** Fills the open auth dialog's Sign up tab, agrees to the terms and creates the account; lands on /profile. */
export async function signUpInModal(
  page: Page,
  { username, email, password }: { username: string; email: string; password: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Username').fill(username); // unique: the form checks it again on submit
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await agreeToTerms(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/profile');
}

/** Verifies through the emailed link, then presses "Check again" on the verify banner. */
export async function verifyAndCheckAgain(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
  await openVerificationLink(email);
  await page.getByRole('button', { name: 'Check again' }).click();
  await page.getByText('Email verified. Thank you!').waitFor();
}

/** The value of a read-only link field (Referral link, Affiliate link) on the page. */
export async function linkOffThePage(
  page: Page,
  label: 'Referral link' | 'Affiliate link' | 'Share link',
): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.waitFor();
  return field.inputValue();
}

/** A one-time redeem code of the caller's own (arranged as the operator issues them), never a seeded one. */
export async function freshRedeemCode(): Promise<string> {
  const code = `E2E-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`.toUpperCase();
  await adminDb().collection(COLLECTIONS.redeemCodes).doc(code).set({ used: false });
  return code;
}

/** Unlocks Premium the way a user does: Premium in the header, then a code redeemed on that page. */
export async function becomePremiumByRedeeming(page: Page): Promise<void> {
  await openFromHeader(page, 'Premium');
  // The address changes at once; the page on screen (here the profile, with a redeem card of its own) stays until
  // the premium page's code is in.
  await page.getByRole('heading', { name: 'Go Premium', level: 1 }).waitFor();
  const card = page.getByRole('region', { name: 'Redeem a code' });
  await card.getByRole('textbox', { name: 'Code' }).fill(await freshRedeemCode());
  await card.getByRole('button', { name: 'Redeem' }).click();
  await page.getByText(/You are Premium/).waitFor();
}

/**
 * A new verified account of the caller's own that agreed to the terms, as every sign-up does (consent recorded by
 * the server), signed in through the header on `page`.
 */
export async function signInAsNewUser(page: Page, prefix: string): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(prefix);
  const { uid, idToken } = await createUser(email);
  const consent = await call(API_PATHS.accountConsent, {
    method: 'POST',
    token: idToken,
    body: { policyVersion: POLICY_VERSION },
  });
  if (consent.status !== 200) throw new Error(`consent answered ${consent.status}`);
  await signInThroughUi(page, email);
  return { email, uid };
}

/**
 * Sets the profile's Discreet switch with the keyboard, as a keyboard user would. A click can miss it: the cards
 * above it still grow as the profile's data arrives (plan, history), moving it between aim and click.
 */
export async function setDiscreet(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Discreet' });
  await toggle.focus();
  if ((await toggle.isChecked()) !== on) await page.keyboard.press('Space');
  await expect.poll(() => toggle.isChecked()).toBe(on);
}
