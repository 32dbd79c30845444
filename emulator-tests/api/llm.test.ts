import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths.js';
import { llmChunkResponseSchema, llmPlanResponseSchema } from '@shared/api/schemas/llm.js';
import { FREE_STARS, findStarIn, SEED_STARS } from '@shared/stars.js';
import { builtinPlan, builtinScript } from '../../functions/src/domain/instructions/builtinScript.js';
import { isWrittenIn } from '../../functions/src/llm/languageCheck.js';
import { LLM_DAILY_CALL_BUDGET, LLM_USER_DAILY_CALL_SHARE } from '@shared/constants';
import { COLLECTIONS } from '@shared/collections';
import { createUser, idTokenFor, uniqueEmail } from '../support/auth.js';
import { adminDb, createAdmin } from './support/admin.js';
import { call } from './support/http.js';
import { APP_URL, DEMO_EMAIL } from '../support/env.js';

let freeToken = '';
let premiumToken = '';
let unverifiedToken = '';

beforeAll(async () => {
  [freeToken, premiumToken, unverifiedToken] = await Promise.all([
    idTokenFor(DEMO_EMAIL.free),
    idTokenFor(DEMO_EMAIL.premium),
    idTokenFor(DEMO_EMAIL.unverified),
  ]);
});

function get(path: string, query: Record<string, string>, token?: string) {
  const url = `${APP_URL}${path}?${new URLSearchParams(query).toString()}`;
  return fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
}

const freeStar = findStarIn(SEED_STARS, 'aria-vale');
const premiumStar = findStarIn(SEED_STARS, 'sable-quinn');
const planQuery = { persona: '', starId: 'aria-vale', lengthMin: '10', enableBar: 'true', bpm: '100' };
const chunkQuery = { persona: '', starId: 'aria-vale', chunkMinutes: '10', chunkIndex: '0' };

describe('GET /api/llm/plan and /api/llm/chunk access', () => {
  it.each([
    ['plan', API_PATHS.llmPlan, planQuery],
    ['chunk', API_PATHS.llmChunk, chunkQuery],
  ])('when the %s is asked for without a token, then it answers 401', async (_label, path, query) => {
    const res = await get(path, query);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, error: 'Not signed in', code: 'notSignedIn' });
  });

  it('when the token is only in the query, then it is not accepted as sign-in (401)', async () => {
    const res = await get(API_PATHS.llmChunk, { ...chunkQuery, token: freeToken });
    expect(res.status).toBe(401);
  });

  it.each([
    ['plan', API_PATHS.llmPlan, planQuery],
    ['chunk', API_PATHS.llmChunk, chunkQuery],
  ])('when an unverified user asks for the %s, then it answers 403', async (_label, path, query) => {
    const res = await get(path, query, unverifiedToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: 'Please verify your email first.', code: 'verifyEmailFirst' });
  });

  it.each([
    ['a length that is not offered', API_PATHS.llmPlan, { ...planQuery, lengthMin: '7' }, 'lengthMin'],
    ['no star', API_PATHS.llmPlan, { lengthMin: '10' }, 'starId'],
    ['a chunk index that is not a number', API_PATHS.llmChunk, { ...chunkQuery, chunkIndex: 'x' }, 'chunkIndex'],
    ['chunk minutes over 10', API_PATHS.llmChunk, { ...chunkQuery, chunkMinutes: '11' }, 'chunkMinutes'],
  ])('when the query has %s, then it answers 400 naming the field', async (_label, path, query, field) => {
    const res = await get(path, query, freeToken);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).toContain(field);
  });

  it('when the star is not in the catalogue, then it answers 400 Unknown star.', async () => {
    const res = await get(API_PATHS.llmChunk, { ...chunkQuery, starId: 'no-such-star' }, freeToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: 'Unknown star.', code: 'unknownStar' });
  });
});

