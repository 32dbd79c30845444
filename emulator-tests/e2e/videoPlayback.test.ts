/* global document -- page.waitForFunction callbacks run in the browser. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS } from '@shared/constants';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { DESKTOP, closeBrowser, newConfirmedPage } from '../support/browser.js';
import { signInThroughUi } from '../support/uiSignIn.js';
import { DEMO_EMAIL } from '../support/env.js';

// The honest side of the stream links' budget (docs/product-rules.md "Video access"): a video the
// session plays through its signed link, with the <video> element's own range requests.
afterAll(closeBrowser);

interface LinkSpend {
  requests: number;
  bytes: number;
  statuses: number[];
}

/** Counts every stream request the page makes, per link (its signature). */
function recordStreams(page: Page): Map<string, LinkSpend> {
  const links = new Map<string, LinkSpend>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(`${API_PATHS.videoStream}/`)) return;
    const sig = url.searchParams.get('sig') ?? '';
    const spend = links.get(sig) ?? { requests: 0, bytes: 0, statuses: [] };
    spend.requests += 1;
    spend.bytes += Number(response.headers()['content-length'] ?? 0);
    spend.statuses.push(response.status());
    links.set(sig, spend);
  });
  return links;
}

describe('a video played through its stream link', () => {
  it('when a session plays a video to its end, then its link and the listing stay well inside their budgets', async () => {
    const page = await newConfirmedPage(DESKTOP);
    const links = recordStreams(page);
    let listingRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.listing) listingRequests += 1;
    });
    const resolves: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === API_PATHS.videoResolve) resolves.push(response.status());
    });
    await signInThroughUi(page, DEMO_EMAIL.free);
    await page.getByRole('link', { name: 'StarSession' }).first().click();
    await page.getByRole('link', { name: /Luna Marlowe/ }).click();
    await page.waitForURL('**/config/luna-marlowe');
    await page.getByRole('radio', { name: '1 screen', exact: true }).check();
    await page.getByRole('slider', { name: 'Media interval' }).fill('3');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL('**/session/luna-marlowe');

    // A streamed video that played to its end at least once (session videos loop, so `ended` never comes).
    const played = await page
      .waitForFunction(
        (prefix) => {
          const videos = Array.from(document.querySelectorAll('video'));
          const done = videos.find((v) => {
            const ranges = v.played;
            const reached = ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
            return (v.getAttribute('src') ?? '').startsWith(prefix) && v.duration > 0 && reached >= v.duration * 0.9;
          });
          return done ? done.getAttribute('src') : null;
        },
        `${API_PATHS.videoStream}/`,
        { timeout: 120_000, polling: 200 },
      )
      .catch((error: unknown) => {
        throw new Error(
          `no streamed video played; resolves ${JSON.stringify(resolves)}, links ${JSON.stringify([...links.values()])}`,
          {
            cause: error,
          },
        );
      });
    const src = String(await played.jsonValue());
    const spend = links.get(new URL(src, 'http://x').searchParams.get('sig') ?? '');
    expect(spend, 'the played link was fetched').toBeDefined();
    const all = [...links.values()];
    // The figures this budget was set from (docs/product-rules.md "Video access").
    console.info(
      `stream links: ${String(all.length)}; per link max ${String(Math.max(...all.map((l) => l.requests)))} requests, ` +
        `${String(Math.max(...all.map((l) => l.bytes)))} bytes; played link ${String(spend?.requests)} requests, ${String(spend?.bytes)} bytes; ` +
        `listing requests ${String(listingRequests)}`,
    );
    expect(listingRequests).toBeLessThan(RATE_LIMITS.listing.perIp / 4);
    for (const link of all) {
      expect(link.statuses.every((s) => s === 200 || s === 206)).toBe(true);
      expect(link.requests).toBeLessThan(STREAM_LINK_MAX_REQUESTS / 3);
      expect(link.bytes).toBeLessThan(STREAM_LINK_MAX_BYTES / 3);
    }
    await page.context().close();
  }, 180_000);
});
