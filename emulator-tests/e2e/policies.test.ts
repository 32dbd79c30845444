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

    await page.getByRole('link', { name: 'Back to StarSession' }).click();
    await gate.waitFor();
    await page.context().close();
  });

  it('when a signed-out visitor sends a removal request from the footer’s link, then it reaches the admin’s queue', async () => {
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
    await form.getByRole('radio', { name: 'I am in it and want it removed' }).check();
    await form.getByLabel('Details (optional)').fill('This shows me; I never agreed to it being shared.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'in our review queue' }).waitFor();
    await screenshot(page, 'content-removal-sent-desktop');
    await page.context().close();

    const admin = await newConfirmedPage(DESKTOP);
    await signInThroughUi(admin, DEMO_EMAIL.admin);
    await openAdminConsolePage(admin, 'Reports');
    const queue = admin.getByRole('list', { name: 'Open reports' });
    const row = queue.getByRole('listitem').filter({ has: admin.locator(`a[href="${url}"]`) });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('I am in it and want it removed');
    await expect(row.innerText()).resolves.toContain('Removal request');
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  });
});
