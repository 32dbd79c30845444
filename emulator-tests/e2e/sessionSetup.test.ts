import { DEFAULT_SESSION_LENGTH_MIN, FREE_MAX_MINUTES, SESSION_LENGTHS_MIN } from '@shared/constants';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, screenshot } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';
import { API_PATHS } from '../../functions/src/shared/api/paths.js';

afterAll(closeBrowser);

const SHOWN = 'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])';

/** How many panels show media that can paint (a loaded image, a video with a frame). */
function paintedPanels(page: Page): Promise<number> {
  return page.evaluate((shown) => {
    const panels = Array.from(document.querySelectorAll('section[aria-label^="Panel "]'));
    return panels.filter((panel) => {
      const el = panel.querySelector(shown);
      return el instanceof HTMLImageElement
        ? el.complete && el.naturalWidth > 0
        : el instanceof HTMLVideoElement && el.readyState >= 2;
    }).length;
  }, SHOWN);
}

const PREMIUM_LENGTHS = SESSION_LENGTHS_MIN.filter((min) => min > FREE_MAX_MINUTES).map((min) => `${min} min`);

describe('session setup', () => {
  it(`when a free user sets up a free star, then ${PREMIUM_LENGTHS.join(' and ')} are locked and Start opens the session`, async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Aria Vale/ }).click();
    await page.waitForURL('**/config/aria-vale');
    for (const name of PREMIUM_LENGTHS) {
      await expect.poll(() => page.getByRole('radio', { name, exact: true }).isDisabled()).toBe(true);
    }
    await expect.poll(() => page.getByText('Premium required').count()).toBe(PREMIUM_LENGTHS.length);
    await expect
      .poll(() => page.getByRole('radio', { name: `${DEFAULT_SESSION_LENGTH_MIN} min`, exact: true }).isChecked())
      .toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: 'Personalization' }).count()).toBe(0);
    await page.getByRole('radio', { name: '5 min', exact: true }).check();
    await page.getByRole('radio', { name: '1 screen', exact: true }).check();
    await screenshot(page, 'config-free-desktop');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/aria-vale');
    const saved = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedConfig('aria-vale'))) ?? 'null',
    ) as {
      lengthMin: number;
      screens: number;
    };
    expect(saved).toMatchObject({ lengthMin: 5, screens: 1 });
    await page.context().close();
  });

  it('when a free user opens a premium star or an unknown one, then they are told so', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await page.goto('/config/sable-quinn');
    await page.getByRole('heading', { name: 'This star is Premium-only' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/premium');
    await page.getByRole('link', { name: 'Back' }).waitFor();
    await screenshot(page, 'config-premium-only-phone');
    await page.goto('/config/nobody-here');
    await page.getByRole('heading', { name: 'Unknown star.' }).waitFor();
    await page.context().close();
  });

  it('when a premium user sets up a premium star, then 30 min and personalization are available', async () => {
    const page = await newConfirmedPage(PHONE);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await page.goto('/config/sable-quinn');
    await page.getByRole('button', { name: 'Start Session' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: '30 min', exact: true }).isEnabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Personalization' }).waitFor();
    await screenshot(page, 'config-premium-phone');
    await page.context().close();
  });

  it("when a signed-in person chooses on the setup page, then the session's first listing pages are asked for before Start, Start does not ask for them again, and 3 screens chosen after warming all show media", async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await page.goto('/dashboard');
    const listingBeforeStart: string[] = [];
    const listingAfterStart: string[] = [];
    const warmedBeforeStart: string[] = [];
    let started = false;
    // Listing pages by when they were asked for; warming by when it was done.
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes(API_PATHS.listing)) (started ? listingAfterStart : listingBeforeStart).push(url);
    });
    page.on('requestfinished', (request) => {
      const url = request.url();
      if (!started && (request.resourceType() === 'image' || url.includes(API_PATHS.videoResolve)))
        warmedBeforeStart.push(url);
    });
    await page.getByRole('link', { name: /Luna Marlowe/ }).click();
    await page.waitForURL('**/config/luna-marlowe');
    // Card images of the dashboard are not the setup page's warming.
    warmedBeforeStart.length = 0;
    await page.getByRole('radio', { name: '1 screen', exact: true }).check();
    // The setup page asks for the session's first items, stores them for the session and warms the first panel's
    // current and next item (an image fetched, a video-host video resolved).
    await expect.poll(() => listingBeforeStart.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const storedFirst = async () =>
      JSON.parse(
        (await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionPrefetch('luna-marlowe'))) ??
          '[]',
      ) as { type: string; srcUrl: string }[];
    await expect.poll(async () => (await storedFirst()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const warmable = (await storedFirst())
      .slice(0, 2)
      .filter((item) => item.type !== 'video' || item.srcUrl.startsWith('videohost:')).length;
    await expect.poll(() => warmedBeforeStart.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(warmable);

    await page.getByRole('radio', { name: '3 screens', exact: true }).check();
    started = true;
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/luna-marlowe');
    await expect.poll(() => paintedPanels(page), { timeout: 20_000 }).toBe(3);
    expect(await page.locator('section[aria-label^="Panel "]').count()).toBe(3);
    // Later requests ask for more posts (other pages); none repeats a page the setup page fetched.
    expect(listingAfterStart.filter((url) => listingBeforeStart.includes(url))).toEqual([]);
    await page.context().close();
  });

  it('when a signed-out visitor presses Start Session, then the sign-up form opens', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await page.goto('/config/aria-vale');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign up', selected: true }).waitFor();
    await page.context().close();
  });
});
