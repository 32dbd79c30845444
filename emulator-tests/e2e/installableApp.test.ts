// The installable app (docs/architecture.md "Installable app"): install criteria, the header's Install entry, the
// offline page, what the service worker keeps, and the update notice after a deploy.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_STARS } from '@shared/stars';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { APPLE_TOUCH_ICON_HREF, MANIFEST_HREF } from '../../web/src/config/pwa.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage, newPage, screenshot } from '../support/browser.js';
import { APP_URL, DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { setDiscreet } from '../support/journeys.js';
import { openFromHeader, signInThroughUi } from '../support/uiSignIn.js';

afterAll(closeBrowser);

const BUILT_SERVICE_WORKER = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));
const DASHBOARD_HEADING = 'Choose Your Star';

/** The paths the built service worker precaches (its injected manifest): all it may ever put in Cache Storage. */
function precachedPaths(): Set<string> {
  const source = readFileSync(BUILT_SERVICE_WORKER, 'utf8');
  return new Set([...source.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => `/${url ?? ''}`));
}

/**
 * Opens the dashboard and acts once (a click on its heading, the person's first action), which starts the service
 * worker; a reload then comes under its control, as every later visit does.
 */
async function openWithServiceWorker(page: Page): Promise<void> {
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { name: DASHBOARD_HEADING });
  await heading.click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await heading.waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${APP_URL}/sw.js`);
}

/** Every request URL held in Cache Storage, read from the page as a person's browser holds it. */
/** From the header's home link: the first star's card, Start Session, until Panel 1 shows the demo source's media. */
async function playFirstStar(page: Page): Promise<void> {
  const star = SEED_STARS[0];
  if (!star) throw new Error('no stars');
  await page.getByRole('link', { name: 'StarSession' }).first().click();
  await page.getByRole('link', { name: new RegExp(star.name) }).click();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL(`**/session/${star.id}`);
  const media = page.getByRole('region', { name: 'Panel 1' }).locator(`img[src^="${DEMO_UPSTREAM_URL}"], video[src]`);
  await media.first().waitFor({ state: 'attached', timeout: 30_000 });
}

function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('installable app', () => {
  it('when a visitor opens the dashboard, then Chromium finds the app installable: a valid manifest with 192, 512 and maskable icons, standalone from /dashboard, and a service worker in control', async () => {
    const page = await newConfirmedPage(PHONE);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe(MANIFEST_HREF.app);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '') as { icons: ManifestIcon[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'StarSession', display: 'standalone', start_url: '/dashboard' });
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toBe(icon.sizes);
    }
    // Playwright's contexts are incognito profiles, where Chromium never installs: the one reason it may give.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    // iOS reads its own tags.
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(APPLE_TOUCH_ICON_HREF.app);
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
    // No offer in an incognito profile, so no entry.
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
    await openWithServiceWorker(page);
    // A new service worker is found on the next visit: Hosting never lets a cache keep the old one.
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await page.context().close();
  });

  it('when the browser offers installing, then the header has an Install app entry that opens its dialog', async () => {
    // A real (non-incognito) profile, where Chromium offers installing; the flag skips its engagement wait.
    const profile = mkdtempSync(join(tmpdir(), 'starsession-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--bypass-app-banner-engagement-checks'],
      baseURL: APP_URL,
      ...PHONE,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), STORAGE_KEYS.ageConfirmedAt);
      await page.goto('/dashboard');
      const install = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' });
      await install.waitFor();
      await screenshot(page, 'installable-app-install-entry-phone');
      await page.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 860 });
      await screenshot(page, 'installable-app-install-entry-desktop');
      // The offer is used by the click (the browser shows its dialog); it may offer again after a dismissal.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-install-offer'))).toBe(true);
      await install.click();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('when a browser that chose Discreet installs, then it gets the neutral name and icons', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await signInThroughUi(page, DEMO_EMAIL.free);
    await setDiscreet(page, true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => new URL((await cdp.send('Page.getAppManifest')).url).pathname)
      .toBe(MANIFEST_HREF.neutral);
    const { data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '') as { name: string; icons: ManifestIcon[] };
    expect(manifest.name).toBe('Notes');
    expect(manifest.icons.every(({ src }) => src.startsWith('/icons/neutral-'))).toBe(true);
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(APPLE_TOUCH_ICON_HREF.neutral);
    expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe('Notes');
    await page.context().close();
  });

  for (const [device, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`when the app is opened without a network on ${device}, then it says so clearly and comes back (by itself on the phone, with Try again on the desktop)`, async () => {
      const page = await newConfirmedPage(options);
      await openWithServiceWorker(page);
      await page.context().setOffline(true);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.getByText('StarSession needs an internet connection.').waitFor();
      await screenshot(page, `installable-app-offline-${device}`);
      if (device === 'desktop') {
        // Once the network is back the page asks the site by itself (offline.js: a HEAD, then a reload), which would
        // race the person's press on Try again. That question is refused here, so the press is what brings the
        // dashboard back; the phone's case below checks the page's own return.
        let retryRefused!: () => void;
        const pageRetried = new Promise<void>((resolve) => (retryRefused = resolve));
        await page.route('**/dashboard', async (route) => {
          if (route.request().method() !== 'HEAD') return route.fallback();
          retryRefused();
          await route.abort('internetdisconnected');
        });
        await page.context().setOffline(false);
        await pageRetried;
        await page.getByRole('link', { name: 'Try again' }).click();
      } else {
        // The phone's person just waits. While there is no network the page stays put (it asks the site, it does
        // not reload in a loop); once the site answers it reloads by itself.
        const navigations: string[] = [];
        page.on('framenavigated', (frame) => navigations.push(frame.url()));
        await page.waitForTimeout(6000);
        expect(navigations).toEqual([]);
        await page.context().setOffline(false);
      }
      await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
      await page.context().close();
    });
  }

  it('when a signed-in person who ran a session loses the network and goes back to the dashboard inside the app, then the app says "You are offline" until the network is back', async () => {
    const page = await newPage(PHONE);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
    await openWithServiceWorker(page);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await playFirstStar(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'End session' }).click();
    await page.waitForURL('**/dashboard');
    await openFromHeader(page, 'Favourites');
    await page.waitForURL('**/favorites');
    const notice = page.getByRole('alert').filter({ hasText: 'You are offline' });
    expect(await notice.count()).toBe(0);

    // A navigation inside the app requests no document: the service worker's offline page cannot answer it.
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.waitForURL('**/dashboard');
    await notice.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 30_000 });
    await notice.getByText('StarSession needs an internet connection.').waitFor();
    await screenshot(page, 'installable-app-offline-in-app-phone');

    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
    await page.context().close();
  }, 180_000);

  it('when a signed-in session has shown media, then Cache Storage holds only the precached shell: no media, no /api answer', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await openWithServiceWorker(page);
    await signInThroughUi(page, DEMO_EMAIL.premium);
    await playFirstStar(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await cachedUrls(page);
    const shell = precachedPaths();
    expect(cached.length).toBeGreaterThan(0);
    for (const url of cached) {
      const { origin, pathname } = new URL(url);
      expect(origin).toBe(APP_URL);
      expect(pathname.startsWith('/api/')).toBe(false);
      expect(shell.has(pathname), `${pathname} is not part of the precached shell`).toBe(true);
    }
    await page.context().close();
  }, 120_000);

  it('when a new version is deployed, then an open page offers "A new version is available" and Reload switches to it', async () => {
    const page = await newConfirmedPage(DESKTOP);
    await openWithServiceWorker(page);
    const deployed = readFileSync(BUILT_SERVICE_WORKER, 'utf8');
    try {
      // A deploy changes the service worker (its precache list names index.html's revision).
      writeFileSync(BUILT_SERVICE_WORKER, `${deployed}\n// the next deploy\n`);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: DASHBOARD_HEADING }).click();
      const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await notice.waitFor();
      await screenshot(page, 'installable-app-update-notice-desktop');
      await page.setViewportSize(PHONE.viewport ?? { width: 360, height: 780 });
      await screenshot(page, 'installable-app-update-notice-phone');
      const loadedAt = await page.evaluate(() => performance.timeOrigin);
      await notice.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction((before) => performance.timeOrigin !== before, loadedAt);
      await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
      // The new version is the one in control, with nothing left waiting and no notice.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
      expect(await notice.count()).toBe(0);
    } finally {
      writeFileSync(BUILT_SERVICE_WORKER, deployed);
    }
    await page.context().close();
  });
});
