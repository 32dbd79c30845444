import { waitFor } from '@testing-library/react';
import { API_PATHS } from '@shared/api/paths';
import { useState } from 'react';
import { SESSION_HEARTBEAT_INTERVAL_MS, SESSION_RUN_ID_WAIT_MS } from '@shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import type { HeldItem } from '@shared/api/schemas/sessionRuns';
import { newRunIdRef, runIdSoon, useSessionRun, type RunIdRef } from './sessionRunApi';

const RUN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const shownRef = { current: 7 };

function Run({
  ended,
  playing = true,
  holder,
  held,
  onRemoved,
}: {
  ended: boolean;
  playing?: boolean;
  holder?: (ref: RunIdRef) => void;
  held?: () => HeldItem[];
  onRemoved?: (ids: readonly string[]) => void;
}) {
  const [runIdRef] = useState(newRunIdRef);
  holder?.(runIdRef);
  useSessionRun({ ended, playing, shownRef, runIdRef, held, onRemoved });
  return null;
}

const started = () => Response.json({ ok: true, runId: RUN_ID });

const calls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([r]) => r instanceof Request && new URL(r.url).pathname === path).length;

const bodiesOf = async (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([r]) => r)
      .filter((r): r is Request => r instanceof Request && new URL(r.url).pathname === path)
      .map((r) => r.clone().json() as Promise<unknown>),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionRun', () => {
  it('when a session opens, then the server is told once; when it ends, then the finish goes out once', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: started,
      [`POST ${API_PATHS.sessionRunFinish}`]: () => Response.json({ ok: true, qualified: false }),
    });
    const { rerender } = renderWithProviders(<Run ended={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(0);
    rerender(<Run ended />);
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(1));
    expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1);
  });

  it('when the session plays, then a heartbeat names the run and the items shown; paused, the beats say so, and stop while nothing is held', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: started,
      [`POST ${API_PATHS.sessionRunBeat}`]: () => Response.json({ ok: true, removed: [] }),
      [`POST ${API_PATHS.sessionRunFinish}`]: () => Response.json({ ok: true, qualified: false }),
    });
    const { rerender } = renderWithProviders(<Run ended={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_INTERVAL_MS);
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunBeat)).toBe(1));
    expect(await bodiesOf(fetchMock, API_PATHS.sessionRunBeat)).toEqual([{ runId: RUN_ID, shown: 7, held: [] }]);
    rerender(<Run ended={false} playing={false} />);
    await vi.advanceTimersByTimeAsync(2 * SESSION_HEARTBEAT_INTERVAL_MS);
    expect(calls(fetchMock, API_PATHS.sessionRunBeat)).toBe(1);
    const onScreen: HeldItem[] = [{ id: 'kept1', url: 'https://media.test/kept1.jpg', postUrl: null }];
    const heldOnScreen = () => onScreen;
    rerender(<Run ended={false} playing={false} held={heldOnScreen} />);
    await vi.advanceTimersByTimeAsync(2 * SESSION_HEARTBEAT_INTERVAL_MS);
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunBeat)).toBe(3));
    expect((await bodiesOf(fetchMock, API_PATHS.sessionRunBeat)).slice(1)).toEqual([
      { runId: RUN_ID, shown: 7, held: onScreen, paused: true },
      { runId: RUN_ID, shown: 7, held: onScreen, paused: true },
    ]);
    rerender(<Run ended />);
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(1));
    expect(await bodiesOf(fetchMock, API_PATHS.sessionRunFinish)).toEqual([{ runId: RUN_ID, shown: 7 }]);
  });

  it('when a heartbeat names the items held and the server says one was taken down, then the session is told to drop it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held: HeldItem[] = [
      { id: 'kept1', url: 'https://media.test/kept1.jpg', postUrl: null },
      { id: 'gone1', url: 'https://media.test/gone1.jpg', postUrl: 'https://forum.test/r/Sub/comments/gone1/' },
    ];
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: started,
      [`POST ${API_PATHS.sessionRunBeat}`]: () => Response.json({ ok: true, removed: ['gone1'] }),
    });
    const onRemoved = vi.fn();
    renderWithProviders(<Run ended={false} held={() => held} onRemoved={onRemoved} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_INTERVAL_MS);
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(['gone1']));
    expect(await bodiesOf(fetchMock, API_PATHS.sessionRunBeat)).toEqual([{ runId: RUN_ID, shown: 7, held }]);
  });

  it('when the tab closes mid-session, then the finish goes out once with keepalive, and not again at the end', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: started,
      [`POST ${API_PATHS.sessionRunFinish}`]: () => Response.json({ ok: true, qualified: true }),
    });
    const { rerender } = renderWithProviders(<Run ended={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(1));
    const finishRequest = fetchMock.mock.calls
      .map(([r]) => r)
      .find((r): r is Request => r instanceof Request && new URL(r.url).pathname === API_PATHS.sessionRunFinish);
    expect(finishRequest?.keepalive).toBe(true);
    rerender(<Run ended />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(1);
  });

  it('when a page closed mid-session is restored from the back-forward cache, then a new run starts', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: started,
      [`POST ${API_PATHS.sessionRunFinish}`]: () => Response.json({ ok: true, qualified: false }),
    });
    renderWithProviders(<Run ended={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(2));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(2));
  });
});

describe('runIdSoon: the run id a listing request names', () => {
  it('when the start has not answered yet, then the request waits for its answer and names the run', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    let ref: RunIdRef = newRunIdRef();
    renderWithProviders(<Run ended={false} holder={(r) => (ref = r)} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    expect(ref.current).toBeNull();
    const named = runIdSoon(ref);
    answer(started());
    await expect(named).resolves.toBe(RUN_ID);
    expect(runIdSoon(ref)).toBe(RUN_ID);
  });

  it('when the start never answers, then the request goes out without a run after SESSION_RUN_ID_WAIT_MS', async () => {
    vi.useFakeTimers();
    const named = runIdSoon({ current: null, known: new Promise<string | null>(() => undefined) });
    let settled: string | null | undefined;
    void Promise.resolve(named).then((id) => (settled = id));
    await vi.advanceTimersByTimeAsync(SESSION_RUN_ID_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('when the start failed, then the request goes out at once without a run', async () => {
    await expect(runIdSoon({ current: null, known: Promise.resolve(null) })).resolves.toBeNull();
  });
});
