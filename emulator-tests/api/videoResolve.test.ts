import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoHostIdFromUrl } from '@shared/media/imageSelection';
import { API_PATHS } from '@shared/api/paths';
import { listingResponseSchema } from '@shared/api/schemas/listing';
import { videoResolveResponseSchema } from '@shared/api/schemas/videoResolve';
import { VERIFY_EMAIL_FIRST } from '@shared/api/messages';
import { COLLECTIONS } from '@shared/collections';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS, STREAM_LINK_SLICE_BYTES } from '@shared/constants';
import { STREAM_LINK_GIVE_BACK_FROM_BYTES } from '../../functions/src/media/streamBudget.js';
import { createUser, idTokenFor, uniqueEmail } from '../support/auth.js';
import { APP_URL, DEMO_EMAIL, DEMO_UPSTREAM_URL } from '../support/env.js';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { HOSTING_PROXY_HOP, call, ownRateWindow, randomIp } from './support/http.js';
import { openReportsIn } from './support/reportsQueue.js';
import { VIDEO_STREAM_KEY } from './support/secrets.js';
import { adminDb, createAdmin, liftBlocksOf } from './support/admin.js';

let videoIds: string[] = [];
let premiumVideoIds: string[] = [];
let token = '';
let premiumToken = '';
// This suite's visitor: stream links are bound to the address they were resolved from.
const VISITOR_IP = randomIp();

async function listedVideoIds(sub: string, authToken?: string): Promise<string[]> {
  const res = await call(API_PATHS.listing, {
    query: { sub, type: 'top', timeframe: 'all', limit: '60' },
    ...(authToken ? { token: authToken } : {}),
  });
  return listingResponseSchema
    .parse(res.json)
    .items.map((item) => (item.url ? videoHostIdFromUrl(item.url) : null))
    .filter((id): id is string => id !== null);
}

beforeAll(async () => {
  [token, premiumToken] = await Promise.all([idTokenFor(DEMO_EMAIL.free), idTokenFor(DEMO_EMAIL.premium)]);
  videoIds = await listedVideoIds('MarloweMoments');
  premiumVideoIds = await listedVideoIds('TessaWrenShots', premiumToken);
});

/** Resolves as the signed-in free user (from this suite's address) unless another token (or null: none) is given. */
const resolve = (u: string, authToken: string | null = token, rateWindowStart?: number) =>
  call(API_PATHS.videoResolve, {
    query: { u },
    ip: VISITOR_IP,
    rateWindowStart,
    ...(authToken === null ? {} : { token: authToken }),
  });
const { perUser: RESOLVES_PER_USER, windowSec: RESOLVE_WINDOW_SEC } = RATE_LIMITS.videoResolve;

/** A stream link signed the way the server documents it (written independently of its code). */
function signLink(id: string, q: 'hd' | 'sd', uid: string, exp: number, address = VISITOR_IP): string {
  const sig = createHmac('sha256', VIDEO_STREAM_KEY)
    .update(['v2', id, q, String(exp), uid, address].join('\n'))
    .digest('base64url');
  return `${APP_URL}${API_PATHS.videoStream}/${id}?${new URLSearchParams({ q, exp: String(exp), v: uid, sig }).toString()}`;
}

/** Fetches a stream link from this suite's address (or another one). */
const stream = (url: string, init: { ip?: string; range?: string } = {}) =>
  fetch(url, {
    headers: {
      'x-forwarded-for': `${init.ip ?? VISITOR_IP}, ${HOSTING_PROXY_HOP}`,
      ...(init.range ? { Range: init.range } : {}),
    },
  });

async function resolvedUrl(id: string): Promise<string> {
  const res = await resolve(id);
  expect(res.status).toBe(200);
  return `${APP_URL}${videoResolveResponseSchema.parse(res.json).url}`;
}

