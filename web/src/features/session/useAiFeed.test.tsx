import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { makeStore } from '../../testing/store';
import { stubApi } from '../../testing/apiStub';
import { useAiFeed, type AiFeedOptions } from './useAiFeed';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets fetch, RTK Query and the feed's promise chain run between fake-timer steps. */
async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useAiFeed', () => {
  it('when the session is paused while a chunk is in flight, then on resume it is asked for again at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The chunk request never answers: what matters is when it is asked for.
    const { calls } = stubApi({ [`POST ${API_PATHS.llmChunk}`]: () => new Promise(() => undefined) });
    const chunkCalls = () => calls.filter((call) => call.path === API_PATHS.llmChunk).length;
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const base: AiFeedOptions = {
      starId: 'aria-vale',
      persona: 'warm',
      personalization: '',
      premium: false,
      enabled: true,
      sessionStartMs: Date.now(),
      lengthMin: 10,
      paused: false,
      pausedTotalMs: 0,
    };
    const { rerender, unmount } = renderHook((options: AiFeedOptions) => useAiFeed(options), {
      wrapper,
      initialProps: base,
    });
    await settle(1000);
    expect(chunkCalls()).toBe(1);

    rerender({ ...base, paused: true });
    await settle(800);
    expect(chunkCalls()).toBe(1);

    // Resumed after 800 ms paused: the feed's clock is at 1 s, well before the 3 s timeout of the aborted request.
    rerender({ ...base, paused: false, pausedTotalMs: 800 });
    await settle(50);
    expect(chunkCalls()).toBe(2);
    unmount();
  });

  it('when the page is in Italian, then chunks are asked for in Italian', async () => {
    await act(() => activateLocale('it'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { calls } = stubApi({ [`POST ${API_PATHS.llmChunk}`]: () => new Promise(() => undefined) });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { unmount } = renderHook(
      () =>
        useAiFeed({
          starId: 'aria-vale',
          persona: '',
          personalization: '',
          premium: false,
          enabled: true,
          sessionStartMs: Date.now(),
          lengthMin: 10,
          paused: false,
          pausedTotalMs: 0,
        }),
      { wrapper },
    );
    await settle(1000);
    expect(calls.find((call) => call.path === API_PATHS.llmChunk)?.body).toMatchObject({ locale: 'it' });
    unmount();
  });
});
