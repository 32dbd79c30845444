import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { adminDb } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

/** A one-time code of this test's own, so suites never race for the seeded demo codes. */
async function freshCode(): Promise<string> {
  const code = `E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`.toUpperCase();
  await adminDb().collection('redeem_codes').doc(code).set({ used: false, createdAt: FieldValue.serverTimestamp() });
  return code;
}

async function freeUserOnProfile(viewport = DESKTOP): Promise<Page> {
  const email = uniqueEmail('redeem-e2e');
  await createUser(email);
  const page = await newConfirmedPage(viewport);
  await signInThroughUi(page, email);
  return page;
}

async function redeemOnThisPage(page: Page, code: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Redeem a code' });
  await card.getByRole('textbox', { name: 'Code' }).fill(code);
  await card.getByRole('button', { name: 'Redeem' }).click();
}

describe('redeem a code, whichever page was visited first in the tab', () => {
  it('when the profile was visited first, then redeeming on /premium works', async () => {
    const page = await freeUserOnProfile(DESKTOP);
    await page.getByRole('region', { name: 'Redeem a code' }).waitFor();
    await page.getByRole('link', { name: 'Premium', exact: true }).click();
    await page.waitForURL('**/premium');
    await redeemOnThisPage(page, await freshCode());
    await page.getByText(/You are Premium/).waitFor();
    await page.context().close();
  });

  it('when /premium was visited first, then redeeming on the profile works', async () => {
    const page = await freeUserOnProfile(PHONE);
    await page.getByRole('link', { name: 'Premium', exact: true }).click();
    await page.getByRole('region', { name: 'Redeem a code' }).waitFor();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await redeemOnThisPage(page, await freshCode());
    await page
      .getByRole('definition')
      .filter({ hasText: /^Premium$/ })
      .waitFor();
    await page.context().close();
  });
});
