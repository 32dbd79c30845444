import { SIGNUPS_PER_DEVICE_PER_DAY, VERIFY_RECHECK_COOLDOWN_MS, VERIFY_RESEND_COOLDOWN_MS } from '@shared/constants';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage } from '../support/browser.js';
import { AUTH_EMULATOR, PROJECT_ID } from '../support/env.js';
import { agreeToTerms, signUpInModal } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

// The spec's words for the reset flow (docs/product-rules.md#accounts-and-validation).
const RESET_EMAIL_REQUIRED = 'Enter your email to reset password.';
const RESET_SENT = 'Password reset email sent. Check your inbox.';

// The identity service's mails (reset, verification) and the sign-up limits, as the Auth emulator records them.
afterAll(closeBrowser);

const STRONG_PASSWORD = 'Str0ng-Passw0rd!';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The out-of-band mails the Auth emulator "sent" to `email` of one kind. */
async function mails(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType);
}

async function openSignIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await openFromHeader(page, 'Sign in');
}

function uniqueUsername(tag: string): string {
  return `${tag}_${Date.now().toString(36)}`.slice(0, 20);
}

describe('password reset', () => {
  it('when a user asks for a reset, then the mail arrives and its code sets a password they can sign in with', async () => {
    const email = uniqueEmail('reset');
    await createUser(email);
    const page = await newConfirmedPage(DESKTOP);
    await openSignIn(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Forgot password' }).click();
    await form.getByRole('alert').filter({ hasText: RESET_EMAIL_REQUIRED }).waitFor();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Forgot password' }).click();
    await form.getByRole('status').filter({ hasText: RESET_SENT }).waitFor();

    await expect.poll(async () => (await mails(email, 'PASSWORD_RESET')).length).toBe(1);
    const [mail] = await mails(email, 'PASSWORD_RESET');
    // What the mailed link's page does: set a new password with the code.
    const reset = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: mail?.oobCode, newPassword: STRONG_PASSWORD }),
      },
    );
    expect(reset.ok).toBe(true);
    await page.context().close();

    const next = await newConfirmedPage(PHONE);
    await signInThroughUi(next, email, STRONG_PASSWORD);
    await next.context().close();
  });

  it('when the address has no account, then the form answers the same and no mail is sent', async () => {
    const email = uniqueEmail('reset-nobody');
    const page = await newConfirmedPage(PHONE);
    await openSignIn(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Forgot password' }).click();
    await form.getByRole('status').filter({ hasText: RESET_SENT }).waitFor();
    expect(await mails(email, 'PASSWORD_RESET')).toHaveLength(0);
    await page.context().close();
  });
});

describe('sign-up limits and the verification banner', () => {
  it(`when one device has signed up ${SIGNUPS_PER_DEVICE_PER_DAY} accounts today, then the next sign-up is refused and no account is made`, async () => {
    const page = await newConfirmedPage(DESKTOP);
    for (let i = 0; i < SIGNUPS_PER_DEVICE_PER_DAY; i += 1) {
      await openSignIn(page);
      await signUpInModal(page, {
        username: uniqueUsername(`cap${i}`),
        email: uniqueEmail(`cap-${i}`),
        password: STRONG_PASSWORD,
      });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    }
    await openSignIn(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign up' }).click();
    const email = uniqueEmail('cap-over');
    await dialog.getByLabel('Username').fill(uniqueUsername('capover'));
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await agreeToTerms(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Signup limit reached for today on this device. Try again tomorrow.' })
      .waitFor();
    expect(await mails(email, 'VERIFY_EMAIL')).toHaveLength(0);
    expect(page.url()).not.toMatch(/\/profile$/);

    // Another device (fresh storage) still signs up.
    const other = await newConfirmedPage(PHONE);
    await openSignIn(other);
    await signUpInModal(other, { username: uniqueUsername('capelse'), email, password: STRONG_PASSWORD });
    await other.context().close();
    await page.context().close();
  }, 120_000);

  it('when an unverified user presses Resend and Check again, then each waits out its cooldown and Resend mails once', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const email = uniqueEmail('cooldown');
    await openSignIn(page);
    await signUpInModal(page, { username: uniqueUsername('cool'), email, password: STRONG_PASSWORD });
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await expect.poll(async () => (await mails(email, 'VERIFY_EMAIL')).length).toBe(1);

    const resendSec = VERIFY_RESEND_COOLDOWN_MS / 1000;
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText('Verification email sent. Check your inbox and spam folder.').waitFor();
    const resend = page.getByRole('button', { name: /^Resend in \d+s$/ });
    await resend.waitFor();
    const left = Number(/(\d+)s$/.exec(await resend.innerText())?.[1]);
    expect(left).toBeGreaterThan(resendSec - 5);
    expect(left).toBeLessThanOrEqual(resendSec);
    await expect.poll(() => resend.isDisabled()).toBe(true);
    await expect.poll(async () => (await mails(email, 'VERIFY_EMAIL')).length).toBe(2);

    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByText('Not verified yet. Open the link in the email, then check again.').waitFor();
    const recheck = page.getByRole('button', { name: /^Check again in \d+s$/ });
    await expect.poll(() => recheck.isDisabled()).toBe(true);
    // Once its cooldown is over, Check again is offered again (Resend is still waiting out its longer one).
    await page
      .getByRole('button', { name: 'Check again', exact: true })
      .waitFor({ timeout: VERIFY_RECHECK_COOLDOWN_MS + 5000 });
    await expect.poll(() => page.getByRole('button', { name: 'Check again', exact: true }).isEnabled()).toBe(true);
    await expect.poll(() => resend.isDisabled()).toBe(true);
    expect(await mails(email, 'VERIFY_EMAIL')).toHaveLength(2);
    await page.context().close();
  });
});
