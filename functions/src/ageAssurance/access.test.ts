import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../middleware/errorHandler.js';
import { privateCacheControl, requireAgeAssurance } from '../middleware/requireAgeAssurance.js';
import type { AccessConfig } from './access.js';
import { signPending, signProof, type AgeProof } from './proofToken.js';
import { FAIL_CLOSED, parseRegionPolicies, type RegionPolicies } from './regionPolicy.js';

const KEY = 'unit-test-age-proof-key';
const NOW = Date.UTC(2026, 10, 26, 12);
const HOUR = 3_600_000;

function policies(spec: string): RegionPolicies {
  const result = parseRegionPolicies(spec);
  if (!('policies' in result)) throw new Error('bad spec');
  return result.policies;
}

const regions = policies('GB=verify:1440, FR=verify:60:visit, US-UT=block, unknown=click, other=click');
let addressCountry: string | null = null;
const config = (req: express.Request): AccessConfig => ({
  policies: regions,
  sources: {
    headers: ['x-client-region'],
    varyOn: ['x-client-region', 'x-starsession-edge'],
    address: req.get('x-test-address') ?? null,
    lookupCountry: () => Promise.resolve(addressCountry),
  },
  proofKey: () => KEY,
});

const proof = (overrides: Partial<AgeProof> = {}): AgeProof => ({
  result: 'over',
  threshold: 18,
  method: 'AGE_ESTIMATION',
  provider: 'yoti',
  region: 'GB',
  issuedAtMs: NOW - HOUR,
  expiresAtMs: NOW + 23 * HOUR,
  ...overrides,
});

let origin = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  const media: express.RequestHandler = (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300').json({ media: true });
  };
  app.get(
    '/media',
    requireAgeAssurance(config, () => NOW),
    media,
  );
  // A configuration that failed to parse: every region verifies (configured.ts).
  app.get(
    '/media-fail-closed',
    requireAgeAssurance(
      (req) => ({ ...config(req), policies: FAIL_CLOSED }),
      () => NOW,
    ),
    media,
  );
  // What a deployment runs: the params (set in process.env by the test), read by configured.ts.
  app.get(
    '/media-configured',
    requireAgeAssurance(undefined, () => NOW),
    media,
  );
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const get = (headers: Record<string, string> = {}) => fetch(`${origin}/media`, { headers });
const withCookie = (token: string, region = 'GB') => get({ 'x-client-region': region, cookie: `__session=${token}` });

