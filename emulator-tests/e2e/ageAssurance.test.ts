import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { DESKTOP, PHONE, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { DEMO_UPSTREAM_URL } from '../support/env.js';

afterAll(closeBrowser);

// Visitors "in" a region: the emulator's GEO_REGION_HEADER is x-client-region (docs/age-assurance.md).
const inRegion = (region: string, viewport = DESKTOP) =>
  newPage({ ...viewport, extraHTTPHeaders: { 'x-client-region': region } });

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
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('age assurance', () => {
  it('when a GB visitor arrives, then the verification page asks for a check with no media, and Pass brings the dashboard with thumbnails', async () => {
    const page = await inRegion('GB');
    const media = recordMediaRequests(page);
    await page.goto('/dashboard?ref=abc');
    await page.getByRole('heading', { name: 'Verify your age (18+)' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Adults Only (18+)' }).count()).toBe(0);
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
    await page.getByRole('heading', { name: 'Verify your age (18+)' }).waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('did not confirm that you are 18 or over');
    expect(new URL(page.url()).searchParams.get('age')).toBeNull();
    await screenshot(page, 'age-verification-failed-phone');
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
    expect(await page.getByText('StarSession is not offered in your region.').count()).toBe(1);
    expect(await page.getByRole('button').count()).toBe(0);
    await screenshot(page, 'age-not-offered-phone');
    expect(media).toEqual([]);
    await page.context().close();
  });
});
