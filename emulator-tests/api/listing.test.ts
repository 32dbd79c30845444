import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { listingResponseSchema } from '@shared/api/schemas/listing';
import { LISTING_MAX_PER_REQUEST } from '@shared/constants';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { createUser, idTokenFor, uniqueEmail, type SignedIn } from '../support/auth.js';
import { startedRun } from './support/sessionRuns.js';
import { APP_URL, DEMO_EMAIL, DEMO_UPSTREAM_HOST, DEMO_UPSTREAM_URL } from '../support/env.js';
import { call, ownRateWindow, randomIp } from './support/http.js';

interface DemoStats {
  listingRequests: number;
  listingRequestsBySub: Record<string, number>;
}

function listingUrl(query: Record<string, string>): string {
  return `${APP_URL}${API_PATHS.listing}?${new URLSearchParams(query).toString()}`;
}

async function demoStats(): Promise<DemoStats> {
  return (await (await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats`)).json()) as DemoStats;
}

describe('GET /api/reddit/listing input', () => {
  it.each([
    ['no sub', {}, 'sub is required.'],
    ['a one-letter sub', { sub: 'a' }, 'sub must be 2 to 21 letters, digits or underscores.'],
    ['a sub with punctuation', { sub: 'bad-sub!' }, 'sub must be 2 to 21 letters, digits or underscores.'],
    [
      'a community outside the star catalogue',
      { sub: 'DemoSharedFinds' },
      'sub must be a community of the star catalogue.',
      'notACatalogueCommunity',
    ],
    [
      'a limit over the maximum',
      { sub: 'AriaValeGallery', limit: String(LISTING_MAX_PER_REQUEST + 1) },
      `limit must be at most ${LISTING_MAX_PER_REQUEST}.`,
    ],
    ['limit 0', { sub: 'AriaValeGallery', limit: '0' }, 'limit must be at least 1.'],
    ['type new', { sub: 'AriaValeGallery', type: 'new' }, 'type must be one of: top, hot.'],
    [
      'timeframe decade',
      { sub: 'AriaValeGallery', timeframe: 'decade' },
      'timeframe must be one of: hour, day, week, month, year, all.',
    ],
    [
      'a cursor that is not a fullname',
      { sub: 'AriaValeGallery', after: '../../etc' },
      'after must be a listing cursor this server issued.',
      'listingCursorInvalid',
    ],
  ])(
    'when called with %s, then it answers 400 with a reason',
    async (_label, query, error, code = 'invalidRequest') => {
      const res = await fetch(listingUrl(query));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error, code });
    },
  );
});

describe('GET /api/reddit/listing through Hosting (demo provider)', () => {
  it('when a catalogue community is asked for top of the week, then it answers normalised items, a cursor and CDN cache headers', async () => {
    const res = await fetch(listingUrl({ sub: 'AriaValeGallery', type: 'top', timeframe: 'week', limit: '20' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15, s-maxage=30');
    const body = listingResponseSchema.parse(await res.json());
    expect(body.items).toHaveLength(20);
    // The upstream cursor, signed by the server (docs/product-rules.md "Abuse limits").
    expect(body.after).toMatch(/^t3_[a-z0-9]+\.[A-Za-z0-9_-]{22}$/);
    const image = body.items.find((item) => item.domain === DEMO_UPSTREAM_HOST);
    expect(image?.url?.startsWith(`${DEMO_UPSTREAM_URL}/media/`), image?.url ?? 'no demo-hosted image').toBe(true);
    // Normalised: fields the pipeline does not read are dropped; the blocklist's (title, flair, poster) stay.
    expect(Object.keys(body.items[0] ?? {})).not.toContain('num_comments');
    expect(Object.keys(body.items[0] ?? {})).toEqual(expect.arrayContaining(['title', 'subreddit', 'author']));
  });

  it('when the cursor is passed back, then the next page holds other posts', async () => {
    const first = listingResponseSchema.parse(
      await (await fetch(listingUrl({ sub: 'NovaSterlingHQ', type: 'hot', limit: '30' }))).json(),
    );
    const second = listingResponseSchema.parse(
      await (
        await fetch(listingUrl({ sub: 'NovaSterlingHQ', type: 'hot', limit: '30', after: first.after ?? '' }))
      ).json(),
    );
    expect(second.items).toHaveLength(30);
    const firstIds = new Set(first.items.map((i) => i.id));
    expect(second.items.some((i) => firstIds.has(i.id))).toBe(false);
  });

  it('when the community is asked in another letter case, then it is served all the same', async () => {
    const res = await fetch(listingUrl({ sub: 'ivycastellclub', limit: '5' }));
    expect(res.status).toBe(200);
    expect(listingResponseSchema.parse(await res.json()).items).toHaveLength(5);
  });

  // The Functions emulator runs each concurrent request in its own worker process (and a burst of 50
  // overwhelms it), so concurrency is proven in the unit tests; here, the per-instance cache.
  it('when the same page is asked 10 times in a row, then the demo upstream is called once', async () => {
    await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats/reset`, { method: 'POST' });
    const url = listingUrl({ sub: 'LunaMarloweDaily', type: 'top', timeframe: 'year', limit: '17' });
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(listingResponseSchema.parse(await res.json()).items).toHaveLength(17);
    }
    expect((await demoStats()).listingRequestsBySub).toEqual({ lunamarlowedaily: 1 });
  });
});