interface DemoStats {
  gifRequests: number;
  mediaRequests: { video: number };
}
const demoStats = async () => (await (await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats`)).json()) as DemoStats;

describe('GET /api/redgifs/resolve access', () => {
  it('when nobody is signed in, then it answers 401 and spends nothing upstream', async () => {
    expect(await resolve(videoIds[0] ?? 'abc', null)).toMatchObject({
      status: 401,
      json: { ok: false, error: 'Not signed in', code: 'notSignedIn' },
    });
    expect((await resolve(videoIds[0] ?? 'abc', 'not-a-token')).status).toBe(401);
  });

  it.each([
    ['no id', '', 'u is required.'],
    ['an uppercase id', 'CalmBlueHeron', 'u must be 3 to 64 lowercase letters.'],
    ['an id with digits', 'abc123', 'u must be 3 to 64 lowercase letters.'],
    ['a path', '../v2/auth/temporary', 'u must be 3 to 64 lowercase letters.'],
  ])('when a signed-in user sends %s, then it answers 400', async (_label, u, error) => {
    const res = u === '' ? await call(API_PATHS.videoResolve, { token }) : await resolve(u);
    expect(res).toMatchObject({ status: 400, json: { ok: false, error } });
  });

  it(`when one user resolves more than ${RESOLVES_PER_USER} times in ${RESOLVE_WINDOW_SEC}s, then they get 429 while another user still resolves`, async () => {
    const greedy = await createUser(uniqueEmail('video-greedy'));
    const window = ownRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= RESOLVES_PER_USER; i += 1) {
      statuses.push((await resolve('nosuchvideoatall', greedy.idToken, window)).status);
    }
    // Never listed: refused before the video host is asked, and still counted against the budget.
    expect(statuses.slice(0, RESOLVES_PER_USER).every((s) => s === 403)).toBe(true);
    expect(statuses[RESOLVES_PER_USER]).toBe(429);
    expect((await resolve(videoIds[0] ?? '', token, window)).status).toBe(200);
  });
});

describe('GET /api/redgifs/resolve: who may resolve what', () => {
  it('when an unverified user resolves a listed video, then it answers 403 while a verified user resolves it', async () => {
    const unverified = await createUser(uniqueEmail('video-unverified'), { verified: false });
    expect(await resolve(videoIds[0] ?? '', unverified.idToken)).toMatchObject({
      status: 403,
      json: { ok: false, error: VERIFY_EMAIL_FIRST, code: 'verifyEmailFirst' },
    });
    expect((await resolve(videoIds[0] ?? '')).status).toBe(200);
  });

  it("when a free user resolves a premium star's video, then it answers 403 while a premium user resolves it", async () => {
    expect(premiumVideoIds.length).toBeGreaterThan(0);
    const id = premiumVideoIds.find((v) => !videoIds.includes(v)) ?? '';
    expect(await resolve(id)).toMatchObject({
      status: 403,
      json: { ok: false, error: 'Premium required', code: 'premiumRequired' },
    });
    expect((await resolve(id, premiumToken)).status).toBe(200);
  });

  it('when an id the app never listed is resolved, then it answers 403 and the video host is never asked', async () => {
    const before = (await demoStats()).gifRequests;
    for (const id of ['nosuchvideoatall', 'neverlistedanywhere', 'zzzzzz']) {
      expect(await resolve(id, premiumToken)).toMatchObject({
        status: 403,
        json: { ok: false, error: 'This video is not one StarSession listed.', code: 'videoNotServed' },
      });
    }
    expect((await demoStats()).gifRequests - before).toBe(0);
  });
});

describe('GET /api/redgifs/resolve and the signed stream (demo host, no client credentials)', () => {
  it('when a listed video is resolved, then it answers a signed same-origin stream URL, private, and its duration', async () => {
    expect(videoIds.length).toBeGreaterThan(0);
    const id = videoIds[0] ?? '';
    const res = await resolve(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = videoResolveResponseSchema.parse(res.json);
    expect(body.url).toMatch(
      new RegExp(`^${API_PATHS.videoStream}/${id}\\?q=hd&exp=\\d+&v=[A-Za-z0-9]+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const exp = Number(new URL(body.url, APP_URL).searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(body.duration).toBeGreaterThanOrEqual(2);
    expect(body.duration).toBeLessThanOrEqual(6);
    // The host's tags and uploader, for the viewer's blocklist (the demo tags clips by look).
    expect(body.tags).toContain('Motion');
    expect(body.creator).toMatch(/^[a-z]+$/i);
  });

  it('when the host has both sizes, then the answer offers the SD one beside it, signed for the same viewer, and it plays', async () => {
    const id = videoIds[3] ?? '';
    const body = videoResolveResponseSchema.parse((await resolve(id)).json);
    expect(body.sdUrl).toMatch(
      new RegExp(`^${API_PATHS.videoStream}/${id}\\?q=sd&exp=\\d+&v=[A-Za-z0-9]+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const [hd, sd] = await Promise.all(
      [body.url, body.sdUrl ?? ''].map(async (url) => {
        const res = await stream(`${APP_URL}${url}`);
        expect(res.status).toBe(200);
        return (await res.arrayBuffer()).byteLength;
      }),
    );
    // The demo host's SD file is the smaller one, as a phone on a metered line wants.
    expect(sd).toBeLessThan(hd ?? 0);
  });

  it('when more ids are resolved than the first token allows, then the one 401 refresh keeps every answer a 200', async () => {
    const statuses = [];
    for (const id of videoIds.slice(0, 5)) statuses.push((await resolve(id)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it('when the signed stream is asked for a byte range, then it answers 206 with exactly those bytes as video/webm', async () => {
    const id = videoIds[1] ?? '';
    const whole = Buffer.from(await (await fetch(`${DEMO_UPSTREAM_URL}/media/video/${id}-hd.webm`)).arrayBuffer());
    const res = await stream(await resolvedUrl(id), { range: 'bytes=100-1123' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1123/${whole.length}`);
    expect(res.headers.get('content-length')).toBe('1024');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('cache-control')).toBe('private, max-age=600');
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(100, 1124))).toBe(true);
  });

  it('when the signed stream is asked without a range, then it answers 200 with the whole file', async () => {
    const id = videoIds[2] ?? '';
    const res = await stream(signLink(id, 'sd', 'someuid', Math.floor(Date.now() / 1000) + 300));
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(Number(res.headers.get('content-length')));
    // WebM files start with the EBML magic number.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('when the stream link is stripped, tampered with or expired, then it answers 403', async () => {
    const id = videoIds[0] ?? '';
    const good = await resolvedUrl(id);
    const now = Math.floor(Date.now() / 1000);
    for (const url of [
      `${APP_URL}${API_PATHS.videoStream}/${id}?q=hd`,
      `${APP_URL}${API_PATHS.videoStream}/${id}`,
      good.replace('q=hd', 'q=sd'),
      good.replace(/exp=\d+/, `exp=${now + 3000}`),
      good.replace(/v=[^&]+/, 'v=someoneelse'),
      signLink(id, 'hd', 'someuid', now - 1),
      signLink(id, 'hd', 'someuid', now + 24 * 3600),
    ]) {
      const res = await stream(url);
      expect(res.status, url).toBe(403);
      expect(await res.json()).toEqual({
        ok: false,
        error: 'This video link is invalid or has expired.',
        code: 'streamLinkInvalid',
      });
    }
  });

  it('when the stream is asked for an unknown id or a bad quality, then it answers 404 or 400', async () => {
    const exp = Math.floor(Date.now() / 1000) + 300;
    expect((await stream(signLink('nosuchvideoatall', 'hd', 'someuid', exp))).status).toBe(404);
    expect((await stream(`${APP_URL}${API_PATHS.videoStream}/${videoIds[0] ?? ''}?q=4k`)).status).toBe(400);
  });
});

