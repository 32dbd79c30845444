import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { parseStarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { THUMBNAIL_CARD_MIN_WIDTH_PX } from '@shared/constants';
import { parseMediaLabels } from '@shared/media/personalBlocklist';
import { STARS } from '@shared/stars';
import { APP_URL, DEMO_UPSTREAM_URL } from '../support/env.js';

/** Demo media URLs name their size: /media/img/<seed>-<w>x<h>.png|.jpg */
function widthOf(url: string): number {
  return Number(/-(\d+)x\d+\.(?:png|jpg)$/.exec(new URL(url).pathname)?.[1] ?? NaN);
}

describe('GET /api/stars/thumbnails', () => {
  it('when a signed-out visitor asks, then one answer holds a card-size image for each star, CDN-cacheable', async () => {
    const res = await fetch(`${APP_URL}${API_PATHS.starThumbnails}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=1800');
    const raw = (await res.json()) as Record<string, unknown>;
    // One image per star and its own post's labels, nothing else: no other listing data of premium communities leaks.
    expect(Object.keys(raw)).toEqual(['thumbnails', 'labels']);
    const parsed = parseStarThumbnailsResponse(raw);
    expect(parsed).not.toBeNull();
    const thumbnails = parsed?.thumbnails ?? {};
    expect(Object.keys(thumbnails).sort()).toEqual(STARS.map((s) => s.id).sort());
    for (const url of Object.values(thumbnails)) {
      expect(url).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`));
      // A preview rendition (the forum's `width=` previews), never the full-size source.
      expect(new URL(url ?? '').searchParams.get('width')).not.toBeNull();
      expect(widthOf(url ?? '')).toBeGreaterThanOrEqual(THUMBNAIL_CARD_MIN_WIDTH_PX);
      expect(widthOf(url ?? '')).toBeLessThan(960);
    }
  });

  it('when the card image is fetched, then it is a real image from the demo source', async () => {
    const parsed = parseStarThumbnailsResponse(await (await fetch(`${APP_URL}${API_PATHS.starThumbnails}`)).json());
    const res = await fetch(parsed?.thumbnails['aria-vale'] ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it("when a visitor asks, then each card image comes with its post's title and community, one of its star's own", async () => {
    const parsed = parseStarThumbnailsResponse(await (await fetch(`${APP_URL}${API_PATHS.starThumbnails}`)).json());
    for (const star of STARS) {
      const labels = parseMediaLabels(parsed?.labels[star.id]);
      expect(labels.title, star.id).toMatch(/\S/);
      expect(star.subreddits.map((sub) => sub.toLowerCase())).toContain(labels.community?.toLowerCase());
    }
  });
});
