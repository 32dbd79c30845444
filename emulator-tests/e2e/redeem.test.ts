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
    // The address changes at once, but the profile (with a redeem card of its own) stays on screen until the
    // premium page's code is in: wait for the page itself, or the code may go into the card being replaced.
    await page.getByRole('heading', { name: 'Go Premium', level: 1 }).waitFor();
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
    // As above: /premium's redeem card stays on screen until the profile is in, and its plan shows Free.
    await page
      .getByRole('definition')
      .filter({ hasText: /^Free$/ })
      .waitFor();
    await redeemOnThisPage(page, await freshRedeemCode());
    await page
      .getByRole('definition')
      .filter({ hasText: /^Premium$/ })
      .waitFor();
    await page.context().close();
  });
});
