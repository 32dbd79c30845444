import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { FREE_STARS } from '@shared/stars';
import { PHONE, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';
import { DEMO_UPSTREAM_URL, regionHeaders } from '../support/env.js';

// The first view of /dashboard (docs/architecture.md#first-view): the document itself holds the dashboard,
// and for a visitor who confirmed the gate where media are allowed, its inline script asks for the card
// images before any app JS has run. Everyone else gets no media until the app has decided.

afterAll(closeBrowser);

const GATE_CONFIRM = 'I confirm I am 18+';
const CARD_IMAGE = new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`);

/** Image and video requests (the media themselves) from now on. */
function recordMediaFetches(page: Page): string[] {
  const media: string[] = [];
  page.on('request', (request) => {
    if (['image', 'media'].includes(request.resourceType()) || new URL(request.url()).pathname.startsWith('/media/'))
      media.push(request.url());
  });
  return media;
}

/** The status of each thumbnails answer from now on. */
function recordThumbnailAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === API_PATHS.starThumbnails) statuses.push(response.status());
  });
  return statuses;
}

/** Holds back the app's bundle (bootstrap: React, router, store, the dashboard) until released. */
async function holdAppBundle(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = () => resolve(undefined);
  });
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Sums layout shifts (without recent input) from the document's start, CLS as the browser reports it, and
 * collects Content-Security-Policy violations (the inline script is allowed by its hash only).
 */
async function recordLayoutShiftsAndViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __cspViolations: string[] };
    w.__layoutShift = 0;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A phone visitor who confirms the gate, then comes back to the dashboard later in the same browser. */
async function confirmedVisitorComingBack(): Promise<Page> {
  const page = await newPage(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: GATE_CONFIRM }).click();
  await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
  // That visit is over once its card images are in: nothing of it is counted as the next visit's.
  await page.waitForFunction(() => document.querySelectorAll('.star-card__loading').length === 0);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('the first view of the dashboard', () => {
  it("when a visitor who confirmed the gate comes back, then the first row's images load before the app's bundle, and the app takes over without a shift", async () => {
    const page = await confirmedVisitorComingBack();
    await recordLayoutShiftsAndViolations(page);
    const release = await holdAppBundle(page);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/dashboard');
    // With the app's bundle held back, the document's own cards show, the first row's images loaded.
    const shell = page.locator('.first-view-shell');
    await shell.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    const firstRow = shell.locator('.star-grid').first().locator('img');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.first-view-shell .star-grid img'))
          .slice(0, 2)
          .filter((img) => img.complete && img.naturalWidth > 0).length === 2,
    );
    const shellSrc = await firstRow.first().getAttribute('src');
    const shellSrcset = await firstRow.first().getAttribute('srcset');
    const shellSizes = await firstRow.first().getAttribute('sizes');
    expect(shellSrc).toMatch(CARD_IMAGE);
    expect(shellSrcset).toMatch(/ 320w, /);
    expect(shellSizes).toMatch(/^\(max-width: /);
    expect(await firstRow.first().getAttribute('fetchpriority')).toBe('high');
    expect(await shell.getByRole('link', { name: FREE_STARS[0]?.name }).count()).toBe(1);
    await screenshot(page, 'first-view-before-app-phone');

    release();
    // The app replaces the document's cards with its own, the same images, and the ad takes its held place.
    await shell.waitFor({ state: 'detached' });
    await page.getByRole('complementary', { name: 'Advertisement' }).waitFor({ state: 'visible' });
    const appFirst = page.locator('.star-grid').first().locator('img').first();
    expect(await appFirst.getAttribute('src')).toBe(shellSrc);
    expect(await appFirst.getAttribute('srcset')).toBe(shellSrcset);
    expect(await appFirst.getAttribute('sizes')).toBe(shellSizes);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.star-grid img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // One thumbnails request served the document and the app.
    expect(answers).toEqual([200]);
    await page.context().close();
  });

  it("when a visitor who confirmed the gate comes back after the week the click gate's hint lasts, then the document still shows the first row's images before the app's bundle", async () => {
    const page = await confirmedVisitorComingBack();
    // A week later: the hint the app noted has run out (the click-gate note stays).
    await page.evaluate(
      (key) => localStorage.setItem(key, String(Date.now() - 60_000)),
      STORAGE_KEYS.firstViewMediaUntil,
    );
    const release = await holdAppBundle(page);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/dashboard');
    const shell = page.locator('.first-view-shell');
    await shell.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.first-view-shell .star-grid img'))
          .slice(0, 2)
          .filter((img) => img.complete && img.naturalWidth > 0).length === 2,
    );
    expect(await shell.locator('.star-grid img').first().getAttribute('src')).toMatch(CARD_IMAGE);
    release();
    await shell.waitFor({ state: 'detached' });
    await page.locator('.star-grid img').first().waitFor();
    // One thumbnails request served the document and the app; the app's status renewed the hint.
    expect(answers).toEqual([200]);
    expect(
      Number(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.firstViewMediaUntil)),
    ).toBeGreaterThan(Date.now());
    await page.context().close();
  });

  it('when a new visitor opens the dashboard, then only the age gate shows and no media nor card images are asked for', async () => {
    const page = await newPage(PHONE);
    const media = recordMediaFetches(page);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: GATE_CONFIRM }).waitFor();
    expect(await page.getByRole('heading', { name: 'Choose Your Star' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(media).toEqual([]);
    expect(answers).toEqual([]);
    await page.context().close();
  });

  it('when a visitor who confirmed the gate is in a region asking for an age check without a proof, then no media are fetched, and the next visit does not even ask', async () => {
    const page = await confirmedVisitorComingBack();
    // The same browser, now where the law asks for a check (the emulator's region header).
    await page.setExtraHTTPHeaders(regionHeaders('GB'));
    const media = recordMediaFetches(page);
    const answers = recordThumbnailAnswers(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Verify your age (18+)' }).waitFor();
    // Asked on the strength of the earlier visit, the server refused: no image anywhere.
    await expect.poll(() => answers).toEqual([451]);
    expect(media).toEqual([]);
    expect(await page.locator('img').count()).toBe(0);

    // Having seen the status, the app keeps the next visit from asking at all (the document's script asks,
    // if ever, before the app shows the verification page).
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Verify your age (18+)' }).waitFor();
    expect(answers).toEqual([451]);
    expect(media).toEqual([]);
    await page.context().close();
  });
});
