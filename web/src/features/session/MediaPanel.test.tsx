import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@shared/media/types';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { PanelView } from '../../lib/sessionEngine/sessionState';
import { MediaPanel, type MediaPanelProps } from './MediaPanel';

function image(id: string): MediaItem {
  return {
    id,
    type: 'image',
    srcUrl: `http://127.0.0.1:9010/media/img/${id}-400x600.png`,
    durationSec: 0,
    previewUrl: null,
    width: 400,
    height: 600,
    source: 'forum',
    postUrl: null,
  };
}

function view(overrides: Partial<PanelView<MediaItem>> = {}): PanelView<MediaItem> {
  return {
    current: image('a'),
    slotNumber: 1,
    next: image('b'),
    isAd: false,
    loaded: true,
    held: null,
    shownAtMs: 0,
    startedAtMs: 0,
    endsAtMs: 3000,
    loops: false,
    muted: true,
    stalled: false,
    ...overrides,
  };
}

function renderPanel(overrides: Partial<MediaPanelProps> = {}, signedOut = false) {
  const props: MediaPanelProps = {
    index: 1,
    view: view(),
    sourceOf: (item) => ({ url: item.srcUrl }),
    favourites: null,
    onSkip: vi.fn(),
    onReport: vi.fn(),
    onHideLike: null,
    onToggleMute: vi.fn(),
    onLoaded: vi.fn(),
    onFailed: vi.fn(),
    onAdEnded: vi.fn(),
    onAutoplayBlocked: vi.fn(),
    onFocusPanel: vi.fn(),
    ...overrides,
  };
  const preloadedState = signedOut ? { auth: { status: 'signedOut' as const, user: null } } : {};
  return { props, ...renderWithProviders(<MediaPanel {...props} />, { preloadedState }) };
}

