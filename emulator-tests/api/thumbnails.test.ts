import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { adminStarsResponseSchema } from '@shared/api/schemas/stars';
import { parseStarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { COLLECTIONS } from '@shared/collections';
import {
  THUMBNAIL_CARD_MIN_WIDTH_PX,
  THUMBNAIL_SRCSET_MAX_WIDTH_PX,
  THUMBNAIL_SRCSET_MIN_WIDTH_PX,
} from '@shared/constants';
import { parseMediaLabels } from '@shared/media/personalBlocklist';
import { SEED_STARS } from '@shared/stars';
import { APP_URL, DEMO_UPSTREAM_URL, LIBRARY_STAR_IDS, STORAGE_ORIGIN } from '../support/env.js';
import { adminDb, createAdmin } from './support/admin.js';
import { call } from './support/http.js';

/**
 * Media URLs name their size: the demo source's /media/img/<seed>-<w>x<h>.png|.jpg, and a stored rendition's
 * renditions/<item>/card-<w>.webp (its path encoded in the Storage emulator's link).
 */
function widthOf(url: string): number {
  const path = decodeURIComponent(new URL(url).pathname);
  return Number((/-(\d+)x\d+\.(?:png|jpg)$/.exec(path) ?? /\/(?:card|panel)-(\d+)\.webp$/.exec(path))?.[1] ?? NaN);
}

/** The demo source's stars, and the stars the library serves (DeliaFrostVault in the emulators). */
const DEMO_SOURCE_STARS = SEED_STARS.filter((star) => !LIBRARY_STAR_IDS.has(star.id));
const LIBRARY_STARS = SEED_STARS.filter((star) => LIBRARY_STAR_IDS.has(star.id));

describe('GET /api/stars/thumbnails', () => {
  it('when a signed-out visitor asks, then one answer holds a card-size image for each star, CDN-cacheable', async () => {
    const res = await fetch(`${APP_URL}${API_PATHS.starThumbnails}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15, s-maxage=30');
    // Compressed for a browser that accepts it: the answer lies on the first view's largest paint.
    expect(res.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    const raw = (await res.json()) as Record<string, unknown>;
    // One image per star and its own post's labels, nothing else: no other listing data of premium communities leaks.
    expect(Object.keys(raw)).toEqual(['thumbnails', 'labels', 'renditions']);
    const parsed = parseStarThumbnailsResponse(raw);
    expect(parsed).not.toBeNull();
    const thumbnails = parsed?.thumbnails ?? {};
    expect(Object.keys(thumbnails).sort()).toEqual(SEED_STARS.map((s) => s.id).sort());
    for (const star of DEMO_SOURCE_STARS) {
      const url = thumbnails[star.id] ?? '';
      expect(url).toMatch(new RegExp(`^${DEMO_UPSTREAM_URL}/media/img/`));
      // A preview rendition (the forum's `width=` previews), never the full-size source.
      expect(new URL(url).searchParams.get('width')).not.toBeNull();
      expect(widthOf(url)).toBeGreaterThanOrEqual(THUMBNAIL_CARD_MIN_WIDTH_PX);
      expect(widthOf(url)).toBeLessThan(960);
    }
    expect(LIBRARY_STARS.length).toBeGreaterThan(0);
    for (const star of LIBRARY_STARS) {
      // Straight from storage: a card still of an item the seed sent through the upload pipeline.
      const url = thumbnails[star.id] ?? '';
      expect(url.startsWith(`${STORAGE_ORIGIN}/`), url).toBe(true);
      expect(widthOf(url)).toBeGreaterThanOrEqual(THUMBNAIL_CARD_MIN_WIDTH_PX);
      expect(widthOf(url)).toBeLessThan(960);
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
    for (const star of SEED_STARS) {
      const labels = parseMediaLabels(parsed?.labels[star.id]);
      // Uploaded items carry no title (a file's name is the console's only).
      if (!LIBRARY_STAR_IDS.has(star.id)) expect(labels.title, star.id).toMatch(/\S/);
      expect(star.subreddits.map((sub) => sub.toLowerCase())).toContain(labels.community?.toLowerCase());
    }
  });

  it("when a visitor asks, then each card image comes with the demo source's renditions of the same image for the card's srcset", async () => {
    const raw = (await (await fetch(`${APP_URL}${API_PATHS.starThumbnails}`)).json()) as { renditions: unknown };
    const parsed = parseStarThumbnailsResponse(raw);
    // The server sends exactly what the shared check keeps: nothing of it is dropped on the way.
    expect(parsed?.renditions).toEqual(raw.renditions);
    for (const star of SEED_STARS) {
      const src = parsed?.thumbnails[star.id] ?? '';
      const renditions = parsed?.renditions[star.id] ?? [];
      const widths = renditions.map((r) => r.width);
      // The forum's preview widths below the image's own (108, 216, 320, 640, 960, 1080), from twice the narrowest
      // card up to the first covering the widest card at 3x.
      expect(
        [
          [320, 640],
          [320, 640, 960],
        ],
        star.id,
      ).toContainEqual(widths);
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(THUMBNAIL_SRCSET_MIN_WIDTH_PX);
      expect(widths.at(-2)).toBeLessThan(THUMBNAIL_SRCSET_MAX_WIDTH_PX);
      const imageOf = (url: string) =>
        (/\/media\/img\/([^-]+)-/.exec(new URL(url).pathname) ??
          /renditions\/([^/]+)\//.exec(decodeURIComponent(new URL(url).pathname)))?.[1];
      for (const r of renditions) {
        expect(widthOf(r.url)).toBe(r.width);
        expect(imageOf(r.url)).toBe(imageOf(src));
      }
      expect(renditions.map((r) => r.url)).toContain(src);
    }
    // A card-size rendition is a real, small image: the phone's 320 px one is JPEG and far lighter than the fallback.
    const aria = parsed?.renditions['aria-vale'] ?? [];
    const [small, fallback] = await Promise.all(
      [aria[0]?.url ?? '', parsed?.thumbnails['aria-vale'] ?? ''].map(async (url) => {
        const res = await fetch(url);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        return (await res.arrayBuffer()).byteLength;
      }),
    );
    expect(small).toBeLessThan((fallback ?? 0) / 2);
  });
});

describe('the card images snapshot (computed ahead, read by new instances)', () => {
  const snapshot = () => adminDb().collection(COLLECTIONS.mediaSnapshots).doc('starCards').get();

  it("when an admin changes the catalogue, then the stored answer is dropped at once, and the next visitors' answer is stored for the instances after them", async () => {
    const admin = await createAdmin();
    const { version, stars } = adminStarsResponseSchema.parse(
      (await call(API_PATHS.adminStars, { token: admin.idToken })).json,
    );
    // The same order saved again: a new catalogue version, nothing else changed.
    const saved = await call(API_PATHS.adminStarsOrder, {
      method: 'POST',
      token: admin.idToken,
      body: { ids: stars.map((s) => s.id), version },
    });
    expect(saved.status).toBe(200);
    expect((await snapshot()).exists).toBe(false);
    // Every instance sees the new version within the catalogue's TTL (30 s); the first to answer at it stores it.
    const stored = await vi.waitFor(
      async () => {
        await fetch(`${APP_URL}${API_PATHS.starThumbnails}`);
        const data = (await snapshot()).data();
        expect(data?.versionKey).toMatch(new RegExp(`\\|${String(version + 1)}$`));
        return data;
      },
      { timeout: 45_000, interval: 1_000 },
    );
    expect(Date.now() - Number(stored?.computedAtMs)).toBeLessThan(60_000);
    // What is stored is what visitors get, to the byte.
    const served = (await (await fetch(`${APP_URL}${API_PATHS.starThumbnails}`)).json()) as unknown;
    expect(stored?.answer).toEqual(served);
  });
});
