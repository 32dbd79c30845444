// Debian's Chromium driven by playwright-core (path and flags: scripts/lib/chromium.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { AUTOPLAY_FLAG, CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { APP_URL } from './env.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';

const ARTIFACTS_DIR = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));

let browser: Browser | null = null;

async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, AUTOPLAY_FLAG],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 860 } };

/** A page in a fresh context (fresh storage), already at the app's origin. */
export async function newPage(options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const b = await launchBrowser();
  const context = await b.newContext({ baseURL: APP_URL, ...options });
  return context.newPage();
}

/** Opens a page that has already confirmed the age gate. */
export async function newConfirmedPage(options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const page = await newPage(options);
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), STORAGE_KEYS.ageConfirmedAt);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
