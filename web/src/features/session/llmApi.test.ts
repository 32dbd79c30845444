import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeStore } from '../../testing/store';
import { stubApi } from '../../testing/apiStub';
import { llmApi } from './llmApi';

afterEach(() => vi.unstubAllGlobals());

describe('llmApi', () => {
  it('when a chunk is fetched, then its fields go in a POST body and blank personalization is left out', async () => {
    const { calls } = stubApi({
      [`POST ${API_PATHS.llmChunk}`]: { body: { script: [{ text: 'Breathe.', displaySec: 5 }] } },
    });
    const store = makeStore();
    await store.dispatch(
      llmApi.endpoints.getLlmChunk.initiate({
        starId: 'aria-vale',
        persona: '',
        personalization: '',
        premium: false,
        chunkIndex: 0,
        chunkMinutes: 10,
      }),
    );
    const call = calls.find((c) => c.path === API_PATHS.llmChunk);
    expect(call?.method).toBe('POST');
    expect(call?.search.toString()).toBe('');
    expect(call?.body).toEqual({ starId: 'aria-vale', persona: '', premium: false, chunkIndex: 0, chunkMinutes: 10 });
  });

  it('when a chunk is asked for in a language, then the body names it', async () => {
    const { calls } = stubApi({
      [`POST ${API_PATHS.llmChunk}`]: { body: { script: [{ text: 'Respirez.', displaySec: 5 }], aiGenerated: true } },
    });
    const store = makeStore();
    const answer = await store.dispatch(
      llmApi.endpoints.getLlmChunk.initiate({
        starId: 'aria-vale',
        persona: '',
        personalization: '',
        premium: false,
        chunkIndex: 0,
        chunkMinutes: 10,
        locale: 'fr',
      }),
    );
    expect(calls.find((c) => c.path === API_PATHS.llmChunk)?.body).toMatchObject({ locale: 'fr' });
    // The flag that a model wrote the lines survives the response's parsing.
    expect(answer.data).toEqual({ script: [{ text: 'Respirez.', displaySec: 5 }], aiGenerated: true });
  });
});
