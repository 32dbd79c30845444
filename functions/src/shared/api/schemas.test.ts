import { describe, it, expect, expectTypeOf } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from './firstIssueMessage.js';
import {
  adminMeResponseSchema,
  adminStatsResponseSchema,
  assignAffiliateBodySchema,
  assignAffiliateResponseSchema,
} from './schemas/admin.js';
import { affiliateMeResponseSchema } from './schemas/affiliates.js';
import { apiErrorBody } from './apiErrors.js';
import { errorEnvelopeSchema } from './schemas/common.js';
import { contentLockerClickResponseSchema } from './schemas/contentLocker.js';
import { listingQuerySchema, listingResponseSchema } from './schemas/listing.js';
import {
  llmChunkQuerySchema,
  llmChunkResponseSchema,
  llmPlanQuerySchema,
  llmPlanResponseSchema,
  type LlmPlanQuery,
} from './schemas/llm.js';
import { claimBodySchema } from './schemas/purchases.js';
import { redeemBodySchema } from './schemas/redeem.js';
import { referralClaimBodySchema, referralInfoQuerySchema, referralInfoResponseSchema } from './schemas/referrals.js';
import { videoResolveQuerySchema, videoResolveResponseSchema } from './schemas/videoResolve.js';

function failure(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return firstIssueMessage(result.error);
}

const UID = 'AbCdEfGhIjKlMnOpQrStUvWxYz12';

describe('error envelope', () => {
  it('is { ok: false, error, code, params? }', () => {
    expect(errorEnvelopeSchema.parse(apiErrorBody('invalidCode'))).toEqual({
      ok: false,
      error: 'Invalid or expired code',
      code: 'invalidCode',
    });
    expect(errorEnvelopeSchema.parse(apiErrorBody('rateLimited', { seconds: 3 }))).toEqual({
      ok: false,
      error: 'Too many attempts. Try again in 3s.',
      code: 'rateLimited',
      params: { seconds: 3 },
    });
    expect(errorEnvelopeSchema.safeParse({ ok: true, error: 'x', code: 'internal' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ ok: false, error: 'x' }).success).toBe(false);
  });
});