describe('GET /api/llm/plan', () => {
  it('when a free user asks for 30 minutes claiming premium, then the plan covers at most 10 minutes', async () => {
    const res = await get(API_PATHS.llmPlan, { ...planQuery, lengthMin: '30', premium: 'true' }, freeToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { controls } = llmPlanResponseSchema.parse(await res.json());
    expect(controls.reduce((sum, c) => sum + c.duration, 0)).toBe(600);
  });

  it("when a premium user asks for 30 minutes, then the provider's plan (the demo writer in the emulator) covers them", async () => {
    const res = await get(API_PATHS.llmPlan, { ...planQuery, starId: 'sable-quinn', lengthMin: '30' }, premiumToken);
    expect(res.status).toBe(200);
    const { controls } = llmPlanResponseSchema.parse(await res.json());
    expect(controls.reduce((sum, c) => sum + c.duration, 0)).toBe(1800);
    expect(premiumStar).toBeDefined();
    if (premiumStar) expect(controls).not.toEqual(builtinPlan(premiumStar, 30));
  });

  it('when the bar is off, then one steady segment at the asked bpm covers the session', async () => {
    const res = await get(
      API_PATHS.llmPlan,
      { ...planQuery, enableBar: 'false', bpm: '44', lengthMin: '5' },
      freeToken,
    );
    const { controls } = llmPlanResponseSchema.parse(await res.json());
    expect(controls).toEqual([{ bpm: 44, duration: 300 }]);
  });

  it('when a free user asks for a premium star, then it answers 403 even with premium=true', async () => {
    const res = await get(API_PATHS.llmPlan, { ...planQuery, starId: 'sable-quinn', premium: 'true' }, freeToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: 'This star is Premium-only', code: 'premiumOnlyStar' });
  });
});

describe('GET /api/llm/chunk', () => {
  it('when the provider answers, then its lines fill the chunk, marked as AI-generated (and the token param is ignored)', async () => {
    const res = await get(API_PATHS.llmChunk, { ...chunkQuery, token: 'opaque-value' }, freeToken);
    expect(res.status).toBe(200);
    const { script, aiGenerated } = llmChunkResponseSchema.parse(await res.json());
    expect(aiGenerated).toBe(true);
    expect(freeStar).toBeDefined();
    if (freeStar) expect(script).not.toEqual(builtinScript(freeStar, 0, 10, true));
    expect(script.reduce((sum, line) => sum + line.displaySec, 0)).toBe(600);
  });

  it.each(['fr', 'de', 'es', 'it'] as const)(
    'when the viewer reads %s, then the provider is asked in it and its lines are in it',
    async (locale) => {
      const res = await get(API_PATHS.llmChunk, { ...chunkQuery, locale }, freeToken);
      const { script, aiGenerated } = llmChunkResponseSchema.parse(await res.json());
      expect(aiGenerated).toBe(true);
      expect(
        isWrittenIn(
          script.map((line) => line.text),
          locale,
        ),
      ).toBe(true);
    },
  );

  it('when a free user asks for a second chunk, then it answers 403', async () => {
    const res = await get(API_PATHS.llmChunk, { ...chunkQuery, chunkIndex: '1', premium: 'true' }, freeToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Free sessions are limited to 10 minutes.',
      code: 'freeLengthLimit',
    });
  });

  it('when a premium user asks for the third chunk of a 30-minute session, then it is a full 10-minute chunk', async () => {
    const res = await get(
      API_PATHS.llmChunk,
      { ...chunkQuery, starId: 'sable-quinn', chunkIndex: '2', personalization: 'Call me <b>Sam</b>' },
      premiumToken,
    );
    expect(res.status).toBe(200);
    const { script, aiGenerated } = llmChunkResponseSchema.parse(await res.json());
    expect(aiGenerated).toBe(true);
    expect(script.reduce((sum, line) => sum + line.displaySec, 0)).toBe(600);
  });
});