describe('the media gate', () => {
  it('when no region is known, then media is served and a CDN may share it (keyed on the region header)', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(res.headers.get('vary')).toContain('x-client-region');
    expect(res.headers.get('vary')).toContain('x-starsession-edge');
  });

  it('when a verify region has no proof, then 451 with the reason, never cached', async () => {
    const res = await get({ 'x-client-region': 'GB' });
    expect(res.status).toBe(451);
    expect(((await res.json()) as { error: string }).error).toMatch(/Verify your age/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when the region is blocked, then 451 saying it is not offered, even with a proof', async () => {
    const res = await withCookie(await signProof(proof(), KEY), 'US-UT');
    expect(res.status).toBe(451);
    expect(((await res.json()) as { error: string }).error).toBe('StarSession is not offered in your region.');
  });

  it('when a verify region has a valid proof, then media is served privately', async () => {
    const res = await withCookie(await signProof(proof(), KEY));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it.each([
    ['signed with another key', () => signProof(proof(), 'another-key-of-some-length')],
    ['expired', () => signProof(proof({ issuedAtMs: NOW - 25 * HOUR, expiresAtMs: NOW - HOUR }), KEY)],
    [
      'a pending check, not a proof',
      () =>
        signPending(
          { provider: 'yoti', sessionId: 's', referenceId: 'r', expiresAtMs: NOW + HOUR },
          KEY,
          NOW,
          'n'.repeat(22),
        ),
    ],
    ['under the threshold', () => signProof(proof({ threshold: 16 }), KEY)],
    ['altered', async () => `${(await signProof(proof(), KEY)).slice(0, -2)}xx`],
    ['not a token', () => Promise.resolve('hello')],
  ])('when the proof is %s, then 451', async (_case, token) => {
    expect((await withCookie(await token())).status).toBe(451);
  });

  it("when a proof is older than this region's lifetime (France: 60 min), then 451 there and 200 in GB", async () => {
    const token = await signProof(proof({ issuedAtMs: NOW - 2 * HOUR }), KEY);
    expect((await withCookie(token, 'FR')).status).toBe(451);
    expect((await withCookie(token, 'GB')).status).toBe(200);
  });

  it('when only the IP database knows the region, then a click answer is kept out of shared caches', async () => {
    addressCountry = 'DE';
    const res = await get({ 'x-test-address': '81.2.69.142' });
    addressCountry = null;
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('when the IP database places the visitor in a verify region, then 451', async () => {
    addressCountry = 'GB';
    const res = await get({ 'x-test-address': '81.2.69.142' });
    addressCountry = null;
    expect(res.status).toBe(451);
  });
});

describe('a configuration where every region verifies', () => {
  it('when a proof unlocks media, then the answer stays out of shared caches (a cached copy could outlive the proof)', async () => {
    // Within the fail-closed hour.
    const token = await signProof(proof({ issuedAtMs: NOW - 600_000 }), KEY);
    const res = await fetch(`${origin}/media-fail-closed`, { headers: { cookie: `__session=${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect((await fetch(`${origin}/media-fail-closed`)).status).toBe(451);
  });

  it('when AGE_ASSURANCE_REGIONS has a mistake, then a visitor without a region must verify, and a proof is served privately', async () => {
    const saved = { regions: process.env.AGE_ASSURANCE_REGIONS, key: process.env.AGE_PROOF_KEY };
    process.env.AGE_ASSURANCE_REGIONS = 'GB=verify, unknown=click, other=click';
    process.env.AGE_PROOF_KEY = KEY;
    try {
      const refused = await fetch(`${origin}/media-configured`);
      expect(refused.status).toBe(451);
      const token = await signProof(proof({ issuedAtMs: NOW - 600_000 }), KEY);
      const res = await fetch(`${origin}/media-configured`, { headers: { cookie: `__session=${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    } finally {
      if (saved.regions === undefined) delete process.env.AGE_ASSURANCE_REGIONS;
      else process.env.AGE_ASSURANCE_REGIONS = saved.regions;
      if (saved.key === undefined) delete process.env.AGE_PROOF_KEY;
      else process.env.AGE_PROOF_KEY = saved.key;
    }
  });
});

describe('privateCacheControl', () => {
  it('turns a shared directive into a per-browser one', () => {
    expect(privateCacheControl('public, max-age=600, s-maxage=1800')).toBe('private, max-age=600');
    expect(privateCacheControl('private, no-store')).toBe('private, no-store');
  });
});

describe('region headers from the load balancer (GEO_REGION_HEADER, GEO_EDGE_SECRET)', () => {
  const EDGE_SECRET = 'unit-test-edge-secret-0123456789';
  const PARAMS = {
    AGE_ASSURANCE_REGIONS: 'GB=verify:1440, unknown=click, other=click',
    AGE_PROOF_KEY: KEY,
    GEO_REGION_HEADER: 'x-client-region-subdivision,x-client-region',
    GEO_IP_DATABASE: 'off',
  };
  const withParams = async (params: Record<string, string>, run: () => Promise<void>) => {
    for (const [name, value] of Object.entries(params)) vi.stubEnv(name, value);
    try {
      await run();
    } finally {
      vi.unstubAllEnvs();
    }
  };
  const configured = (headers: Record<string, string>) => fetch(`${origin}/media-configured`, { headers });

  it('when a request carries the edge secret, then its region header decides, and the answer varies on both', async () => {
    await withParams({ ...PARAMS, GEO_EDGE_SECRET: EDGE_SECRET }, async () => {
      const inGb = await configured({ 'x-client-region': 'GB', 'x-starsession-edge': EDGE_SECRET });
      expect(inGb.status).toBe(451);
      const elsewhere = await configured({ 'x-client-region': 'DE', 'x-starsession-edge': EDGE_SECRET });
      expect(elsewhere.status).toBe(200);
      // A click-gate answer decided by the balancer's header is shared again (the CDN keys on header and proof).
      expect(elsewhere.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
      expect(elsewhere.headers.get('vary')).toMatch(/x-client-region-subdivision.*x-client-region.*x-starsession-edge/);
    });
  });

  it('when a caller sends a region header without the secret, or with a wrong one, then the header is not read', async () => {
    await withParams({ ...PARAMS, GEO_EDGE_SECRET: EDGE_SECRET }, async () => {
      // GB claimed past the balancer: the header is not read (the region stays unknown: the click gate here). The
      // answer varies on the proof, so a CDN never hands it to a request the balancer vouched for, nor the reverse.
      const proofHeaders: Record<string, string>[] = [
        {},
        { 'x-starsession-edge': 'guessed' },
        { 'x-starsession-edge': '' },
      ];
      for (const proofHeader of proofHeaders) {
        const forged = await configured({ 'x-client-region': 'GB', ...proofHeader });
        expect(forged.status, JSON.stringify(proofHeader)).toBe(200);
        expect(forged.headers.get('vary')).toContain('x-starsession-edge');
      }
    });
  });

  it('when no edge secret is set (none), or a guessable one, then region headers are never read, whatever a request sends', async () => {
    for (const secret of ['none', 'short-secret']) {
      await withParams({ ...PARAMS, GEO_EDGE_SECRET: secret }, async () => {
        for (const proofHeader of [secret, 'none', '']) {
          const res = await configured({ 'x-client-region': 'GB', 'x-starsession-edge': proofHeader });
          expect(res.status, `${secret}: ${proofHeader}`).toBe(200);
        }
      });
    }
  });
});
