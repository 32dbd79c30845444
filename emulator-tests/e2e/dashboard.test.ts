import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { PREMIUM_STARS, SEED_STARS } from '@shared/stars';
import { FIRST_LOAD_BUDGET_BYTES, budgetReport, formatBudgetReport } from '../../web/scripts/firstLoadBudget.mjs';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { builtFileOf } from '../support/builtFiles.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_UPSTREAM_URL, STORAGE_ORIGIN } from '../support/env.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';

afterAll(closeBrowser);

/** Card images come from the demo source, or from storage for the stars the library serves (LIBRARY_STAR_IDS). */
const CARD_IMAGE_SOURCES = new RegExp(`^(${DEMO_UPSTREAM_URL}/media/img/|${STORAGE_ORIGIN}/)`);

/** Records the API paths the page asks for from now on. */
function recordApiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/** The encoded (on-the-wire) body bytes of every script the page downloads from now on, by path. */
function recordScriptBytes(page: Page): Map<string, number> {
  const bytes = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    // A script that finishes as the test closes its page has no sizes to read; it is not one the test counts.
    void request.sizes().then(
      ({ responseBodySize }) => bytes.set(pathname, (bytes.get(pathname) ?? 0) + responseBodySize),
      () => undefined,
    );
  });
  return bytes;
}

/** Scrolls every card into view (images are lazy) and waits until every star's card shows a loaded image. */
async function expectAllCardImages(page: Page): Promise<string[]> {
  const cards = page.locator('.star-grid').getByRole('link');
  await expect.poll(() => cards.count()).toBe(SEED_STARS.length);
  for (let i = 0; i < SEED_STARS.length; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (count) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.star-grid img')).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length === count,
    SEED_STARS.length,
  );
  return cards.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
}

/** The demo source's card image requests (URLs name their size: /media/img/<seed>-<w>x<h>.jpg) from now on. */
function recordImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().startsWith(`${DEMO_UPSTREAM_URL}/media/img/`))
      urls.push(request.url());
  });
  return urls;
}

const firstCardImageLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.star-grid img');
    return img !== null && img.complete && img.naturalWidth > 0;
  });

/**
 * The page's first image request is the first card's, a rendition at least twice the card's CSS width (the phone is
 * 2x) and smaller than the 640 px fallback; it is the one the card shows.
 */
async function expectCardSizeFirstImage(page: Page, images: string[]): Promise<void> {
  const first = page.locator('.star-grid img').first();
  const { cardWidth, currentSrc, srcset } = await first.evaluate((img: HTMLImageElement) => ({
    cardWidth: img.getBoundingClientRect().width,
    currentSrc: img.currentSrc,
    srcset: img.getAttribute('srcset') ?? '',
  }));
  const width = Number(/-(\d+)x\d+\.jpg$/.exec(new URL(images[0] ?? 'http://x/').pathname)?.[1]);
  expect(width).toBeGreaterThanOrEqual(2 * cardWidth);
  expect(width).toBeLessThan(640);
  expect(images[0]).toBe(currentSrc);
  expect(srcset).toContain(`${currentSrc} ${width}w`);
}

