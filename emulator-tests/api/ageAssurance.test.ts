import { beforeAll, describe, expect, it } from 'vitest';
import { videoHostIdFromUrl } from '@shared/media/imageSelection';
import { API_PATHS } from '@shared/api/paths';
import { AGE_REFUSALS, parseAgeStatusResponse } from '@shared/api/schemas/ageAssurance';
import { adminAgeChecksResponseSchema } from '@shared/api/schemas/adminAgeChecks';
import { listingResponseSchema } from '@shared/api/schemas/listing';
import { EMULATOR_CLOCK_HEADER } from '../../functions/src/ageAssurance/access.js';
import { signPending, signProof, type AgeProof } from '../../functions/src/ageAssurance/proofToken.js';
import { demoSecret } from '../../scripts/lib/projectConfig.mjs';
import { idTokenFor } from '../support/auth.js';
import { APP_URL, DEMO_EMAIL, regionHeaders } from '../support/env.js';
import { createAdmin } from './support/admin.js';
import { HOSTING_PROXY_HOP, randomIp, type ApiResponse } from './support/http.js';

// Age assurance through the Hosting emulator (docs/age-assurance.md): the region comes from the
// `x-client-region` header (GEO_REGION_HEADER in the emulator) sent with the edge's proof, the age proof from the
// `__session` cookie.
const PROOF_KEY = demoSecret('AGE_PROOF_KEY');
const VISITOR_IP = randomIp();
const MEDIA_SUB = 'MarloweMoments';

interface Visit {
  region?: string;
  /** The caller's address; this suite's visitor by default. */
  ip?: string;
  cookie?: string;
  token?: string;
  nowMs?: number;
  method?: string;
  body?: unknown;
  /** A body sent as is (a form, say), with its own content-type in `headers`. */
  rawBody?: string;
  query?: Record<string, string>;
  /** What a browser adds: where the request comes from. */
  headers?: Record<string, string>;
}

// What a browser says about where a request comes from: the app's own page (its fetch of the start or a posted
// return), the provider sending the browser back (a top-level navigation from another site), another site's form.
const FROM_APP_PAGE = { origin: APP_URL, 'sec-fetch-site': 'same-origin' };
const FROM_PROVIDER = { 'sec-fetch-site': 'cross-site' };
const FROM_OTHER_SITE = {
  origin: 'https://other-site.example',
  'sec-fetch-site': 'cross-site',
  'content-type': 'application/x-www-form-urlencoded',
};

