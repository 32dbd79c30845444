import fc from 'fast-check';
import { API_PATHS } from '@shared/api/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, type SignedIn } from '../support/auth.js';
import { adminDb, createAdmin, userData } from './support/admin.js';
import { call, type ApiResponse } from './support/http.js';

// Property-based: whatever arrives, the API answers a non-5xx `{ok:false,error}` (or a success),
// and a failed request leaves no trace on the caller's account.
const RUNS = 30;
let users: SignedIn[] = [];
let admin: SignedIn;

beforeAll(async () => {
  users = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(uniqueEmail(`fuzz-${i}`))));
  admin = await createAdmin();
});

function tokenFor(i: number): string {
  const user = users[i % users.length];
  if (!user) throw new Error('no fuzz users');
  return user.idToken;
}

function expectWellFormed(res: ApiResponse): void {
  expect(res.status, res.text).toBeLessThan(500);
  if (res.status >= 400 && res.json !== undefined) {
    expect(res.json).toMatchObject({ ok: false, error: expect.any(String) as string });
  }
}

const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('code', 'referrerUid', 'target', 'ratePct', 'extra'), fc.jsonValue()),
  fc.record({ code: fc.string({ maxLength: 150 }) }),
  fc.record({ referrerUid: fc.string({ maxLength: 150 }) }),
  fc.record({ target: fc.string({ maxLength: 250 }), ratePct: fc.oneof(fc.string({ maxLength: 15 }), fc.double()) }),
);
const queryParams = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'uid',
      'click',
      'txn',
      'status',
      'secret',
      'payout',
      'type',
      'saleID',
      'signature',
      'shopID',
      'custom1',
      'event',
    ),
    fc.string({ maxLength: 10 }),
  ),
  fc.string({ maxLength: 120 }),
  { maxKeys: 8 },
);

describe('bad input never causes a 5xx', () => {
  it.each([
    API_PATHS.redeem,
    API_PATHS.referralClaim,
    API_PATHS.contentLockerClick,
    API_PATHS.contentLockerComplete,
    API_PATHS.claim,
  ])('when %s receives arbitrary JSON bodies, then it answers < 500', async (path) => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        i += 1;
        expectWellFormed(await call(path, { method: 'POST', token: tokenFor(i), body }));
      }),
      { numRuns: RUNS },
    );
  });

  it('when the admin assign endpoint receives arbitrary JSON bodies, then it answers < 500', async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        expectWellFormed(await call(API_PATHS.adminAssignAffiliate, { method: 'POST', token: admin.idToken, body }));
      }),
      { numRuns: 25 },
    );
  });

  it.each([API_PATHS.referralInfo, API_PATHS.contentLockerPostback, API_PATHS.verotelPostback])(
    'when %s receives arbitrary query parameters, then it answers < 500',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(queryParams, async (query) => {
          expectWellFormed(await call(path, { query }));
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('when postbacks repeat a parameter or send odd form bodies, then they answer < 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (raw) => {
        for (const path of [API_PATHS.contentLockerPostback, API_PATHS.verotelPostback]) {
          expectWellFormed(
            await call(`${path}?click=a&click=b&saleID=1&saleID=2`, {
              method: 'POST',
              rawBody: raw,
              contentType: 'application/x-www-form-urlencoded',
            }),
          );
        }
      }),
      { numRuns: 10 },
    );
  });

  it.each([
    ['{"code": ', 'application/json'],
    ['not json', 'application/json'],
    ['[1,2', 'application/json'],
    ['code=ABC', 'text/plain'],
  ])('when the body is %j as %s, then redeem answers 400', async (rawBody, contentType) => {
    const res = await call(API_PATHS.redeem, { method: 'POST', token: tokenFor(0), rawBody, contentType });
    expect(res.status).toBe(400);
  });

  it('when arbitrary Authorization headers arrive, then protected endpoints answer 401', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        async (token) => {
          const res = await call(API_PATHS.affiliateMe, { token });
          expect(res.status).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('failed requests leave no partial writes', () => {
  it('when the fuzzed users only sent failing claims and codes, then their accounts hold no premium, referral or count', async () => {
    for (const user of users) {
      const data = await userData(user.uid);
      expect(data?.premium ?? false).toBe(false);
      expect(data?.referredBy).toBeUndefined();
      expect((await adminDb().collection('referrals').doc(user.uid).get()).exists).toBe(false);
    }
    const used = await adminDb().collection('redeem_codes').where('used', '==', true).get();
    const fuzzUids = new Set(users.map((u) => u.uid));
    expect(used.docs.filter((d) => fuzzUids.has(String(d.get('usedBy'))))).toHaveLength(0);
  });
});

// The runtime parses bodies up to 32 MiB before our app (docs/client-address.md "Request bodies"),
// so the size is refused by our own check, before sign-in is even looked at.
describe('request body size', () => {
  const padded = (bytes: number) => JSON.stringify({ code: 'x'.repeat(bytes) });

  it('when a body over 32 kB arrives without a token, then it answers 413 before authentication', async () => {
    expect(await call(API_PATHS.redeem, { rawBody: padded(40 * 1024) })).toMatchObject({
      status: 413,
      json: { ok: false, error: 'Request body too large.', code: 'bodyTooLarge' },
    });
  });

  it('when a body under the limit arrives without a token, then authentication answers as usual', async () => {
    expect((await call(API_PATHS.redeem, { rawBody: padded(30 * 1024) })).status).toBe(401);
  });

  it('when the library import gets a 1 MB body, then only the admin check refuses it', async () => {
    const res = await call(API_PATHS.adminLibraryImport, { token: tokenFor(0), rawBody: padded(1024 * 1024) });
    expect(res.status).toBe(403);
  });
});
