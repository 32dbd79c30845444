import { API_PATHS } from '@shared/api/paths';
import { affiliateMeResponseSchema } from '@shared/api/schemas/affiliates';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail } from '../support/auth.js';
import { call, failure } from './support/http.js';
import { DEMO_EMAIL } from '../support/env.js';

describe('GET /api/affiliates/me', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await call(API_PATHS.affiliateMe)).toMatchObject(failure(401, 'Not signed in'));
  });

  it('when the user is not an affiliate, then it answers disabled with the default rate and no link', async () => {
    const user = await createUser(uniqueEmail('not-affiliate'));
    expect(await call(API_PATHS.affiliateMe, { token: user.idToken })).toMatchObject({
      status: 200,
      json: { ok: true, enabled: false, ratePct: 10, balanceCents: 0, refParam: null },
    });
  });

  it('when the seeded affiliate asks, then it answers enabled at 10 % with their bare uid as the ref param', async () => {
    const affiliate = await signIn(DEMO_EMAIL.affiliate);
    const res = await call(API_PATHS.affiliateMe, { token: affiliate.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, enabled: true, ratePct: 10, refParam: affiliate.uid });
    // The shared schema is the contract the web client parses with.
    expect(affiliateMeResponseSchema.safeParse(res.json).success).toBe(true);
    expect(Number.isInteger((res.json as { balanceCents: number }).balanceCents)).toBe(true);
  });

  it("when a visitor follows an affiliate's refParam, then it sets the referrer like a referral link", async () => {
    const affiliate = await signIn(DEMO_EMAIL.affiliate);
    const { refParam } = (await call(API_PATHS.affiliateMe, { token: affiliate.idToken })).json as { refParam: string };
    const referrerUid = refParam;
    expect(await call(API_PATHS.referralInfo, { query: { uid: referrerUid } })).toMatchObject({
      status: 200,
      json: { ok: true, name: 'affiliate_demo' },
    });
    const visitor = await createUser(uniqueEmail('ref-visitor'));
    expect((await call(API_PATHS.referralClaim, { token: visitor.idToken, body: { referrerUid } })).status).toBe(200);
  });
});
