import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

/** Records the API paths the page asks for from now on. */
function recordApiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/** Scrolls every card into view (images are lazy) and waits until all 25 show a loaded image. */
async function expectAllCardImages(page: Page): Promise<string[]> {
  const cards = page.locator('.star-grid').getByRole('link');
  expect(await cards.count()).toBe(25);
  for (let i = 0; i < 25; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.star-grid img')).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length === 25,
  );
  return cards.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
}

describe('dashboard', () => {
  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`when a visitor opens it on ${label}, then 25 star cards show, premium ones badged, each with its card image from one thumbnails request`, async () => {
      const page = await newConfirmedPage(viewport);
      const apiCalls = recordApiCalls(page);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
      expect(await page.getByRole('region', { name: 'Premium' }).getByText('Persona ready').count()).toBe(21);
      // The ad appears once the signed-out state is known (the auth SDK loads lazily).
      await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
      const sources = await expectAllCardImages(page);
      for (const src of sources) expect(src).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`));
      expect(apiCalls.filter((p) => p === API_PATHS.starThumbnails)).toHaveLength(1);
      expect(apiCalls.filter((p) => p === API_PATHS.listing)).toHaveLength(0);
      const cached = await page.evaluate(() => localStorage.getItem('starsession.thumbnail.v5.aria-vale'));
      expect(cached).toContain(DEMO_UPSTREAM_URL);
      // Responsive down to 360 px: nothing may push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `dashboard-${label}`);
      await page.context().close();
    });
  }

  for (const [plan, email] of [['free', DEMO_EMAIL.free], ['premium', DEMO_EMAIL.premium]] as const) {
    it(`when a ${plan} user opens it, then all 25 card images come from the one thumbnails request`, async () => {
      const page = await newConfirmedPage(DESKTOP);
      await signInThroughUi(page, email);
      const apiCalls = recordApiCalls(page);
      // From the profile the sign-in lands on, as a person goes on: the header's brand link, same tab.
      await page.getByRole('link', { name: 'StarSession' }).first().click();
      await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
      const sources = await expectAllCardImages(page);
      for (const src of sources) expect(src).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`));
      expect(apiCalls.filter((p) => p === API_PATHS.starThumbnails)).toHaveLength(1);
      expect(apiCalls.filter((p) => p === API_PATHS.listing)).toHaveLength(0);
      // The plan loads before any ad could render; premium users get none.
      const ad = page.getByRole('complementary', { name: 'Advertisement' });
      if (plan === 'free') await ad.waitFor({ state: 'visible' });
      else expect(await ad.count()).toBe(0);
      await page.context().close();
    });
  }
});
