import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/env.js';

afterAll(closeBrowser);

/** Waits for the profile's Premium Status stat to read `value`. */
async function premiumStatus(page: Page, value: 'Free' | 'Premium'): Promise<void> {
  await page
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();
}

describe('routing', () => {
  it('when a signed-out visitor opens /profile, then the sign-in modal opens and signing in returns to /profile', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/profile');
    await page.waitForURL('**/account');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshot(page, 'auth-signin-desktop');
    await dialog.getByLabel('Email').fill(DEMO_EMAIL.admin);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Admin Demo' }).waitFor();
    await premiumStatus(page, 'Premium');
    // Admins see the Admin link (custom claim).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
    await screenshot(page, 'profile-admin-desktop');
    await page.context().close();
  });

  it('when a signed-out visitor opens /admin, then they are sent to /account', async () => {
    const page = await newConfirmedPage(PHONE);
    await page.goto('/admin');
    await page.waitForURL('**/account');
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.context().close();
  });

  it('when the modal is closed with Escape on a first page, then the visitor is on /dashboard', async () => {
    const page = await newConfirmedPage(PHONE);
    await page.goto('/auth');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('when a confirmed visitor opens /, then they land on /dashboard', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    await page.goto('/nothing-here');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await screenshot(page, 'unknown-route-desktop');
    await page.context().close();
  });

  it('when the route is unknown, then the error page offers a way back to the dashboard', async () => {
    const page = await newConfirmedPage(PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await screenshot(page, 'unknown-route-phone');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('when an unconfirmed visitor opens the app, then the gate loads without the app chunks, which come after confirming', async () => {
    const page = await newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Adults Only (18+)' }).waitFor();
    // Only the entry (and the bundler's tiny runtime, dynamic-import helper, the shared numbers of @shared/constants
    // and the storage keys, which the gate and the app both use) and the gate's words: Lingui's runtime and the
    // visitor's catalog. No React, router, store or Firebase yet.
    expect(
      scripts.filter(
        (s) => !/\/assets\/(index|rolldown-runtime|preload-helper|constants|storageKeys|lingui|en)-[\w-]+\.js$/.test(s),
      ),
    ).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    expect(scripts.some((s) => s.includes('bootstrap'))).toBe(true);
    await page.context().close();
  });
});
