import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';
import { LLM_DAILY_CALL_BUDGET } from '@shared/constants';
import { AI_BUDGET_REACHED } from '@shared/api/adminHealth';

afterAll(closeBrowser);

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

  it('when the admin uses a phone, then the stats and form fit the screen', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.admin);
    await openFromHeader(page, 'Admin');
    await page.getByRole('heading', { name: 'Assign Affiliate' }).waitFor();
    await page.getByRole('group', { name: 'Current Users' }).locator('strong').filter({ hasText: /^\d/ }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-phone');
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