describe('a leaked stream link', () => {
  it('when it is fetched from another address, then it answers 403 while its viewer plays it', async () => {
    const link = await resolvedUrl(videoIds[3] ?? videoIds[0] ?? '');
    expect((await stream(link, { ip: randomIp() })).status).toBe(403);
    expect((await stream(link, { range: 'bytes=0-' })).status).toBe(206);
  });

  it('when it is replayed from its own address past its budget, then it answers 429 and spends no more upstream', async () => {
    const link = await resolvedUrl(videoIds[4] ?? videoIds[0] ?? '');
    const statuses: number[] = [];
    for (let i = 0; i < STREAM_LINK_MAX_REQUESTS; i += 1) {
      const res = await stream(link);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const before = (await demoStats()).mediaRequests.video;
    const over = await stream(link);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      ok: false,
      error: 'This video link has been used too much. Reload the video.',
      code: 'streamBudgetSpent',
    });
    expect((await demoStats()).mediaRequests.video).toBe(before);
  });

  /** The link's budget document (its id is a digest of the signature, docs/product-rules.md "Video access"). */
  const budgetDoc = (link: string) =>
    adminDb()
      .collection(COLLECTIONS.streamBudgets)
      .doc(
        createHash('sha256')
          .update(new URL(link).searchParams.get('sig') ?? '')
          .digest('hex')
          .slice(0, 40),
      );

  it('when it has fewer bytes left than a request asks, then it sends only those and then answers 429, while a fresh link plays whole', async () => {
    const leaked = await resolvedUrl(videoIds[5] ?? videoIds[0] ?? '');
    // As after earlier answers: 1000 bytes of its budget left.
    await budgetDoc(leaked).set({ requests: 1, bytes: STREAM_LINK_MAX_BYTES - 1000 });
    const last = await stream(leaked, { range: 'bytes=0-' });
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toMatch(/^bytes 0-999\/\d+$/);
    expect((await last.arrayBuffer()).byteLength).toBe(1000);
    expect((await budgetDoc(leaked).get()).get('bytes')).toBe(STREAM_LINK_MAX_BYTES);
    const before = (await demoStats()).mediaRequests.video;
    const over = await stream(leaked, { range: 'bytes=1000-' });
    expect(over.status).toBe(429);
    expect((await demoStats()).mediaRequests.video).toBe(before);

    // The honest path: a played video's open range gets the whole (small) file. A link that has counted little is
    // charged its reservation (one slice, one write); one past a quarter of its bytes gets back what was not sent.
    // Another viewer's link (its own budget), however the suite's other tests spent this one's.
    const resolved = await resolve(videoIds[0] ?? '', premiumToken);
    const fresh = `${APP_URL}${videoResolveResponseSchema.parse(resolved.json).url}`;
    const spentBefore = ((await budgetDoc(fresh).get()).data() ?? { requests: 0, bytes: 0 }) as Record<string, number>;
    const played = await stream(fresh, { range: 'bytes=0-' });
    expect(played.status).toBe(206);
    const size = (await played.arrayBuffer()).byteLength;
    expect(played.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    const countedBefore = spentBefore.bytes ?? 0;
    const reserved = Math.min(STREAM_LINK_SLICE_BYTES, STREAM_LINK_MAX_BYTES - countedBefore);
    const givesBack = countedBefore + reserved > STREAM_LINK_GIVE_BACK_FROM_BYTES;
    // A give-back is written once the answer has ended, which the client may see first.
    await expect
      .poll(async () => (await budgetDoc(fresh).get()).data())
      .toMatchObject({
        requests: (spentBefore.requests ?? 0) + 1,
        bytes: countedBefore + (givesBack ? size : reserved),
      });
  });
});

