/* global window, document -- page.evaluate callbacks run in the browser. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { STREAM_LINK_MAX_REQUESTS } from '@shared/constants';
import { DESKTOP, PHONE, closeBrowser, newConfirmedPage } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';

// The other half of the stream-link budget (the API suite shows a leaked link running out): a video
// that a session really plays, with the browser's own range requests, stays far inside its link's budget.
afterAll(closeBrowser);

interface StreamHit {
  link: string;
  status: number;
}

/** Every answer of the stream proxy, keyed by the link without its query order mattering. */
function recordStreamHits(page: Page): StreamHit[] {
  const hits: StreamHit[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith(API_PATHS.videoStream)) return;
    hits.push({ link: url.pathname + url.search, status: res.status() });
  });
  return hits;
}

/** Records, in the page, the furthest point each stream-backed video reached (panels come and go). */
async function recordStreamPlayback(page: Page): Promise<void> {
  await page.addInitScript((prefix) => {
    const played: Record<string, number> = {};
    (window as unknown as { __streamPlayed: Record<string, number> }).__streamPlayed = played;
    document.addEventListener(
      'timeupdate',
      (event) => {
        const video = event.target as HTMLVideoElement;
        const url = new URL(video.currentSrc || '/', document.baseURI);
        if (!url.pathname.startsWith(prefix)) return;
        const key = url.pathname + url.search;
        played[key] = Math.max(played[key] ?? 0, video.currentTime);
      },
      true,
    );
  }, API_PATHS.videoStream);
}

/** Seconds played, summed over the stream-backed videos. */
function streamedSecondsPlayed(page: Page): Promise<number> {
  return page.evaluate(() =>
    Object.values((window as unknown as { __streamPlayed: Record<string, number> }).__streamPlayed).reduce(
      (sum, s) => sum + s,
      0,
    ),
  );
}

describe('a stream link in a playing session', () => {
  // A phone plays the host's SD file, a desktop its HD one (web/src/media/lightVideo.ts).
  it.each([
    ['a desktop', DESKTOP, 'hd'],
    ['a phone', PHONE, 'sd'],
  ] as const)(
    'when %s plays video-host clips through their stream links, then each is the %s file, every range request is answered and no link nears its budget',
    async (_device, device, quality) => {
      const page = await newConfirmedPage(device);
      const hits = recordStreamHits(page);
      await recordStreamPlayback(page);
      await signInThroughUi(page, DEMO_EMAIL.premium);
      await page.getByRole('link', { name: 'StarSession' }).first().click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('link', { name: /Nova Sterling/ }).click();
      await page.waitForURL('**/config/nova-sterling');
      await page.getByRole('radio', { name: '5 min', exact: true }).check();
      await page.getByRole('radio', { name: '3 screens', exact: true }).check();
      await page.getByRole('slider', { name: 'Media interval' }).fill('3');
      await page.getByRole('button', { name: 'Start Session' }).click();
      await page.waitForURL('**/session/nova-sterling');

      // Video-host posts are 18 of the 150 in each demo community: a few minutes of three panels plays several.
      await expect
        .poll(() => new Set(hits.map((h) => h.link)).size, { timeout: 150_000, interval: 1000 })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => streamedSecondsPlayed(page), { timeout: 30_000, interval: 500 }).toBeGreaterThan(2);

      const perLink = new Map<string, number>();
      for (const hit of hits) perLink.set(hit.link, (perLink.get(hit.link) ?? 0) + 1);
      const most = Math.max(...perLink.values());
      console.info(
        `stream links played: ${perLink.size}, requests: ${hits.length}, most on one link: ${most} of ${STREAM_LINK_MAX_REQUESTS}`,
      );
      expect(hits.filter((h) => h.status !== 200 && h.status !== 206)).toEqual([]);
      expect(hits.filter((h) => new URLSearchParams(h.link.split('?')[1]).get('q') !== quality)).toEqual([]);
      expect(most).toBeLessThanOrEqual(STREAM_LINK_MAX_REQUESTS / 3);
      await page.context().close();
    },
    240_000,
  );
});
