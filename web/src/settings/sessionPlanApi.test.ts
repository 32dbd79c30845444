import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeStore } from '../testing/store';
import { stubApi } from '../testing/apiStub';
import { sessionPlanApi } from './sessionPlanApi';

afterEach(() => vi.unstubAllGlobals());

const PRIVATE = 'call me Captain Nemo, slowly';

describe('sessionPlanApi', () => {
  it('when the plan is fetched, then persona and personalization go in a POST body and the URL has no query', async () => {
    const { calls } = stubApi({ [`POST ${API_PATHS.llmPlan}`]: { body: { controls: [{ bpm: 90, duration: 600 }] } } });
    const store = makeStore();
    const result = await store.dispatch(
      sessionPlanApi.endpoints.getLlmPlan.initiate({
        starId: 'aria-vale',
        persona: 'warm',
        personalization: PRIVATE,
        premium: true,
        lengthMin: 10,
        enableBar: true,
        bpm: 90,
      }),
    );
    expect(result.data).toEqual({ controls: [{ bpm: 90, duration: 600 }] });
    const call = calls.find((c) => c.path === API_PATHS.llmPlan);
    expect(call?.method).toBe('POST');
    expect([...(call?.search.keys() ?? [])]).toEqual([]);
    expect(call?.body).toEqual({
      starId: 'aria-vale',
      persona: 'warm',
      personalization: PRIVATE,
      premium: true,
      lengthMin: 10,
      enableBar: true,
      bpm: 90,
    });
  });
});
