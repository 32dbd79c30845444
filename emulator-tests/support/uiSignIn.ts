// Signs in as a person would: from the dashboard, through the header's Sign in link and its form.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './env.js';

export type HeaderLink = 'Premium' | 'Favourites' | 'Admin' | 'Profile' | 'Sign in';

/** Follows one of the header's links (the main navigation), as a person moves around the app. */
export async function openFromHeader(page: Page, name: HeaderLink): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/**
 * Opens a page of the admin console as an admin does: the header's Admin link, then the link of that name in the
 * console's navigation (its address is the app's, read off the page).
 */
export async function openAdminConsolePage(
  page: Page,
  name: 'Overview' | 'Reports' | 'Stars' | 'Media library' | 'Review' | 'Records' | 'Age checks',
): Promise<void> {
  await openFromHeader(page, 'Admin');
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name, exact: true }).click();
}

export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await openFromHeader(page, 'Sign in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/profile');
}
