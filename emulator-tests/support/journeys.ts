// Steps of browser journeys that several suites share: signing up in the modal and verifying the email.
import type { Page } from 'playwright-core';
import { AUTH_EMULATOR, PROJECT_ID } from './env.js';

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

/** Fills the open auth dialog's Sign up tab and creates the account; lands on /profile. */
export async function signUpInModal(
  page: Page,
  { username, email, password }: { username: string; email: string; password: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Username').fill(username); // unique: the form checks it again on submit
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
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
export async function linkOffThePage(page: Page, label: 'Referral link' | 'Affiliate link'): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.waitFor();
  return field.inputValue();
}