async function visit(path: string, v: Visit = {}): Promise<ApiResponse & { setCookie: string | null }> {
  const url = new URL(path, APP_URL);
  for (const [k, value] of Object.entries(v.query ?? {})) url.searchParams.set(k, value);
  const headers: Record<string, string> = { 'x-forwarded-for': `${v.ip ?? VISITOR_IP}, ${HOSTING_PROXY_HOP}` };
  if (v.region) Object.assign(headers, regionHeaders(v.region));
  if (v.cookie) headers.cookie = `__session=${v.cookie}`;
  if (v.token) headers.authorization = `Bearer ${v.token}`;
  if (v.nowMs !== undefined) headers[EMULATOR_CLOCK_HEADER] = String(v.nowMs);
  if (v.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, v.headers);
  const sendsBody = v.body !== undefined || v.rawBody !== undefined;
  const res = await fetch(url, {
    method: v.method ?? (sendsBody ? 'POST' : 'GET'),
    headers,
    body: v.rawBody ?? (v.body === undefined ? undefined : JSON.stringify(v.body)),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers, setCookie: res.headers.get('set-cookie') };
}

/** The `__session` value a Set-Cookie header sets ('' when it clears it). */
function sessionCookieOf(setCookie: string | null): string | null {
  const match = /(?:^|,\s*)__session=([^;]*)/.exec(setCookie ?? '');
  return match ? (match[1] ?? '') : null;
}

/** A check as a visitor makes it up to the return: the start, the demo provider's page and button. */
async function decideAtProvider(button: 'pass' | 'fail' | 'cancel', region = 'GB', ip = VISITOR_IP) {
  const started = await visit(API_PATHS.ageStart, { region, ip, body: {}, headers: FROM_APP_PAGE });
  expect(started.status).toBe(200);
  const pending = sessionCookieOf(started.setCookie);
  expect(pending).toBeTruthy();
  const { redirectUrl } = started.json as { redirectUrl: string };
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain('>Pass</button>');
  const sessionId = new URL(redirectUrl).searchParams.get('sessionId') ?? '';
  const decided = await fetch(new URL('/age/decide', redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({ sessionId, outcome: button }),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}${API_PATHS.ageReturn}`);
  return { back, pending: pending ?? '' };
}

/** A whole check as a GB visitor makes it: start, the demo provider's page and button, the return. */
async function checkAtProvider(button: 'pass' | 'fail' | 'cancel', region = 'GB', ip = VISITOR_IP) {
  const { back, pending } = await decideAtProvider(button, region, ip);
  const returned = await visit(back.pathname + back.search, { region, ip, cookie: pending, headers: FROM_PROVIDER });
  return { returned, back, pending };
}

const thumbnails = (v: Visit = {}) => visit(API_PATHS.starThumbnails, v);
const listing = (v: Visit = {}) =>
  visit(API_PATHS.listing, { ...v, query: { sub: MEDIA_SUB, type: 'top', timeframe: 'all', limit: '60' } });

let proof = '';
let token = '';
let videoId = '';

beforeAll(async () => {
  token = await idTokenFor(DEMO_EMAIL.free);
  const { returned } = await checkAtProvider('pass');
  proof = sessionCookieOf(returned.setCookie) ?? '';
  const listed = listingResponseSchema.parse((await listing({ token })).json);
  videoId = listed.items.map((i) => (i.url ? videoHostIdFromUrl(i.url) : null)).find((id) => id !== null) ?? '';
});

describe('a visitor with no region (the emulator without the header)', () => {
  it('when they ask, then the policy is the click gate and media is served as before', async () => {
    expect(parseAgeStatusResponse((await visit(API_PATHS.ageStatus)).json)).toEqual({
      policy: 'click',
      verified: false,
      expiresAt: null,
      providers: [],
    });
    expect((await thumbnails()).status).toBe(200);
    expect((await visit(API_PATHS.ageStart, { body: {} })).status).toBe(409);
  });
});

describe('a visitor in a verify region (GB)', () => {
  it('when they hold no proof, then listings, thumbnails, resolve and stream answer 451 and say why', async () => {
    const refusals = [
      await thumbnails({ region: 'GB' }),
      await listing({ region: 'GB' }),
      await visit(API_PATHS.videoResolve, { region: 'GB', token, query: { u: videoId } }),
      await visit(`${API_PATHS.videoStream}/${videoId}`, { region: 'GB', query: { q: 'hd' } }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(451);
      expect(res.json).toEqual({ ok: false, error: AGE_REFUSALS.verify, code: 'ageCheckRequired' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(parseAgeStatusResponse((await visit(API_PATHS.ageStatus, { region: 'gb' })).json)).toMatchObject({
      policy: 'verify',
      verified: false,
      providers: ['yoti'],
    });
  });

  it("when a caller claims the region without the load balancer's proof, or with a wrong one, then the header is not read", async () => {
    // The honest path: the balancer's region header beside its proof decides.
    expect((await thumbnails({ region: 'GB' })).status).toBe(451);
    // Past the balancer (the function's own URL, or Hosting without it), anyone can send any region header: a visitor
    // in GB claiming somewhere else must not escape the check that way, so without the proof no header counts.
    const claims: Record<string, string>[] = [
      { 'x-client-region': 'DE' },
      { 'x-client-region': 'GB', 'x-starsession-edge': 'guessed' },
    ];
    for (const forged of claims) {
      const status = parseAgeStatusResponse((await visit(API_PATHS.ageStatus, { headers: forged })).json);
      // The emulator's address is unknown to the IP database, and unknown regions have the click gate here.
      expect(status?.policy, JSON.stringify(forged)).toBe('click');
      const res = await thumbnails({ headers: forged });
      expect(res.status).toBe(200);
      // Every answer varies on the proof: a CDN never serves this one to a request the balancer vouched for.
      expect(res.headers.get('vary')).toMatch(/x-client-region.*x-starsession-edge/i);
    }
  });

  it('when they pass at the provider, then the proof cookie is HttpOnly and Lax, and media answers 200, never shared', async () => {
    const { returned } = await checkAtProvider('pass');
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe('/?age=passed');
    expect(returned.setCookie).toMatch(/HttpOnly/i);
    expect(returned.setCookie).toMatch(/SameSite=Lax/i);
    for (const res of [
      await thumbnails({ region: 'GB', cookie: proof }),
      await listing({ region: 'GB', cookie: proof }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private/);
    }
    const resolved = await visit(API_PATHS.videoResolve, { region: 'GB', cookie: proof, token, query: { u: videoId } });
    expect(resolved.status).toBe(200);
    const status = parseAgeStatusResponse((await visit(API_PATHS.ageStatus, { region: 'GB', cookie: proof })).json);
    expect(status).toMatchObject({ policy: 'verify', verified: true });
    expect(status?.expiresAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('when the proof is forged, altered, expired or only a pending check, then 451', async () => {
    const now = Date.now();
    const claims: AgeProof = {
      result: 'over',
      threshold: 18,
      method: 'AGE_ESTIMATION',
      provider: 'yoti',
      region: 'GB',
      issuedAtMs: now - 60_000,
      expiresAtMs: now + 3_600_000,
    };
    const forged = [
      await signProof(claims, 'a-key-the-server-does-not-have'),
      `${proof.slice(0, -3)}abc`,
      await signProof({ ...claims, issuedAtMs: now - 2 * 86_400_000, expiresAtMs: now - 86_400_000 }, PROOF_KEY),
      await signPending(
        { provider: 'yoti', sessionId: 's', referenceId: 'r', expiresAtMs: now + 600_000 },
        PROOF_KEY,
        now,
        'n'.repeat(22),
      ),
    ];
    for (const cookie of forged) expect((await thumbnails({ region: 'GB', cookie })).status).toBe(451);
  });

  it("when a browser's proof reaches its expiry, then it stops working (the emulator's clock header moves time)", async () => {
    const status = parseAgeStatusResponse((await visit(API_PATHS.ageStatus, { region: 'GB', cookie: proof })).json);
    const expiresAt = status?.expiresAt ?? 0;
    expect((await thumbnails({ region: 'GB', cookie: proof, nowMs: expiresAt - 1_000 })).status).toBe(200);
    expect((await thumbnails({ region: 'GB', cookie: proof, nowMs: expiresAt + 1_000 })).status).toBe(451);
    // France allows an hour: the same day-long proof is refused there after 61 minutes.
    expect((await thumbnails({ region: 'FR', cookie: proof, nowMs: Date.now() + 61 * 60_000 })).status).toBe(451);
  });

  it('when they press Fail or Cancel, then they come back told why, with no proof and no media', async () => {
    for (const [button, outcome] of [
      ['fail', 'failed'],
      ['cancel', 'cancelled'],
    ] as const) {
      const { returned } = await checkAtProvider(button);
      expect(returned.headers.get('location')).toBe(`/?age=${outcome}`);
      expect(sessionCookieOf(returned.setCookie)).toBe('');
    }
  });

  it('when they come back before the provider has finished, then they hear so, and "Check again" finishes the same check', async () => {
    const started = await visit(API_PATHS.ageStart, { region: 'GB', body: {} });
    const pending = sessionCookieOf(started.setCookie) ?? '';
    const { redirectUrl } = started.json as { redirectUrl: string };
    await fetch(redirectUrl);
    const sessionId = new URL(redirectUrl).searchParams.get('sessionId') ?? '';
    // The server asks Yoti's result 3 times, 5 s apart, before it gives up for now.
    const early = await visit(API_PATHS.ageReturn, { region: 'GB', cookie: pending, query: { sessionId } });
    expect(early.headers.get('location')).toBe('/?age=pending');
    expect(sessionCookieOf(early.setCookie)).toBeNull();
    await fetch(new URL('/age/decide', redirectUrl), {
      method: 'POST',
      body: new URLSearchParams({ sessionId, outcome: 'pass' }),
      redirect: 'manual',
    });
    const again = await visit(API_PATHS.ageReturn, { region: 'GB', cookie: pending });
    expect(again.headers.get('location')).toBe('/?age=passed');
    expect((await thumbnails({ region: 'GB', cookie: sessionCookieOf(again.setCookie) ?? '' })).status).toBe(200);
  });

  it("when another browser opens someone's return link or posts a return, then nothing is proven and no cookie is touched", async () => {
    const { back } = await checkAtProvider('pass');
    const ip = randomIp();
    const elsewhere = await visit(back.pathname + back.search, { region: 'GB', ip, headers: FROM_PROVIDER });
    expect(elsewhere.headers.get('location')).toBe('/?age=expired');
    // The request carried no cookie, so it has none to end (another site can send a browser here cookie-less).
    expect(sessionCookieOf(elsewhere.setCookie)).toBeNull();
    const posted = await visit(API_PATHS.ageReturn, { region: 'GB', ip, body: { state: 's' }, headers: FROM_APP_PAGE });
    expect(posted.json).toEqual({ outcome: 'expired' });
    expect(sessionCookieOf(posted.setCookie)).toBeNull();
  });

  it("when another site posts a form to the start or the return, then 403 and the visitor's cookie is untouched", async () => {
    // A cross-site POST carries no Lax cookie; what it could do was set one: a pending check, or an empty one.
    const ip = randomIp();
    for (const [path, rawBody] of [
      [API_PATHS.ageStart, 'provider=yoti'],
      [API_PATHS.ageReturn, 'state=s&error=access_denied'],
    ] as const) {
      const res = await visit(path, { region: 'GB', ip, rawBody, headers: FROM_OTHER_SITE });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ ok: false, error: 'Cross-site request refused.', code: 'crossSiteRefused' });
      expect(res.setCookie).toBeNull();
    }
    // The same as JSON from another origin (a fetch that would need a preflight), or a form from the app's origin.
    const json = await visit(API_PATHS.ageStart, {
      region: 'GB',
      ip,
      body: {},
      headers: { origin: FROM_OTHER_SITE.origin },
    });
    expect(json.status).toBe(403);
    const form = await visit(API_PATHS.ageStart, {
      region: 'GB',
      ip,
      rawBody: 'provider=yoti',
      headers: { ...FROM_APP_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.json).toEqual({ ok: false, error: 'Send the request body as JSON.', code: 'jsonBodyRequired' });
    expect(form.setCookie).toBeNull();
  });

  it('when a browser holding a proof is made to start a check, then 409 and the proof is not replaced', async () => {
    const res = await visit(API_PATHS.ageStart, {
      region: 'GB',
      ip: randomIp(),
      cookie: proof,
      body: {},
      headers: FROM_APP_PAGE,
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ ok: false, error: 'Your age is already verified.', code: 'ageAlreadyVerified' });
    expect(res.setCookie).toBeNull();
    expect((await thumbnails({ region: 'GB', cookie: proof })).status).toBe(200);
  });

  it('when the pending cookie of a passed check is replayed, then it proves nothing again', async () => {
    const ip = randomIp();
    const { returned, back, pending } = await checkAtProvider('pass', 'GB', ip);
    expect(returned.headers.get('location')).toBe('/?age=passed');
    // The provider's link again, and "Check again" (no query): the check is used up.
    for (const path of [back.pathname + back.search, API_PATHS.ageReturn]) {
      const replayed = await visit(path, { region: 'GB', ip, cookie: pending, headers: FROM_PROVIDER });
      expect(replayed.headers.get('location')).toBe('/?age=expired');
      expect(sessionCookieOf(replayed.setCookie)).toBe('');
    }
  });

  it('when the return comes from another address than the start, then nothing is proven there, and the visitor can still finish', async () => {
    const home = randomIp();
    const { back, pending } = await decideAtProvider('pass', 'GB', home);
    const path = back.pathname + back.search;
    const copied = await visit(path, { region: 'GB', ip: randomIp(), cookie: pending, headers: FROM_PROVIDER });
    expect(copied.headers.get('location')).toBe('/?age=expired');
    const own = await visit(path, { region: 'GB', ip: home, cookie: pending, headers: FROM_PROVIDER });
    expect(own.headers.get('location')).toBe('/?age=passed');
    expect((await thumbnails({ region: 'GB', cookie: sessionCookieOf(own.setCookie) ?? '' })).status).toBe(200);
  });

  it('when a browser holding a proof opens a return link or is made to post a return, then the proof stays and nothing is counted', async () => {
    const admin = await createAdmin();
    const gbCounts = async () =>
      adminAgeChecksResponseSchema
        .parse((await visit(API_PATHS.adminAgeChecks, { token: admin.idToken })).json)
        .regions.find((r) => r.region === 'GB');
    const before = await gbCounts();
    const { back } = await checkAtProvider('pass');
    const afterOwnCheck = await gbCounts();
    // Its own return link again (as from history), a bare one, and a crafted fragment the page would post.
    for (const path of [back.pathname + back.search, API_PATHS.ageReturn]) {
      const again = await visit(path, { region: 'GB', cookie: proof });
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/');
      expect(sessionCookieOf(again.setCookie)).toBeNull();
    }
    const posted = await visit(API_PATHS.ageReturn, { region: 'GB', cookie: proof, body: { state: 's', error: 'x' } });
    expect(posted.json).toEqual({ outcome: 'passed' });
    expect(sessionCookieOf(posted.setCookie)).toBeNull();
    expect((await thumbnails({ region: 'GB', cookie: proof })).status).toBe(200);
    expect(await gbCounts()).toEqual(afterOwnCheck);
    expect(afterOwnCheck?.passed).toBe((before?.passed ?? 0) + 1);
  });

  it('when an admin looks, then the checks are counted by region and outcome, with nothing about who', async () => {
    const admin = await createAdmin();
    const res = await visit(API_PATHS.adminAgeChecks, { token: admin.idToken });
    const body = adminAgeChecksResponseSchema.parse(res.json);
    const gb = body.regions.find((r) => r.region === 'GB');
    expect(gb?.passed).toBeGreaterThanOrEqual(3);
    expect(gb?.failed).toBeGreaterThanOrEqual(1);
    expect(gb?.cancelled).toBeGreaterThanOrEqual(1);
    expect((await visit(API_PATHS.adminAgeChecks, { token })).status).toBe(403);
  });
});

describe('a visitor in a block region (US-UT in the demo config)', () => {
  it('when they ask for media, even with a proof, then 451 says the service is not offered', async () => {
    const res = await thumbnails({ region: 'US-UT', cookie: proof });
    expect(res.status).toBe(451);
    expect(res.json).toEqual({ ok: false, error: AGE_REFUSALS.block, code: 'regionBlocked' });
    expect(parseAgeStatusResponse((await visit(API_PATHS.ageStatus, { region: 'USUT' })).json)?.policy).toBe('block');
  });
});

describe('bad input to the age routes', () => {
  it('when bodies, queries or cookies are malformed, then 4xx answers, never a 5xx', async () => {
    // Its own address: these count towards the age routes' per-address limit like any call.
    const ip = randomIp();
    const bad = (path: string, v: Visit) => visit(path, { ...v, ip });
    const answers = [
      await bad(API_PATHS.ageStart, { region: 'GB', body: { provider: 'someone' } }),
      await bad(API_PATHS.ageStart, { region: 'GB', body: { provider: 'yoti', extra: 1 } }),
      await bad(API_PATHS.ageStart, { region: 'GB', body: [1, 2] }),
      await bad(API_PATHS.ageReturn, { region: 'GB', body: { state: 7 } }),
      await bad(API_PATHS.ageReturn, { region: 'GB', body: { state: 's', id_token: 'x'.repeat(9000) } }),
      await bad(API_PATHS.ageReturn, { region: 'GB', query: { sessionId: 'x'.repeat(200) } }),
    ];
    for (const res of answers) expect(res.status).toBe(400);
    const garbage = await visit(API_PATHS.ageStatus, { region: 'GB', cookie: '%%%;;' + 'a'.repeat(3000) });
    expect(parseAgeStatusResponse(garbage.json)).toMatchObject({ policy: 'verify', verified: false });
    // A pending check posted as an OIDC answer in another browser proves nothing.
    expect((await bad(API_PATHS.ageReturn, { region: 'GB', body: { state: 's', id_token: 'a.b.c' } })).json).toEqual({
      outcome: 'expired',
    });
  });
});
