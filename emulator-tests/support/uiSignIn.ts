// Signs in through the app's own form at /account, as a person would.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './env.js';

export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/profile');
}
