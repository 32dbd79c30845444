import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { OfflineNotice } from './OfflineNotice';

afterEach(() => vi.unstubAllGlobals());

describe('the offline notice', () => {
  it("when the site answers, then nothing shows; when the browser goes offline, the offline page's words do, until the site answers again", async () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void dispatchEvent(new Event('offline')));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('StarSession needs an internet connection.');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    act(() => void dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