describe('MediaPanel', () => {
  it('when Report is pressed, then the panel asks to report the item on screen', () => {
    const { props } = renderPanel();
    screen.getByRole('button', { name: 'Report' }).click();
    expect(props.onReport).toHaveBeenCalledWith(1, expect.objectContaining({ id: 'a' }));
  });

  it('when an item shows with a next one queued, then there are exactly two images: the shown one and a hidden preload', () => {
    const { container } = renderPanel();
    const region = screen.getByRole('region', { name: 'Panel 2' });
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', image('a').srcUrl);
    expect(images[1]).toHaveAttribute('aria-hidden', 'true');
    expect(region).toContainElement(images[0] as HTMLElement);
  });

  it('when a video waits as the next item, then it loads only its start; shown, it loads as it plays', () => {
    const video = (id: string): MediaItem => ({
      ...image(id),
      type: 'video',
      srcUrl: `http://127.0.0.1:9010/v/${id}.mp4`,
    });
    const { container } = renderPanel({ view: view({ current: video('a'), next: video('b') }) });
    const [shown, next] = [...container.querySelectorAll('video')];
    expect(shown).toHaveAttribute('preload', 'auto');
    expect(next).toHaveAttribute('aria-hidden', 'true');
    expect(next).toHaveAttribute('preload', 'metadata');
  });

  it('when Skip and Unmute are pressed, then the panel reports its own index', async () => {
    const { props, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(props.onSkip).toHaveBeenCalledWith(1);
    expect(props.onToggleMute).toHaveBeenCalledWith(1);
  });

  it('when the user is not premium, then there is no favourite star; when premium, then there is', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Favourite' })).not.toBeInTheDocument();
    renderPanel({ favourites: { stateOf: () => 'idle', save: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the item is saved or saving failed, then the star says so', () => {
    renderPanel({ favourites: { stateOf: () => 'saved', save: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
    renderPanel({ favourites: { stateOf: () => 'error', save: vi.fn() } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
  });

  it('when the star is pressed, then the shown item is saved', async () => {
    const save = vi.fn();
    const { user } = renderPanel({ favourites: { stateOf: () => 'idle', save } });
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('when a video-host item cannot be resolved, then it is reported failed and nothing is rendered for it', () => {
    const video: MediaItem = { ...image('v'), type: 'video', srcUrl: 'videohost:calmblueheron', source: 'videohost' };
    const { props, container } = renderPanel({
      view: view({ current: video, next: null, loaded: false }),
      sourceOf: () => 'failed',
    });
    expect(props.onFailed).toHaveBeenCalledWith(1, 'v');
    expect(container.querySelectorAll('video, img')).toHaveLength(0);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('when the slot is an ad for a free user (no VAST tag, not on the emulators), then the in-panel ad shows, counts as shown, and Skip is disabled', async () => {
    const ad = { id: 'ad-10', type: 'image' as const, srcUrl: '' as const, source: 'ad' as const };
    const { props } = renderPanel({ view: view({ current: ad, isAd: true, next: null }) }, true);
    expect(await screen.findByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    // The house ad counts as shown from its own effect, which may run after the slot first appears.
    await waitFor(() => expect(props.onLoaded).toHaveBeenCalledWith(1, 'ad-10'));
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
  });

  it('when the current item is not ready yet, then the previous media stays shown (no "Loading…") and the new one loads hidden', () => {
    const { container } = renderPanel({
      view: view({ current: image('b'), next: image('c'), loaded: false, held: image('a') }),
    });
    const shown = container.querySelectorAll('img:not([aria-hidden="true"])');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute('src', image('a').srcUrl);
    expect(container.querySelector(`img[src="${image('b').srcUrl}"]`)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('when Report is pressed while the next item loads behind the held one, then the report names the held item on screen', async () => {
    const { props, user, rerender } = renderPanel({
      view: view({ current: image('b'), next: image('c'), loaded: false, held: image('a') }),
    });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(props.onReport).toHaveBeenLastCalledWith(1, expect.objectContaining({ id: 'a' }));
    rerender(
      <MediaPanel {...props} view={view({ current: image('b'), next: image('c'), loaded: true, held: null })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(props.onReport).toHaveBeenLastCalledWith(1, expect.objectContaining({ id: 'b' }));
  });

  it('when a held swap finishes, then the new media shows and the old one is gone', () => {
    const { container, rerender, props } = renderPanel({
      view: view({ current: image('b'), next: image('c'), loaded: false, held: image('a') }),
    });
    rerender(
      <MediaPanel {...props} view={view({ current: image('b'), next: image('c'), loaded: true, held: null })} />,
    );
    const shown = container.querySelectorAll('img:not([aria-hidden="true"])');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute('src', image('b').srcUrl);
    expect(container.querySelector(`img[src="${image('a').srcUrl}"]`)).toBeNull();
  });

  it('when a video-host item is favourited, then it is saved with its videohost:<id> source, not a stream URL', async () => {
    const save = vi.fn();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    const video: MediaItem = { ...image('v'), type: 'video', srcUrl: 'videohost:calmblueheron', source: 'videohost' };
    const { user } = renderPanel({
      view: view({ current: video, next: null }),
      sourceOf: () => ({ url: '/api/redgifs/stream/calmblueheron?q=hd' }),
      favourites: { stateOf: () => 'idle', save },
    });
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ srcUrl: 'videohost:calmblueheron' }));
  });

  it('when the menu offers hiding items like this, then one choice hides by community and Esc closes it', async () => {
    const user = userEvent.setup();
    const onHideLike = vi.fn();
    const labelled = { ...image('a'), labels: { community: 'PaletteClub', flair: 'Bright', title: 'Dusk waves' } };
    renderPanel({ onHideLike, view: view({ current: labelled }) });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('menuitem', { name: 'Hide “bright”' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Hide r/paletteclub' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Hide r/paletteclub' }));
    expect(onHideLike).toHaveBeenCalledWith({ list: 'communities', value: 'paletteclub' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('when the panel moves on while the menu is open, then the menu still offers what was on screen when opened', async () => {
    const user = userEvent.setup();
    const onHideLike = vi.fn();
    const first = { ...image('a'), labels: { community: 'FirstClub' } };
    const second = { ...image('b'), labels: { community: 'SecondClub' } };
    const { props, rerender } = renderPanel({ onHideLike, view: view({ current: first }) });
    await user.click(screen.getByRole('button', { name: 'More' }));
    rerender(<MediaPanel {...props} view={view({ current: second, next: null })} />);
    await user.click(screen.getByRole('menuitem', { name: 'Hide r/firstclub' }));
    expect(onHideLike).toHaveBeenCalledWith({ list: 'communities', value: 'firstclub' });
  });

  it('when the blocklist is not known yet or the item says nothing about itself, then there is no menu', () => {
    renderPanel({ onHideLike: vi.fn() });
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});

describe('MediaPanel in other languages', () => {
  it('when the page is in German, then the controls and the menu speak German, a word in German quotation marks', async () => {
    await act(() => activateLocale('de'));
    const user = userEvent.setup();
    const labelled = { ...image('a'), labels: { community: 'PaletteClub', flair: 'Bright' } };
    renderPanel({ onHideLike: vi.fn(), view: view({ current: labelled }) });
    expect(screen.getByRole('region', { name: 'Panel 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Überspringen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ton einschalten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Melden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(screen.getByRole('menu', { name: 'Ähnliche Inhalte ausblenden' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '„bright“ ausblenden' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'r/paletteclub ausblenden' })).toBeInTheDocument();
  });

  it('when the page is in French and a save fails, then the favourite star says so in French', async () => {
    await act(() => activateLocale('fr'));
    renderPanel({ favourites: { stateOf: () => 'error', save: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de l’enregistrement');
  });
});
