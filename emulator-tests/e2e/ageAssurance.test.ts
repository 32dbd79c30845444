import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { signProof } from '../../functions/src/ageAssurance/proofToken.js';
import { demoSecret } from '../../scripts/lib/projectConfig.mjs';
import { paths } from '../../web/src/config/paths.js';
import { STORAGE_KEYS } from '../../web/src/config/storageKeys.js';
import { DESKTOP, PHONE, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { APP_URL, DEMO_UPSTREAM_URL, regionHeaders } from '../support/env.js';

afterAll(closeBrowser);

// Visitors "in" a region, as the load balancer says (docs/age-assurance.md "Region").
const inRegion = (region: string, viewport = DESKTOP) =>
  newPage({ ...viewport, extraHTTPHeaders: regionHeaders(region) });

/** Every request for media from now on: images and video anywhere, and the media APIs. */
function recordMediaRequests(page: Page): string[] {
  const media: string[] = [];
  const mediaApis: string[] = [API_PATHS.starThumbnails, API_PATHS.listing, API_PATHS.videoResolve];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      ['image', 'media'].includes(request.resourceType()) ||
      url.pathname.startsWith('/media/') ||
      mediaApis.includes(url.pathname) ||
      url.pathname.startsWith(API_PATHS.videoStream)
    )
      media.push(request.url());
  });
  return media;
}

/** From the verification page to the demo provider, where the visitor presses one of its buttons. */
async function checkAtDemoProvider(page: Page, button: 'Pass' | 'Fail' | 'Cancel'): Promise<void> {
  await page.getByRole('button', { name: 'Verify my age' }).click();
  await page.waitForURL(`${DEMO_UPSTREAM_URL}/age?**`);
  await page.getByRole('heading', { name: 'Demo age check' }).waitFor();
  for (const name of ['Pass', 'Fail', 'Cancel']) await page.getByRole('button', { name, exact: true }).waitFor();
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The verification page, once the page has gone quiet: a media request made late would still be counted. */
async function verificationPageSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Verify your age (18+)' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { name: 'Adults Only (18+)' }).count()).toBe(0);
}

describe('age assurance', () => {
  it('when a GB visitor arrives, then the verification page asks for a check with no media, and Pass brings the dashboard with thumbnails', async () => {
    const page = await inRegion('GB');
    const media = recordMediaRequests(page);
    await page.goto('/dashboard?ref=abc');
    await verificationPageSettled(page);
    await screenshot(page, 'age-verification-desktop');
    expect(media).toEqual([]);

    await checkAtDemoProvider(page, 'Pass');
    await page.waitForURL('**/dashboard?ref=abc');
    await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
    const images = page.locator('.star-grid img');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.star-grid img')).some(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await images.first().getAttribute('src')).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`));
    // The proof lives in an HttpOnly cookie: the page's scripts cannot read or copy it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session');
    await page.context().close();
  });

  it('when a GB visitor presses Fail at the provider, then they are told why and still see no media', async () => {
    const page = await inRegion('GB', PHONE);
    const media = recordMediaRequests(page);
    await page.goto('/');
    await checkAtDemoProvider(page, 'Fail');
    await verificationPageSettled(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('did not confirm that you are 18 or over');
    expect(new URL(page.url()).searchParams.get('age')).toBeNull();
    await screenshot(page, 'age-verification-failed-phone');
    expect(media).toEqual([]);
    await page.context().close();
  });

  it('when a GB visitor presses Cancel at the provider, then they are back on the verification page with no media', async () => {
    const page = await inRegion('GB');
    const media = recordMediaRequests(page);
    await page.goto(paths.favorites);
    await checkAtDemoProvider(page, 'Cancel');
    await page.waitForURL(`**${paths.favorites}`);
    await verificationPageSettled(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('You cancelled the age check');
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    expect(media).toEqual([]);
    await page.context().close();
  });

  it('when a GB visitor starts on a policy page and follows its links into the app, then every route is the verification page and no media is asked for', async () => {
    const page = await inRegion('GB', PHONE);
    const media = recordMediaRequests(page);
    await page.goto(paths.terms);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // The footer's Hidden items and the policy page's own way back to the app (the dashboard).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hidden items' }).click();
    await page.waitForURL(`**${paths.blocklist}`);
    await verificationPageSettled(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('link', { name: 'Back to StarSession' }).click();
    await verificationPageSettled(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/(dashboard)?$/);
    // Favourites has no link on a policy page; the app's header link navigates in the page the same way.
    await page.goto(paths.privacy);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, paths.favorites);
    await verificationPageSettled(page);
    expect(new URL(page.url()).pathname).toBe(paths.favorites);
    expect(media).toEqual([]);
    await page.context().close();
  });

  it('when a GB visitor’s proof has expired and an old confirmation is still stored, then policy page links and the dashboard both meet the verification page', async () => {
    const page = await inRegion('GB');
    const dayAgo = Date.now() - 86_400_000;
    const expired = await signProof(
      {
        result: 'over',
        threshold: 18,
        method: 'AGE_ESTIMATION',
        provider: 'yoti',
        region: 'GB',
        issuedAtMs: dayAgo - 3_600_000,
        expiresAtMs: dayAgo + 23 * 3_600_000 - 60_000,
      },
      demoSecret('AGE_PROOF_KEY'),
    );
    await page.context().addCookies([{ name: '__session', value: expired, url: APP_URL, httpOnly: true }]);
    await page.addInitScript(
      ({ confirmedKey, mediaKey, at }) => {
        localStorage.setItem(confirmedKey, String(at));
        localStorage.setItem(mediaKey, String(at + 86_400_000 - 60_000));
      },
      { confirmedKey: STORAGE_KEYS.ageConfirmedAt, mediaKey: STORAGE_KEYS.firstViewMediaUntil, at: dayAgo },
    );
    const media = recordMediaRequests(page);
    await page.goto(paths.contentRemoval);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hidden items' }).click();
    await verificationPageSettled(page);
    await page.goto(paths.dashboard);
    await verificationPageSettled(page);
    expect(media).toEqual([]);
    await page.context().close();
  });

  it('when a visitor has no region, then the click gate shows unchanged', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Adults Only (18+)' }).waitFor();
    await page.getByRole('button', { name: 'I confirm I am 18+' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Verify your age (18+)' }).count()).toBe(0);
    await page.context().close();
  });

  it('when a visitor is in a block region (US-UT in the demo config), then only the not-offered page shows', async () => {
    const page = await inRegion('US-UT', PHONE);
    const media = recordMediaRequests(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Not available in your region' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('StarSession is not offered in your region.').count()).toBe(1);
    expect(await page.getByRole('button').count()).toBe(0);
    await screenshot(page, 'age-not-offered-phone');
    expect(media).toEqual([]);
    await page.context().close();
  });
});
