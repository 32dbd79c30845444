import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n/i18n';
import { renderWithProviders } from '../testing/renderWithProviders';
import { stubFetch } from '../testing/stubFetch';
import { ReportDialog, type ReportableItem } from './ReportDialog';

const item: ReportableItem = {
  id: 'abc123_1',
  srcUrl: 'http://127.0.0.1:9010/media/img/abc-400x600.png',
  source: 'forum',
  postUrl: 'http://127.0.0.1:9010/r/AriaValeGallery/comments/abc123/t/',
  reportSig: 'Ab-_0123456789abcdefgh',
};

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onReported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ReportDialog item={item} origin="session" onReported={onReported} onClose={onClose} />);
  return { onReported, onClose };
}

describe('ReportDialog', () => {
  it('when no reason is chosen, then nothing is sent and it asks for one', async () => {
    const fetchMock = stubFetch({});
    const { onReported } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onReported).not.toHaveBeenCalled();
  });

  it('when a reason and details are sent, then the item goes to the queue as shown and the caller hides it', async () => {
    let sent: unknown = null;
    stubFetch({
      'POST /api/reports': async (request) => {
        sent = await request.json();
        return Response.json({ ok: true }, { status: 201 });
      },
    });
    const { onReported } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'I am in it and want it removed' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'That is me.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalledWith(item));
    expect(sent).toEqual({
      origin: 'session',
      url: item.srcUrl,
      source: 'forum',
      sourceId: 'abc123_1',
      postUrl: item.postUrl,
      // The listing's signature goes back, so a Remove may take the whole post.
      itemSig: item.reportSig,
      reason: 'depictsMe',
      text: 'That is me.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('hidden for you now');
  });

  it('when the server refuses (rate limit), then its message shows and the item is not hidden', async () => {
    stubFetch({
      'POST /api/reports': () =>
        Response.json({ ok: false, error: 'Too many attempts. Try again in 60s.' }, { status: 429 }),
    });
    const { onReported } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Illegal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60s.');
    expect(onReported).not.toHaveBeenCalled();
  });

  it('when Escape is pressed, then it closes', async () => {
    stubFetch({});
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('when the visitor reads French, then the dialog, its reasons and its answers are in French', async () => {
    await act(() => activateLocale('fr'));
    const fetchMock = stubFetch({ 'POST /api/reports': () => Response.json({ ok: true }, { status: 201 }) });
    const { onReported } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Signaler ce contenu' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pourquoi le signalez-vous\u202f?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez un motif.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Semble mineur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(onReported).toHaveBeenCalledWith(item));
    expect(await screen.findByRole('status')).toHaveTextContent('Ce contenu est désormais masqué pour vous');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
