import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage } from '../support/browser.js';
import { freshRedeemCode } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

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
    await openFromHeader(page, 'Premium');
    await page.waitForURL('**/premium');
    await redeemOnThisPage(page, await freshRedeemCode());
    await page.getByText(/You are Premium/).waitFor();
    await page.context().close();
  });

  it('when /premium was visited first, then redeeming on the profile works', async () => {
    const page = await freeUserOnProfile(PHONE);
    await openFromHeader(page, 'Premium');
    await page.getByRole('region', { name: 'Redeem a code' }).waitFor();
    await openFromHeader(page, 'Profile');
    await page.waitForURL('**/profile');
    await redeemOnThisPage(page, await freshRedeemCode());
    await page
      .getByRole('definition')
      .filter({ hasText: /^Premium$/ })
      .waitFor();
    await page.context().close();
  });
});
