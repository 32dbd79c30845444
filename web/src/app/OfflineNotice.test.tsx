import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n/i18n';
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

  it('when the visitor reads German and the site cannot be reached, then the notice says so in German', async () => {
    await act(() => activateLocale('de'));
    renderWithProviders(<OfflineNotice />);
    act(() => void dispatchEvent(new Event('offline')));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Du bist offline');
    expect(notice).toHaveTextContent('StarSession braucht eine Internetverbindung.');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    act(() => void dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