describe('GET /api/reddit/listing', () => {
  it('applies defaults: top, all, 30', () => {
    expect(listingQuerySchema.parse({ sub: 'AriaValeGallery' })).toEqual({
      sub: 'AriaValeGallery',
      type: 'top',
      timeframe: 'all',
      limit: 30,
    });
  });

  it('reads every field from query strings', () => {
    expect(
      listingQuerySchema.parse({
        sub: 'ab',
        type: 'hot',
        timeframe: 'week',
        limit: '60',
        after: 't3_abc123.abcdefghijklmnopqrstuv',
      }),
    ).toEqual({ sub: 'ab', type: 'hot', timeframe: 'week', limit: 60, after: 't3_abc123.abcdefghijklmnopqrstuv' });
  });

  it('treats blank values as absent', () => {
    expect(listingQuerySchema.parse({ sub: 'abc', type: '', timeframe: '', limit: '', after: '' })).toEqual({
      sub: 'abc',
      type: 'top',
      timeframe: 'all',
      limit: 30,
    });
  });

  it.each([
    ['sub is required.', {}],
    ['sub must be 2 to 21 letters, digits or underscores.', { sub: 'a' }],
    ['sub must be 2 to 21 letters, digits or underscores.', { sub: 'a'.repeat(22) }],
    ['sub must be 2 to 21 letters, digits or underscores.', { sub: 'bad-name' }],
    ['sub must be text.', { sub: ['ab', 'cd'] }],
    ['type must be one of: top, hot.', { sub: 'ab', type: 'new' }],
    ['timeframe must be one of: hour, day, week, month, year, all.', { sub: 'ab', timeframe: 'decade' }],
    ['limit must be at least 1.', { sub: 'ab', limit: '0' }],
    ['limit must be at most 60.', { sub: 'ab', limit: '61' }],
    ['limit must be a number.', { sub: 'ab', limit: 'lots' }],
    ['after must be a listing cursor this server issued.', { sub: 'ab', after: 'abc' }],
    ['after must be a listing cursor this server issued.', { sub: 'ab', after: 't3_abc123' }],
    ['after must be 64 characters or fewer.', { sub: 'ab', after: `t3_${'a'.repeat(62)}` }],
  ])('rejects with %s', (message, input) => {
    expect(failure(listingQuerySchema, input)).toBe(message);
  });

  it('answers items and the next cursor', () => {
    const page = listingResponseSchema.parse({ items: [{ id: 'abc', name: 't3_abc' }], after: 't3_abc' });
    expect(page).toEqual({ items: [{ id: 'abc', name: 't3_abc' }], after: 't3_abc' });
    expect(listingResponseSchema.parse({ items: [], after: null }).after).toBeNull();
    expect(listingResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('GET /api/redgifs/resolve', () => {
  it('accepts a lowercase id of 3 to 64 letters', () => {
    expect(videoResolveQuerySchema.parse({ u: 'happycalmotter' })).toEqual({ u: 'happycalmotter' });
    expect(failure(videoResolveQuerySchema, { u: 'Ab' })).toBe('u must be 3 to 64 lowercase letters.');
    expect(failure(videoResolveQuerySchema, { u: 'abc1' })).toBe('u must be 3 to 64 lowercase letters.');
    expect(failure(videoResolveQuerySchema, { u: 'a'.repeat(65) })).toBe('u must be 3 to 64 lowercase letters.');
  });

  it('answers url and duration, and the host tags and creator when it has them', () => {
    expect(videoResolveResponseSchema.parse({ url: '/media/x.mp4', duration: 12.5 })).toEqual({
      url: '/media/x.mp4',
      duration: 12.5,
      tags: [],
      creator: null,
    });
    expect(videoResolveResponseSchema.parse({ url: 'x', duration: 1, tags: ['Calm'], creator: 'maker' })).toEqual({
      url: 'x',
      duration: 1,
      tags: ['Calm'],
      creator: 'maker',
    });
    expect(videoResolveResponseSchema.safeParse({ url: '', duration: 1 }).success).toBe(false);
    expect(videoResolveResponseSchema.safeParse({ url: 'x', duration: -1 }).success).toBe(false);
  });
});

describe('referrals', () => {
  it('info takes a uid and answers a name', () => {
    expect(referralInfoQuerySchema.parse({ uid: UID })).toEqual({ uid: UID });
    expect(failure(referralInfoQuerySchema, { uid: 'has space' })).toBe('uid must be a valid user id.');
    expect(failure(referralInfoQuerySchema, { uid: 'x'.repeat(129) })).toBe('uid must be a valid user id.');
    expect(failure(referralInfoQuerySchema, {})).toBe('uid is required.');
    expect(referralInfoResponseSchema.parse({ ok: true, name: 'jane_doe' })).toEqual({ ok: true, name: 'jane_doe' });
  });

  it('claim takes the referrer uid', () => {
    expect(referralClaimBodySchema.parse({ referrerUid: UID })).toEqual({ referrerUid: UID });
    expect(failure(referralClaimBodySchema, {})).toBe('referrerUid is required.');
    expect(failure(referralClaimBodySchema, undefined)).toBe('Input is required.');
    expect(failure(referralClaimBodySchema, 'uid')).toBe('Input must be object.');
  });
});

describe('POST /api/redeem', () => {
  it('trims the code', () => {
    expect(redeemBodySchema.parse({ code: '  ABC-123 ' })).toEqual({ code: 'ABC-123' });
  });

  it('requires a code of at most 100 characters', () => {
    expect(failure(redeemBodySchema, { code: '   ' })).toBe('Enter a code.');
    expect(failure(redeemBodySchema, {})).toBe('code is required.');
    expect(failure(redeemBodySchema, { code: 'x'.repeat(101) })).toBe('code must be 100 characters or fewer.');
    expect(redeemBodySchema.parse({ code: 'x'.repeat(100) }).code).toHaveLength(100);
  });
});

describe('empty-body POSTs', () => {
  it('accept a missing body or an empty object', () => {
    expect(claimBodySchema.parse(undefined)).toEqual({});
    expect(claimBodySchema.parse({})).toEqual({});
    expect(claimBodySchema.parse({ extra: 1 })).toEqual({});
  });

  it('content locker click answers an http(s) url only', () => {
    expect(contentLockerClickResponseSchema.parse({ ok: true, url: 'https://offers.example/t?sub=c1' }).url).toBe(
      'https://offers.example/t?sub=c1',
    );
    expect(contentLockerClickResponseSchema.safeParse({ ok: true, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('GET /api/affiliates/me', () => {
  it('answers the affiliate state', () => {
    const me = { ok: true, enabled: true, ratePct: 10, balanceCents: 1250, refParam: 'Abc_123-uid' };
    expect(affiliateMeResponseSchema.parse(me)).toEqual(me);
    // refParam is the bare uid that goes into ?ref=; a query fragment or a URL is not.
    expect(affiliateMeResponseSchema.safeParse({ ...me, refParam: 'ref=abc' }).success).toBe(false);
    expect(affiliateMeResponseSchema.safeParse({ ...me, refParam: 'https://x.example/?ref=abc' }).success).toBe(false);
    expect(affiliateMeResponseSchema.parse({ ...me, enabled: false, refParam: null }).refParam).toBeNull();
    expect(affiliateMeResponseSchema.safeParse({ ...me, ratePct: 101 }).success).toBe(false);
    expect(affiliateMeResponseSchema.safeParse({ ...me, balanceCents: 1.5 }).success).toBe(false);
  });
});

describe('admin', () => {
  it('me answers admin, reviewer and custodian', () => {
    const me = { admin: true, reviewer: false, custodian: true };
    expect(adminMeResponseSchema.parse(me)).toEqual(me);
    expect(adminMeResponseSchema.safeParse({ admin: true }).success).toBe(false);
  });

  it('stats answers four counts', () => {
    const stats = { ok: true, totalUsers: 12, newUsers24h: 3, premiumSales24h: 1, referredUsers24h: 0 };
    expect(adminStatsResponseSchema.parse(stats)).toEqual(stats);
    expect(adminStatsResponseSchema.safeParse({ ...stats, totalUsers: -1 }).success).toBe(false);
  });

  it('assign parses the rate and trims the target', () => {
    expect(assignAffiliateBodySchema.parse({ target: ' jane@example.com ', ratePct: '0.25' })).toEqual({
      target: 'jane@example.com',
      ratePct: 25,
    });
    expect(assignAffiliateBodySchema.parse({ target: UID, ratePct: 35 })).toEqual({ target: UID, ratePct: 35 });
    expect(assignAffiliateBodySchema.parse({ target: UID })).toEqual({ target: UID, ratePct: 10 });
  });

  it('assign rejects an empty or long target and a long rate field', () => {
    expect(failure(assignAffiliateBodySchema, { target: '  ' })).toBe('Enter a user id or email.');
    expect(failure(assignAffiliateBodySchema, { target: 'x'.repeat(201) })).toBe(
      'target must be 200 characters or fewer.',
    );
    expect(failure(assignAffiliateBodySchema, { target: UID, ratePct: '1234567890123' })).toBe(
      'Rate must be 12 characters or fewer.',
    );
  });

  it('assign answers uid and the stored rate', () => {
    expect(assignAffiliateResponseSchema.parse({ ok: true, uid: UID, ratePct: 25 })).toEqual({
      ok: true,
      uid: UID,
      ratePct: 25,
    });
  });
});

describe('GET /api/llm/plan', () => {
  it('reads the query with defaults and sanitises free text', () => {
    const query = llmPlanQuerySchema.parse({
      persona: 'playful <b>and</b> teasing',
      starId: 'aria-vale',
      premium: 'true',
      personalization: ' call me `Sam` ',
      lengthMin: '20',
    });
    expect(query).toEqual({
      persona: 'playful band/b teasing',
      starId: 'aria-vale',
      premium: true,
      personalization: 'call me Sam',
      lengthMin: 20,
      enableBar: true,
      bpm: 100,
    });
    expectTypeOf(query).toEqualTypeOf<LlmPlanQuery>();
    expectTypeOf(query.lengthMin).toEqualTypeOf<5 | 10 | 20 | 30>();
  });

  it('cuts personalization to 600 characters', () => {
    const query = llmPlanQuerySchema.parse({ starId: 'aria-vale', lengthMin: '10', personalization: 'y'.repeat(900) });
    expect(query.personalization).toHaveLength(600);
    expect(query.premium).toBe(false);
  });

  it.each([
    ['starId is required.', { lengthMin: '10' }],
    ['starId must be a star id of lowercase letters, digits and dashes.', { starId: 'Aria Vale', lengthMin: '10' }],
    ['lengthMin is required.', { starId: 'aria-vale' }],
    ['lengthMin must be 5, 10, 20 or 30.', { starId: 'aria-vale', lengthMin: '15' }],
    ['bpm must be at least 10.', { starId: 'aria-vale', lengthMin: '10', bpm: '5' }],
    ['bpm must be at most 200.', { starId: 'aria-vale', lengthMin: '10', bpm: '201' }],
    ['enableBar must be true or false.', { starId: 'aria-vale', lengthMin: '10', enableBar: 'on' }],
    [
      'personalization must be 2000 characters or fewer.',
      { starId: 'aria-vale', lengthMin: '10', personalization: 'z'.repeat(2001) },
    ],
    ['token must be 4096 characters or fewer.', { starId: 'aria-vale', lengthMin: '10', token: 't'.repeat(4097) }],
  ])('rejects with %s', (message, input) => {
    expect(failure(llmPlanQuerySchema, input)).toBe(message);
  });

  it('answers pace controls', () => {
    const plan = {
      controls: [
        { bpm: 60, duration: 90 },
        { bpm: 120, duration: 30 },
      ],
    };
    expect(llmPlanResponseSchema.parse(plan)).toEqual(plan);
    expect(llmPlanResponseSchema.safeParse({ controls: [{ bpm: 300, duration: 10 }] }).success).toBe(false);
    expect(llmPlanResponseSchema.safeParse({ controls: [{ bpm: 60, duration: 0 }] }).success).toBe(false);
  });
});

describe('GET /api/llm/chunk', () => {
  it('reads chunk size and index', () => {
    expect(
      llmChunkQuerySchema.parse({ starId: 'nova-sterling', chunkMinutes: '10', chunkIndex: '2', token: 'abc' }),
    ).toEqual({
      persona: '',
      starId: 'nova-sterling',
      premium: false,
      personalization: '',
      token: 'abc',
      locale: 'en',
      chunkMinutes: 10,
      chunkIndex: 2,
    });
  });

  it('reads the viewer’s language: a regional tag is its language; none, or one not written, is English', () => {
    const chunk = { starId: 'nova-sterling', chunkMinutes: '10', chunkIndex: '0' };
    const locale = (value: unknown) => llmChunkQuerySchema.parse({ ...chunk, locale: value }).locale;
    expect(locale('fr')).toBe('fr');
    expect(locale('fr-CH')).toBe('fr');
    expect(locale(' IT ')).toBe('it');
    expect(locale('de_AT')).toBe('de');
    for (const other of [undefined, '', 'pt', 'pseudo', 42, ['fr']]) expect(locale(other)).toBe('en');
  });

  it('bounds chunk size and index', () => {
    expect(failure(llmChunkQuerySchema, { starId: 'x', chunkMinutes: '11', chunkIndex: '0' })).toBe(
      'chunkMinutes must be at most 10.',
    );
    expect(failure(llmChunkQuerySchema, { starId: 'x', chunkMinutes: '5', chunkIndex: '-1' })).toBe(
      'chunkIndex must be at least 0.',
    );
    expect(failure(llmChunkQuerySchema, { starId: 'x', chunkMinutes: '5' })).toBe('chunkIndex is required.');
  });

  it('answers script lines', () => {
    const chunk = { script: [{ text: 'Breathe slowly.', displaySec: 7 }] };
    expect(llmChunkResponseSchema.parse(chunk)).toEqual(chunk);
    // A model's lines say so (the screen labels them); the flag is kept.
    expect(llmChunkResponseSchema.parse({ ...chunk, aiGenerated: true })).toEqual({ ...chunk, aiGenerated: true });
    expect(llmChunkResponseSchema.safeParse({ script: [{ text: '', displaySec: 7 }] }).success).toBe(false);
  });
});
