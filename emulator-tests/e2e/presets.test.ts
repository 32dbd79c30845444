import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { becomePremiumByRedeeming, linkOffThePage, signInAsNewUser } from '../support/journeys.js';

// Presets (docs/product-rules.md#presets): saved on the setup page, started from the dashboard in one click, and
// shared as a link that opens the setup with those choices for anyone, capped for the plan of the one who opens it.
afterAll(closeBrowser);

// Firestore writes and the live documents they change take a moment under the emulators.
const POLL = { timeout: 15_000 };

const checked = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).isChecked();

async function toDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.waitForURL('**/dashboard');
}

/** A premium user's 20-minute, 2-screen, 4-second preset for Aria Vale, saved on her setup page; its share link. */
async function savedPresetLink(page: Page): Promise<string> {
  await toDashboard(page);
  await page.getByRole('link', { name: /Aria Vale/ }).click();
  await page.waitForURL('**/config/aria-vale');
  await page.getByRole('radio', { name: '20 min', exact: true }).check();
  await page.getByRole('radio', { name: '2 screens', exact: true }).check();
  await page.getByRole('slider', { name: 'Media interval' }).fill('4');
  await page.getByLabel('Preset name').fill('Slow evening');
  await page.getByRole('button', { name: 'Save preset' }).click();
  await page.getByText('Saved as “Slow evening”. Start it from the dashboard.').waitFor();

  await toDashboard(page);
  const shelf = page.getByRole('region', { name: 'Your presets' });
  await shelf.getByText('Aria Vale · 20 min · 2 screens · 4 s').waitFor();
  await shelf.getByRole('button', { name: 'Share Slow evening' }).click();
  await screenshot(page, 'presets-dashboard-shelf');
  return linkOffThePage(page, 'Share link');
}

describe('presets', () => {
  it('when a premium user saves a preset, then the dashboard starts it in one click with its choices, and Delete removes it', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(page, 'preset-owner');
    await becomePremiumByRedeeming(page);
    await savedPresetLink(page);

    await page.getByRole('button', { name: 'Start Slow evening' }).click();
    await page.waitForURL('**/session/aria-vale');
    await expect.poll(() => page.getByRole('region', { name: /^Panel \d$/ }).count(), POLL).toBe(2);
    // Starts at 20:00 and counts down from there (within the first seconds).
    await expect
      .poll(async () => page.getByRole('timer', { name: 'Time left' }).innerText())
      .toMatch(/^(20:00|19:5\d)$/);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Delete Slow evening' }).click();
    await page.getByRole('region', { name: 'Your presets' }).waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('when the share link is opened by a new signed-out visitor and by a free user, then both get its choices with the length capped to 10 minutes', async () => {
    const owner = await newConfirmedPage(DESKTOP);
    const { uid } = await signInAsNewUser(owner, 'preset-sharer');
    await becomePremiumByRedeeming(owner);
    const link = await savedPresetLink(owner);
    expect(link).toMatch(/\/config\/aria-vale\?preset=/);
    expect(link).not.toContain(uid);
    await owner.context().close();

    // A brand-new visitor: the age gate first, then the shared setup.
    const visitor = await newPage(DESKTOP);
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await visitor.getByRole('heading', { name: 'Aria Vale' }).waitFor();
    await visitor.getByText('Shared preset “Slow evening” loaded.', { exact: false }).waitFor();
    await visitor
      .getByText('Sessions over 10 minutes need Premium, so this one is set to 10 minutes.', { exact: false })
      .waitFor();
    expect(await checked(visitor, '10 min')).toBe(true);
    expect(await checked(visitor, '2 screens')).toBe(true);
    expect(await visitor.getByRole('slider', { name: 'Media interval' }).inputValue()).toBe('4');
    // Signed out: no preset saving here, and Start asks them to sign up (the spec's rule).
    expect(await visitor.getByLabel('Preset name').count()).toBe(0);
    await screenshot(visitor, 'presets-shared-link-signed-out');
    await visitor.context().close();

    const free = await newConfirmedPage(DESKTOP);
    await signInAsNewUser(free, 'preset-free');
    await free.goto(link);
    await free.getByText('Shared preset “Slow evening” loaded.', { exact: false }).waitFor();
    expect(await checked(free, '10 min')).toBe(true);
    expect(await checked(free, '2 screens')).toBe(true);
    await free.getByRole('button', { name: 'Start Session' }).click();
    await free.waitForURL('**/session/aria-vale');
    await expect.poll(() => free.getByRole('region', { name: /^Panel \d$/ }).count(), POLL).toBe(2);
    expect(await free.getByRole('timer', { name: 'Time left' }).innerText()).toMatch(/^(10:00|9:5\d)$/);
    await free.context().close();
  }, 180_000);
});
