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
});