describe('POST /api/llm/plan and /api/llm/chunk (private text in the body)', () => {
  function post(path: string, body: unknown, token?: string) {
    return fetch(`${APP_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }

  it('when premium posts persona and personalization, then the plan and the chunk come back', async () => {
    const plan = await post(
      API_PATHS.llmPlan,
      {
        starId: 'aria-vale',
        persona: 'calm',
        personalization: 'call me Sam',
        lengthMin: 20,
        enableBar: true,
        bpm: 100,
      },
      premiumToken,
    );
    expect(plan.status).toBe(200);
    expect(llmPlanResponseSchema.parse(await plan.json()).controls.length).toBeGreaterThan(0);
    const chunk = await post(
      API_PATHS.llmChunk,
      { starId: 'aria-vale', persona: 'calm', personalization: 'call me Sam', chunkIndex: 1, chunkMinutes: 10 },
      premiumToken,
    );
    expect(chunk.status).toBe(200);
    expect(llmChunkResponseSchema.parse(await chunk.json()).script.length).toBeGreaterThan(0);
  });

  it('when the POST has no token, then it answers 401; a bad body answers 400 naming the field', async () => {
    expect((await post(API_PATHS.llmChunk, { starId: 'aria-vale', chunkIndex: 0, chunkMinutes: 10 })).status).toBe(401);
    const bad = await post(API_PATHS.llmChunk, { starId: 'aria-vale', chunkIndex: 0, chunkMinutes: 99 }, freeToken);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('chunkMinutes');
  });

  it('when a free user posts a second chunk, then it answers 403 as the GET does', async () => {
    const res = await post(API_PATHS.llmChunk, { starId: 'aria-vale', chunkIndex: 1, chunkMinutes: 10 }, freeToken);
    expect(res.status).toBe(403);
  });
});

describe("each account's share of the AI budget", () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const usageDoc = (uid: string) => adminDb().collection(COLLECTIONS.llmUsage).doc(`${uid}_${today()}`);

  it('when an account has used its daily share, then it gets the built-in lines while another account still gets the model', async () => {
    if (!freeStar) throw new Error('aria-vale is not a seed star');
    const [heavy, other] = await Promise.all([
      createUser(uniqueEmail('ai-share-heavy')),
      createUser(uniqueEmail('ai-share-other')),
    ]);
    await usageDoc(heavy.uid).set({
      uid: heavy.uid,
      day: today(),
      calls: LLM_USER_DAILY_CALL_SHARE,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const spent = await get(API_PATHS.llmChunk, chunkQuery, heavy.idToken);
    expect(spent.status).toBe(200);
    const spentAnswer = llmChunkResponseSchema.parse(await spent.json());
    expect(spentAnswer.aiGenerated).toBeUndefined();
    expect(spentAnswer.script).toEqual(builtinScript(freeStar, 0, 10, true));
    expect((await usageDoc(heavy.uid).get()).get('calls')).toBe(LLM_USER_DAILY_CALL_SHARE);

    const fresh = await get(API_PATHS.llmChunk, chunkQuery, other.idToken);
    expect(fresh.status).toBe(200);
    expect(llmChunkResponseSchema.parse(await fresh.json()).aiGenerated).toBe(true);
    expect((await usageDoc(other.uid).get()).data()).toMatchObject({ uid: other.uid, day: today(), calls: 1 });
  });
});

describe('GET /api/admin/ai-budget', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const budgetDoc = () => adminDb().collection(COLLECTIONS.llmBudget).doc(today());

  /** Today's count as an operator would set it: the day document alone, the counted shards cleared. */
  async function setTodaysCalls(calls: number | null): Promise<void> {
    const shards = await budgetDoc().collection(COLLECTIONS.llmBudgetShards).get();
    await Promise.all(shards.docs.map((shard) => shard.ref.delete()));
    if (calls === null) await budgetDoc().delete();
    else await budgetDoc().set({ calls, tokens: 1234 });
  }

  it("when today's provider calls reach the daily budget, then the admin sees it reached while chunks still answer", async () => {
    const admin = await createAdmin();
    await setTodaysCalls(LLM_DAILY_CALL_BUDGET - 1);
    try {
      const before = await call(API_PATHS.adminAiBudget, { token: admin.idToken });
      expect(before).toMatchObject({
        status: 200,
        json: {
          ok: true,
          day: today(),
          calls: LLM_DAILY_CALL_BUDGET - 1,
          callLimit: LLM_DAILY_CALL_BUDGET,
          reached: false,
        },
      });
      await setTodaysCalls(LLM_DAILY_CALL_BUDGET);
      const after = await call(API_PATHS.adminAiBudget, { token: admin.idToken });
      expect(after).toMatchObject({ status: 200, json: { reached: true, tokens: 1234 } });
      // Past the budget the provider is not called: the built-in lines answer, without the AI mark. An instance
      // reads the day's total at most every 10 s, so within that it hears the day is spent. Each try asks for
      // another chunk (the server remembers an answer for a while).
      const otherStar = FREE_STARS.find((star) => star.id !== freeStar?.id);
      if (!otherStar) throw new Error('one free star only');
      let chunkIndex = 0;
      let answer: { script: unknown; aiGenerated?: boolean } = { script: [], aiGenerated: true };
      await expect
        .poll(
          async () => {
            chunkIndex += 1;
            const chunk = await get(
              API_PATHS.llmChunk,
              { ...chunkQuery, starId: otherStar.id, chunkIndex: String(chunkIndex) },
              premiumToken,
            );
            expect(chunk.status).toBe(200);
            answer = llmChunkResponseSchema.parse(await chunk.json());
            return answer.aiGenerated;
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBeUndefined();
      expect(answer.script).toEqual(builtinScript(otherStar, chunkIndex, 10, false));
    } finally {
      await setTodaysCalls(null);
    }
  });

  it('when a non-admin asks, then it answers 403', async () => {
    expect((await call(API_PATHS.adminAiBudget, { token: freeToken })).status).toBe(403);
  });
});
