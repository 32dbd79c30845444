import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { openAdminConsolePage, openFromHeader, signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';
import { LLM_DAILY_CALL_BUDGET } from '@shared/constants';
import { AI_BUDGET_REACHED } from '@shared/api/adminHealth';

afterAll(closeBrowser);

// Each console page's heading, by the name of its link in the console's navigation (matched exactly: the profile
// page, where signing in lands, is headed by the demo admin's name).
const CONSOLE_PAGES = [
  { link: 'Overview', heading: 'Admin' },
  { link: 'Reports', heading: 'Reports' },
  { link: 'Stars', heading: 'Stars' },
  { link: 'Media library', heading: 'Media library' },
  { link: 'Review', heading: 'Review' },
  { link: 'Records', heading: 'Performer records' },
  { link: 'Age checks', heading: /^Age checks/ },
] as const;

function consoleNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin console' });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Moves the keyboard focus to `target` with Tab (or Shift+Tab), as a keyboard user does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40 && !(await isFocused(target)); presses++) await page.keyboard.press(key);
  expect(await isFocused(target)).toBe(true);
}

describe('admin', () => {
  it('when the admin opens /admin, then the four stat cards show numbers and assigning an affiliate works', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openFromHeader(page, 'Admin');
    const current = page.getByRole('group', { name: 'Current Users' });
    await current
      .locator('strong')
      .filter({ hasText: /^\d[\d,]*$/ })
      .waitFor();
    for (const name of ['New Users (24h)', 'Premium Sales (24h)', 'Referred Users (24h)']) {
      await page
        .getByRole('group', { name })
        .locator('strong')
        .filter({ hasText: /^\d[\d,]*$/ })
        .waitFor();
    }
    const seeded = Number((await current.locator('strong').textContent())?.replace(/,/g, ''));
    expect(seeded).toBeGreaterThanOrEqual(5);

    const email = uniqueEmail('affiliate-e2e');
    const { uid: freeUid } = await createUser(email);
    await page.getByRole('textbox', { name: 'User ID or email' }).fill(email);
    await page.getByRole('textbox', { name: 'Rate (%)' }).fill('0.15');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Affiliate enabled for ${freeUid} at 15%.` })
      .waitFor();
    const affiliate = (await adminDb().collection('affiliates').doc(freeUid).get()).data();
    expect(affiliate).toMatchObject({ enabled: true, ratePct: 15 });
    await screenshot(page, 'admin-desktop');

    await page.getByRole('textbox', { name: 'User ID or email' }).fill('nobody-at-all@demo.test');
    await page.getByRole('textbox', { name: 'Rate (%)' }).fill('');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
    await page.context().close();
  });

  it('when the admin uses a phone, then the stats and form fit the screen, and every console page fits under a navigation that fits too', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openFromHeader(page, 'Admin');
    await page.getByRole('heading', { name: 'Assign Affiliate' }).waitFor();
    await page.getByRole('group', { name: 'Current Users' }).locator('strong').filter({ hasText: /^\d/ }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-phone');

    const viewportWidth = page.viewportSize()?.width ?? 0;
    for (const { link, heading } of CONSOLE_PAGES) {
      await consoleNav(page).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Every link of the navigation is on the screen, none cut off at its edge.
      for (const each of await consoleNav(page).getByRole('link').all()) {
        const box = await each.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewportWidth).toBe(true);
      }
    }
    await screenshot(page, 'admin-console-phone');
    await page.context().close();
  });

  it('when the admin moves through the console by keyboard, then each link shows its focus and Enter opens its page, marked as the current one', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openFromHeader(page, 'Admin');
    await page.getByRole('heading', { level: 1, name: 'Admin', exact: true }).waitFor();
    const nav = consoleNav(page);
    expect(await nav.getByRole('link').allTextContents()).toEqual(CONSOLE_PAGES.map(({ link }) => link));
    await expect(nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).resolves.toBe('page');

    const visits = [...CONSOLE_PAGES.slice(1), CONSOLE_PAGES[0]];
    for (const [index, { link, heading }] of visits.entries()) {
      const target = nav.getByRole('link', { name: link, exact: true });
      // Forward through the pages, then back to the overview, the first link.
      await tabTo(page, target, index === visits.length - 1 ? 'Shift+Tab' : 'Tab');
      // The focus ring (:focus-visible) shows on the link.
      expect(await target.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      const href = await target.getAttribute('href');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(href);
      await expect(target.getAttribute('aria-current')).resolves.toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    }
    await page.context().close();
  });

  it("when the admin opens the console's pages, then the reports queue, the media library and the age checks each show on their own page", async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openAdminConsolePage(page, 'Reports');
    await page.getByRole('heading', { level: 1, name: 'Reports', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Monthly report' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Stats' }).count()).toBe(0);

    await consoleNav(page).getByRole('link', { name: 'Media library', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Media library', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Community' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Reports' }).count()).toBe(0);

    await consoleNav(page).getByRole('link', { name: 'Age checks', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Age checks \(\d{4}-\d{2}, UTC\)$/ }).waitFor();
    await page.getByText('Counts only: no visitor, address or account is recorded with a check.').waitFor();
    await expect(page.title()).resolves.toBe('Age checks · Admin · StarSession');
    await page.context().close();
  });

  it("when today's AI budget is spent, then the admin page says the built-in lines are in use", async () => {
    const today = adminDb().collection(COLLECTIONS.llmBudget).doc(new Date().toISOString().slice(0, 10));
    await today.set({ calls: LLM_DAILY_CALL_BUDGET, tokens: 0 });
    try {
      const page = await newConfirmedPage(DESKTOP);
      await signInThroughUi(page, DEMO_EMAIL.admin);
      await openFromHeader(page, 'Admin');
      await page.getByText(AI_BUDGET_REACHED).waitFor();
      await page.context().close();
    } finally {
      await today.delete();
    }
  });

  it('when a non-admin types /admin, then the header offers no Admin link and they are sent to /dashboard', async () => {
    const page = await newConfirmedPage(DESKTOP);
    // The header learns the role from the server: absence is only meaningful once it has answered.
    const roleAnswered = page.waitForResponse((res) => new URL(res.url()).pathname === API_PATHS.adminMe);
    await signInThroughUi(page, DEMO_EMAIL.free);
    expect((await roleAnswered).status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Profile' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
