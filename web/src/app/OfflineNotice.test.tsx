import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportSiteAnswered } from '../lib/connection/siteConnection';
import { renderWithProviders } from '../testing/renderWithProviders';
import { OfflineNotice } from './OfflineNotice';

describe('the offline notice', () => {
  it("when the site answers, then nothing shows; when the browser goes offline, the offline page's words do, until the site answers again", () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void dispatchEvent(new Event('offline')));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('StarSession needs an internet connection.');
    act(reportSiteAnswered);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
