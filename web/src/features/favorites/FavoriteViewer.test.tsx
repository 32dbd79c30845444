import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '../../lib/firebase/favorites';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import { FavoriteViewer } from './FavoriteViewer';

afterEach(() => vi.unstubAllGlobals());

const saved: Favorite = {
  id: 'abc123',
  type: 'image',
  srcUrl: 'http://127.0.0.1:9010/media/img/abc123-400x600.png',
  previewUrl: null,
  durationSec: 0,
  width: 400,
  height: 600,
  source: 'forum',
  postUrl: 'http://127.0.0.1:9010/r/IvyCastellClub/comments/abc123/t/',
  createdAtMs: 1,
};

describe('FavoriteViewer report', () => {
  it('when a favourite is reported, then it goes to the queue as a favourites report, its media is hidden, and arrows stay put while the form is open', async () => {
    let sent: unknown = null;
    stubFetch({
      'POST /api/reports': async (request) => {
        sent = await request.json();
        return Response.json({ ok: true }, { status: 201 });
      },
    });
    const onIndexChange = vi.fn();
    const onClose = vi.fn();
    const other: Favorite = { ...saved, id: 'other9', srcUrl: 'http://127.0.0.1:9010/media/img/other9.png' };
    renderWithProviders(
      <FavoriteViewer
        items={[saved, other]}
        index={0}
        onIndexChange={onIndexChange}
        onClose={onClose}
        onRemove={vi.fn()}
        removing={false}
        error={null}
        hiding={{ hidden: false, hide: vi.fn() }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Appears underage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toMatchObject({ origin: 'favorites', sourceId: 'abc123', reason: 'underage' }));
    const form = screen.getByRole('dialog', { name: 'Report this item' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(/You reported this item, so it is hidden/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeDisabled();
  });
});
