import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { DEMO_UPSTREAM_URL } from '../support/env.js';
import { signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

describe('dashboard', () => {
  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`when a visitor opens it on ${label}, then 25 star cards show, premium ones badged, with card images from the listing`, async () => {
      const page = await newConfirmedPage(viewport);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
      const cards = page.locator('.star-grid').getByRole('link');
      expect(await cards.count()).toBe(25);
      expect(await page.getByRole('region', { name: 'Premium' }).getByText('Persona ready').count()).toBe(21);
      // The ad appears once the signed-out state is known (the auth SDK loads lazily).
      await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
      // The first free card gets its image from the demo source through our listing endpoint.
      const firstImage = page.getByRole('link', { name: /Aria Vale/ }).locator('img');
      await firstImage.waitFor();
      expect(await firstImage.getAttribute('src')).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/`));
      await page.waitForFunction(() => document.querySelectorAll('.star-card__loading').length === 0);
      const cached = await page.evaluate(() => localStorage.getItem('starsession.thumbnail.v5.aria-vale'));
      expect(cached).toContain(DEMO_UPSTREAM_URL);
      // Responsive down to 360 px: nothing may push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `dashboard-${label}`);
      await page.context().close();
    });
  }

  it('when a premium user opens it, then no ad is shown', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, 'premium@demo.test');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    await page.getByRole('link', { name: /Sable Quinn/ }).waitFor();
    // The plan loads before any ad could render; wait for it to settle on the premium answer.
    await page.waitForFunction(() => document.querySelectorAll('.star-card__loading').length === 0);
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await page.context().close();
  });
});
