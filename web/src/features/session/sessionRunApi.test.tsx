import { waitFor } from '@testing-library/react';
import { API_PATHS } from '@shared/api/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import { useSessionRun } from './sessionRunApi';

function Run({ ended }: { ended: boolean }) {
  useSessionRun(ended);
  return null;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([r]) => r instanceof Request && new URL(r.url).pathname === path).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSessionRun', () => {
  it('when a session opens, then the server is told once; when it ends, then the finish goes out once', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: () => Response.json({ ok: true }),
      [`POST ${API_PATHS.sessionRunFinish}`]: () => Response.json({ ok: true, qualified: false }),
    });
    const { rerender } = renderWithProviders(<Run ended={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1));
    expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(0);
    rerender(<Run ended />);
    await waitFor(() => expect(calls(fetchMock, API_PATHS.sessionRunFinish)).toBe(1));
    expect(calls(fetchMock, API_PATHS.sessionRunStart)).toBe(1);
  });

  it('when the tab closes mid-session, then the finish goes out once with keepalive, and not again at the end', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.sessionRunStart}`]: () => Response.json({ ok: true }),
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
      [`POST ${API_PATHS.sessionRunStart}`]: () => Response.json({ ok: true }),
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
