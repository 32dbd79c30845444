import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, closeBrowser, newPage } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';

afterAll(closeBrowser);

// Every blocked load or script is reported as a securitypolicyviolation event; collect them all.
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

describe('the app under its Content-Security-Policy', () => {
  it('when a new visitor passes the age gate, signs in and starts a session, then media play and nothing is blocked', async () => {
    const page = await newPage(DESKTOP);
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await page.waitForURL('**/dashboard');
    expect(await violations()).toEqual([]);

    await signInThroughUi(page, DEMO_EMAIL.premium);
    expect(await violations()).toEqual([]);

    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /Aria Vale/ }).click();
    await page.waitForURL('**/config/aria-vale');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/aria-vale');
    // Demo media come from the demo media source (another origin); they must load, not be blocked.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('section img, section video')).some((el) =>
        el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : (el as HTMLVideoElement).readyState >= 2,
      ),
    );
    expect(await violations()).toEqual([]);
  });
});