describe('a removed video', () => {
  // The removal is lifted after the test, and waited out, so no later listing or resolve misses the video.
  let removed: { reportId: string; id: string } | null = null;
  afterAll(async () => {
    if (removed === null) return;
    const { reportId, id } = removed;
    await liftBlocksOf([reportId]);
    // Every function instance reads the blocklist again within 15 s.
    for (let attempt = 0; attempt < 15; attempt += 1) {
      if ((await resolve(id)).status === 200) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 3_000));
    }
    throw new Error(`video ${id} did not come back after its block was lifted`);
  }, 60_000);

  it('when an admin removes a listed video, then its resolve and a stream link made before both answer 404', async () => {
    // A viewer of its own: a stream link's budget is per link, and the other tests' links of this video spent theirs.
    const [admin, viewer] = await Promise.all([createAdmin(), createUser(uniqueEmail('video-removed'))]);
    const id = videoIds.at(-1) ?? '';
    const resolved = await resolve(id, viewer.idToken);
    expect(resolved.status).toBe(200);
    const link = `${APP_URL}${videoResolveResponseSchema.parse(resolved.json).url}`;
    expect((await stream(link, { range: 'bytes=0-15' })).status).toBe(206);

    const url = `videohost:${id}`;
    const reported = await call(API_PATHS.reports, {
      body: { origin: 'session', url, source: 'videohost', sourceId: id, postUrl: null, reason: 'illegal' },
    });
    expect(reported.status).toBe(201);
    const report = (await openReportsIn('other', admin.idToken)).find((r) => r.url === url);
    if (!report) throw new Error(`no open report for ${url}`);
    removed = { reportId: report.id, id };
    const decided = await call(API_PATHS.adminReportDecision, {
      token: admin.idToken,
      body: { id: report.id, decision: 'remove' },
    });
    expect(decided).toMatchObject({ status: 200, json: { status: 'removed' } });

    // Another emulator worker may hold the blocklist for its refresh time (15 s).
    await expect
      .poll(async () => (await resolve(id, viewer.idToken)).status, { timeout: 30_000, interval: 2_000 })
      .toBe(404);
    expect((await resolve(id, viewer.idToken)).json).toMatchObject({
      ok: false,
      error: 'Video not found.',
      code: 'videoNotFound',
    });
    await expect
      .poll(async () => (await stream(link, { range: 'bytes=0-15' })).status, { timeout: 30_000, interval: 2_000 })
      .toBe(404);
  }, 90_000);
});