describe('GET /api/reddit/listing cursors and budget', () => {
  const page = (after: string, ip = randomIp(), rateWindowStart?: number) =>
    call(API_PATHS.listing, { query: { sub: 'NovaSterlingHQ', type: 'hot', limit: '30', after }, ip, rateWindowStart });

  it('when a forged, edited or replayed cursor is sent, then it answers 400 and reaches no upstream', async () => {
    const issued = listingResponseSchema.parse((await page('')).json).after ?? '';
    const topCursor = listingResponseSchema.parse(
      (await call(API_PATHS.listing, { query: { sub: 'NovaSterlingHQ', type: 'top', limit: '30' } })).json,
    ).after;
    const before = (await demoStats()).listingRequests;
    for (const forged of [
      't3_forged1',
      `t3_forged1.${'A'.repeat(22)}`,
      issued.replace(/^t3_[a-z0-9]/, 't3_z'),
      topCursor ?? '',
    ]) {
      expect(await page(forged)).toMatchObject({
        status: 400,
        json: { ok: false, error: 'after must be a listing cursor this server issued.', code: 'listingCursorInvalid' },
      });
    }
    expect((await demoStats()).listingRequests).toBe(before);
    // The honest path: the issued cursor pages on.
    expect((await page(issued)).status).toBe(200);
  });

  it('when one address sends more listing requests than its budget in a minute, then it gets 429 while another address is served', async () => {
    const { perIp } = RATE_LIMITS.listing;
    const window = ownRateWindow();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= perIp; i += 1) statuses.push((await page(`t3_sweep${String(i)}`, ip, window)).status);
    expect(statuses.slice(0, perIp).every((s) => s === 400)).toBe(true);
    expect(statuses[perIp]).toBe(429);
    expect((await page('')).status).toBe(200);
  }, 60_000);
});

describe('GET /api/reddit/listing budget behind one shared address (carrier NAT)', () => {
  it("when one signed-in user's session spends its listing budget, then another's session behind the same address is still served", async () => {
    const { perUser } = RATE_LIMITS.listing;
    const [heavy, neighbour] = await Promise.all([
      createUser(uniqueEmail('nat-heavy')),
      createUser(uniqueEmail('nat-neighbour')),
    ]);
    const [heavyRun, neighbourRun] = await Promise.all([startedRun(heavy), startedRun(neighbour)]);
    const window = ownRateWindow();
    const ip = randomIp();
    // A running session's pages name its run, so they are signed in and counted per user.
    const listing = (user: SignedIn, run: string, i: number) =>
      call(API_PATHS.listing, {
        query: { sub: 'NovaSterlingHQ', type: 'hot', limit: '5', after: `t3_nat${String(i)}`, run },
        token: user.idToken,
        ip,
        rateWindowStart: window,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= perUser; i += 1) statuses.push((await listing(heavy, heavyRun, i)).status);
    // Each made-up cursor is refused (400) after it was counted; the one past the budget is 429.
    expect(statuses.slice(0, perUser).every((s) => s === 400)).toBe(true);
    expect(statuses[perUser]).toBe(429);
    expect((await listing(neighbour, neighbourRun, 0)).status).toBe(400);
  }, 90_000);
});

describe("GET /api/reddit/listing for a premium star's community", () => {
  const premiumPage = listingUrl({ sub: 'TessaWrenShots', type: 'top', timeframe: 'all', limit: '5' });
  const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('when nobody is signed in, then it answers 401 and nothing a shared cache may keep', async () => {
    const res = await fetch(premiumPage);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, error: 'Not signed in', code: 'notSignedIn' });
    expect(res.headers.get('cache-control')).toMatch(/^private/);
  });

  it('when a free user asks, then it answers 403', async () => {
    const res = await fetch(premiumPage, withToken(await idTokenFor(DEMO_EMAIL.free)));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: 'Premium required', code: 'premiumRequired' });
    expect(res.headers.get('cache-control')).toMatch(/^private/);
  });

  it('when a premium user asks, then it answers the page, cached privately only', async () => {
    const res = await fetch(premiumPage, withToken(await idTokenFor(DEMO_EMAIL.premium)));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=45');
    expect(listingResponseSchema.parse(await res.json()).items).toHaveLength(5);
  });

  it("when a free star's community is asked without a token, then it stays public and CDN-cached", async () => {
    const res = await fetch(listingUrl({ sub: 'IvyCastellClub', limit: '3' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15, s-maxage=30');
  });
});
