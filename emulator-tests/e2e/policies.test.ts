import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL } from '../support/env.js';
import { openAdminConsolePage, signInThroughUi } from '../support/uiSignIn.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';

afterAll(closeBrowser);

describe('policy pages', () => {
  it('when a new visitor follows the gate’s Terms link, then the terms and privacy pages read without confirming, and leaving them meets the gate again', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    const gate = page.getByRole('heading', { name: 'Adults Only (18+)' });
    await gate.waitFor();
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByText(/StarSession is run by Demo Operator Ltd \(example\)/).waitFor();
    await expect(page.getByRole('note').innerText()).resolves.toContain('Template');
    // No media and no confirmation: the page holds text only.
    expect(await page.locator('img, video').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageConfirmedAt)).toBeNull();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'policy-terms-phone');

    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('heading', { name: 'What we store about you' }).waitFor();

    // The records-keeping statement, before the gate too: the operator's custodian and where the records are kept.
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: '2257 statement' }).click();
    await page.waitForURL('**/2257');
    await page.getByRole('heading', { level: 1, name: '18 U.S.C. § 2257 records-keeping statement' }).waitFor();
    await page
      .getByText(/custodian of records: Custodian of Records, Demo Operator Ltd \(example\), 1 Example Street/)
      .waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageConfirmedAt)).toBeNull();
    await screenshot(page, 'policy-2257-phone');

    await page.getByRole('link', { name: 'Back to StarSession' }).click();
    await gate.waitFor();
    await page.context().close();
  });

  it('when a person depicted without consent sends a removal request from the footer’s link, then it heads the admin’s queue with its 48-hour clock', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Content removal' }).click();
    await page.waitForURL('**/content-removal');
    const form = page.getByRole('form', { name: 'Removal request' });
    const url = `https://media.example/e2e-removal-${Date.now()}.jpg`;
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByRole('alert').filter({ hasText: 'Enter the item’s address' }).waitFor();
    await form.getByLabel('Address of the item').fill(url);
    await form.getByRole('radio', { name: 'I am in this and did not consent' }).check();
    await form.getByLabel('Details (optional)').fill('This shows me; I never agreed to it being shared.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'we decide within 48 hours' }).waitFor();
    await screenshot(page, 'content-removal-sent-desktop');
    await page.context().close();

    const admin = await newConfirmedPage(DESKTOP);
    await signInThroughUi(admin, DEMO_EMAIL.admin);
    await openAdminConsolePage(admin, 'Reports');
    const lanes = admin.getByRole('heading', { level: 2 });
    await lanes.first().waitFor();
    await expect(lanes.first().innerText()).resolves.toMatch(/^Non-consent requests from people depicted \(48 hours\)/);
    const queue = admin.getByRole('list', { name: 'Non-consent requests from people depicted (48 hours)' });
    const row = queue.getByRole('listitem').filter({ has: admin.locator(`a[href="${url}"]`) });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('I am in this and did not consent');
    await expect(row.innerText()).resolves.toContain('Removal request');
    await expect(row.getByRole('timer').innerText()).resolves.toMatch(/^4[78] h \d+ min left$/);
    await screenshot(admin, 'reports-ncii-lane-desktop');
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  });
});