describe('dashboard', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`when a visitor opens it on ${label}, then every star's card shows, premium ones badged, each with its card image from one thumbnails request`, async () => {
      const page = await newConfirmedPage(viewport);
      const apiCalls = recordApiCalls(page);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
      await expect
        .poll(() => page.getByRole('region', { name: 'Premium' }).getByText('Persona ready').count())
        .toBe(PREMIUM_STARS.length);
      // The ad appears once the signed-out state is known (the auth SDK loads lazily).
      await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
      const sources = await expectAllCardImages(page);
      for (const src of sources) expect(src).toMatch(CARD_IMAGE_SOURCES);
      expect(apiCalls.filter((p) => p === API_PATHS.starThumbnails)).toHaveLength(1);
      expect(apiCalls.filter((p) => p === API_PATHS.listing)).toHaveLength(0);
      const cached = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.thumbnail('aria-vale'));
      expect(cached).toContain(DEMO_UPSTREAM_URL);
      // Responsive down to 360 px: nothing may push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `dashboard-${label}`);
      await page.context().close();
    });
  }

  it("when a phone visitor confirms the gate and comes back, then each time the first card's image is a card-size one, downloaded once though React takes over the document's cards", async () => {
    const page = await newPage(PHONE);
    const images = recordImageRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    await firstCardImageLoaded(page);
    await page.waitForLoadState('networkidle');
    // The app's own cards (no first view before the gate): the rendition the card's width asks for.
    await expectCardSizeFirstImage(page, images);

    // Back later with no cache: the document's inline script shows the cards, then React replaces them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    images.length = 0;
    await page.goto('/dashboard');
    await page.locator('.first-view-shell').waitFor({ state: 'detached' });
    await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
    await firstCardImageLoaded(page);
    await page.waitForLoadState('networkidle');
    await expectCardSizeFirstImage(page, images);
    // React's images are the document's: no image was asked for twice.
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images).size).toBe(images.length);
    await page.context().close();
  });

  it('when a brand-new visitor confirms the age gate, then the dashboard shows within the first-load JS budget and without the identity or database SDK, which arrive once they open the sign-in', async () => {
    const page = await newPage(PHONE);
    const scripts = recordScriptBytes(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    // The first view is complete once the signed-out state is known (the ad shows) and the visible cards are done.
    await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.querySelectorAll('.star-card__loading').length === 0);
    await page.waitForLoadState('networkidle');
    // The first-load budget holds for everything the first view downloads, not only the build's static path.
    const firstView = budgetReport(
      [...scripts.keys()].map((file) => ({ key: file, file })),
      (file) => scripts.get(file) ?? 0,
      FIRST_LOAD_BUDGET_BYTES,
    );
    console.log(
      `Dashboard first view, brand-new signed-out visitor (all JS downloaded, encoded bytes):\n${formatBudgetReport(firstView, 'the whole first view')}`,
    );
    expect(firstView.total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    const authSdk = builtFileOf('node_modules/firebase/auth/');
    const firestoreSdk = builtFileOf('node_modules/firebase/firestore/');
    expect(scripts.has(authSdk)).toBe(false);
    expect(scripts.has(firestoreSdk)).toBe(false);
    // Nor the device client and layer: they come with Connect only (e2e/devices.test.ts).
    expect(scripts.has(builtFileOf('node_modules/buttplug/'))).toBe(false);
    expect(scripts.has(builtFileOf('src/toys/DeviceLayer'))).toBe(false);
    // Acting is what brings the identity SDK: opening the sign-in dialog fetches it.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Sign up' }).waitFor();
    await expect.poll(() => scripts.has(authSdk)).toBe(true);
    // Signed in, the session is stored: a reload finds it and the header offers the profile.
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO_EMAIL.free);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    await page.context().close();
  });

  it('when a signed-out visitor has the dashboard open and signs in in another tab, then the first tab shows them signed in without a reload', async () => {
    const first = await newConfirmedPage(DESKTOP);
    await first.goto('/dashboard');
    await first.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
    await first.getByRole('link', { name: 'Sign in' }).waitFor();
    const second = await first.context().newPage();
    await signInThroughUi(second, DEMO_EMAIL.premium);
    // The first tab, never reloaded nor brought to the front: its header and its ads follow the sign-in.
    await first.getByRole('link', { name: 'Profile' }).waitFor();
    await first.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'detached' });
    await first.context().close();
  });

  for (const [plan, email] of [
    ['free', DEMO_EMAIL.free],
    ['premium', DEMO_EMAIL.premium],
  ] as const) {
    it(`when a ${plan} user opens it, then every star's card image comes from the one thumbnails request`, async () => {
      const page = await newConfirmedPage(DESKTOP);
      // The whole visit: the dashboard signed out, the header's sign-in, and back as a signed-in user.
      const apiCalls = recordApiCalls(page);
      await signInThroughUi(page, email);
      // From the profile the sign-in lands on, as a person goes on: the header's brand link, same tab.
      await page.getByRole('link', { name: 'StarSession' }).first().click();
      await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
      const sources = await expectAllCardImages(page);
      for (const src of sources) expect(src).toMatch(CARD_IMAGE_SOURCES);
      expect(apiCalls.filter((p) => p === API_PATHS.starThumbnails)).toHaveLength(1);
      expect(apiCalls.filter((p) => p === API_PATHS.listing)).toHaveLength(0);
      // The plan loads before any ad could render; premium users get none.
      const ad = page.getByRole('complementary', { name: 'Advertisement' });
      if (plan === 'free') await ad.waitFor({ state: 'visible' });
      else await expect.poll(() => ad.count()).toBe(0);
      await page.context().close();
    });
  }
});
