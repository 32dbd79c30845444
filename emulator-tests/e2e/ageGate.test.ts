import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';

afterAll(closeBrowser);

describe('age gate', () => {
  it('when a new visitor opens any URL, then the gate shows and confirming reaches /dashboard with history replaced', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Adults Only (18+)' }).waitFor();
    await screenshot(page, 'age-gate-desktop');
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageConfirmedAt);
    expect(Number(stored)).toBeGreaterThan(Date.now() - 60_000);
    // Replaced, not pushed: the tab's history did not grow.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await page.context().close();
  });

  it('when the visitor chooses Leave, then only the leave message shows', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(
      page.getByText('You chose to leave. Close this tab or navigate away at any time.').isVisible(),
    ).resolves.toBe(true);
    await expect.poll(() => page.getByRole('button').count()).toBe(0);
    await screenshot(page, 'age-gate-left-phone');
    await page.context().close();
  });
});
