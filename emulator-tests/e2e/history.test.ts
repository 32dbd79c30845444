import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { becomePremiumByRedeeming, signInAsNewUser } from '../support/journeys.js';
import { openFromHeader } from '../support/uiSignIn.js';

// History (docs/product-rules.md#history): off until the user turns it on on /profile; then each session is kept
// (premium: the last 50), can be run again in one click, and cleared.
afterAll(closeBrowser);

// Firestore writes and the live documents they change take a moment under the emulators.
const POLL = { timeout: 15_000 };

/** Dashboard → star → setup → a session that runs a few seconds, then End. */
async function runShortSession(page: Page, star: string, screens: '1 screen' | '2 screens'): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: new RegExp(star) }).click();
  await page.getByRole('radio', { name: '5 min', exact: true }).check();
  await page.getByRole('radio', { name: screens, exact: true }).check();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL('**/session/**');
  await expect
    .poll(async () => page.getByRole('timer', { name: 'Time left' }).innerText(), { timeout: 20_000 })
    .toMatch(/^4:5\d$/);
  await endSession(page);
}

async function endSession(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

const historyCard = (page: Page) => page.getByRole('region', { name: 'Session history' });

describe('session history', () => {
  it('when a premium user keeps a history, then two sessions are listed newest first, Run again starts one, and Clear empties it', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(page, 'history');
    await becomePremiumByRedeeming(page);

    // Nothing is kept before the user turns it on.
    await runShortSession(page, 'Nova Sterling', '1 screen');
    await openFromHeader(page, 'Profile');
    await historyCard(page).getByRole('switch', { name: 'Keep my session history' }).check();
    await historyCard(page).getByText('No sessions yet.').waitFor();

    await runShortSession(page, 'Aria Vale', '1 screen');
    await runShortSession(page, 'Nova Sterling', '2 screens');
    await openFromHeader(page, 'Profile');
    const rows = historyCard(page).getByRole('listitem');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(/Nova Sterling · 5 min · 2 screens · ran 0:\d\d/);
    expect(await rows.nth(1).innerText()).toMatch(/Aria Vale · 5 min · 1 screen · ran 0:\d\d/);
    await screenshot(page, 'history-profile');

    await historyCard(page).getByRole('button', { name: 'Run again: Aria Vale, 5 min' }).click();
    await page.waitForURL('**/session/aria-vale');
    await expect.poll(() => page.getByRole('region', { name: /^Panel \d$/ }).count(), POLL).toBe(1);
    await endSession(page);

    await openFromHeader(page, 'Profile');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    await historyCard(page).getByRole('button', { name: 'Clear history' }).click();
    await expect.poll(() => rows.count(), POLL).toBe(0);
    await historyCard(page).getByText('No sessions yet.').waitFor();
    await page.context().close();
  }, 240_000);
});
