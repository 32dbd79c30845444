import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../../testing/store';
import { API_PATHS } from '@shared/api/paths';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { activateLocale } from '../../lib/i18n/i18n';
import { listFavorites, removeFavorite, type Favorite } from '../../lib/firebase/favorites';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { FavoritesPage } from './FavoritesPage';

// The Firestore client layer itself runs against the emulator in emulator-tests/e2e/favorites;
// here it is replaced so each answer (list, failure, removal) can be chosen per test.
vi.mock('../../lib/firebase/favorites', () => ({
  listFavorites: vi.fn(),
  addFavorite: vi.fn(),
  removeFavorite: vi.fn(),
}));
const list = vi.mocked(listFavorites);
const remove = vi.mocked(removeFavorite);

/** The takedown check's answer when nothing saved was removed. */
const NONE_REMOVED = { [`GET ${API_PATHS.favoritesRemoved}`]: { body: { ok: true, removed: [], fresh: [] } } };
beforeEach(() => stubApi(NONE_REMOVED));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function fav(id: string, overrides: Partial<Favorite> = {}): Favorite {
  return {
    id,
    type: 'image',
    srcUrl: `http://127.0.0.1:9010/media/img/${id}.png`,
    previewUrl: null,
    durationSec: 0,
    width: 720,
    height: 1280,
    source: 'forum',
    postUrl: `https://www.reddit.com/r/Sub/comments/${id}/`,
    createdAtMs: 1,
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderFavorites(plan: 'signedOut' | 'free' | 'premium', blocklist: unknown = null) {
  const store = makeStore(
    plan === 'signedOut'
      ? ({ auth: { status: 'signedOut', user: null } } satisfies Partial<RootState>)
      : signedInState(),
  );
  if (plan !== 'signedOut') await seedUserDoc(store, { premium: plan === 'premium', blocklist });
  return renderWithProviders(
    <Routes>
      <Route
        path="/pages/favorites"
        element={
          <>
            <input aria-label="Search" />
            <FavoritesPage />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, initialEntries: ['/pages/favorites'] },
  );
}

describe('FavoritesPage access', () => {
  it('when signed out, then it prompts to sign in', async () => {
    await renderFavorites('signedOut');
    expect(screen.getByText('Sign in to see your favourites.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(list).not.toHaveBeenCalled();
  });

  it('when the user is not premium, then it shows the Premium Feature prompt', async () => {
    await renderFavorites('free');
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');
    expect(list).not.toHaveBeenCalled();
  });
});

describe('FavoritesPage Hide', () => {
  afterEach(() => {
    // The disguise is page-wide state: a test that hid leaves with the app shown again.
    delete document.documentElement.dataset.hidden;
  });

  it('when Hide is pressed on the grid, then the neutral page replaces it at once and only Back brings it back', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    const { user } = await renderFavorites('premium');
    await screen.findByText('2 items');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByTestId('hide-screen')).toBeInTheDocument();
    expect(document.documentElement.dataset.hidden).toBe('true');
    expect(document.title).toBe('Notes');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('hide-screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByTestId('hide-screen')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.hidden).toBeUndefined();
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('when H is typed into a text field, then nothing hides; pressed elsewhere (also in the viewer), it hides', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    const { user } = await renderFavorites('premium');
    await screen.findByText('2 items');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('h');
    expect(screen.queryByTestId('hide-screen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open image 1 of 2' }));
    await user.keyboard('h');
    expect(screen.getByTestId('hide-screen')).toBeInTheDocument();
    // The viewer stays open under the neutral page, its keys asleep.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Favourite 1 of 2', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
  });

  it('when H is pressed with a modifier (a browser shortcut), then nothing hides', async () => {
    list.mockResolvedValue([fav('a')]);
    const { user } = await renderFavorites('premium');
    await screen.findByText('1 item');
    await user.keyboard('{Control>}h{/Control}');
    expect(screen.queryByTestId('hide-screen')).not.toBeInTheDocument();
  });
});

describe('FavoritesPage for premium users', () => {
  it('when loading fails, then "Failed to load favourites" shows with Retry that loads again', async () => {
    list.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([fav('a')]);
    const { user } = await renderFavorites('premium');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load favourites');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 item')).toBeInTheDocument();
  });

  it('when there are none, then the empty state links to the dashboard', async () => {
    list.mockResolvedValue([]);
    await renderFavorites('premium');
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stars' })).toHaveAttribute('href', '/dashboard');
  });

  it('when the blocklist hides a community or a media type, then those favourites are left out and counted', async () => {
    list.mockResolvedValue([
      fav('a'),
      fav('b', { postUrl: 'https://www.reddit.com/r/HiddenClub/comments/b/dusk_waves/' }),
      fav('c', { type: 'gif' }),
      fav('d', { postUrl: 'https://www.reddit.com/r/Sub/comments/d/bright_stripes_2/' }),
    ]);
    await renderFavorites('premium', {
      words: 'stripes',
      communities: 'hiddenclub',
      creators: '',
      mediaTypes: ['gif'],
    });
    expect(await screen.findByText(/^1 item/)).toHaveTextContent('1 item (3 hidden by your blocklist)');
    expect(screen.getByRole('button', { name: 'Open image 1 of 1' })).toBeInTheDocument();
  });

  it('when the blocklist hides every favourite, then the page says so and links to the profile', async () => {
    list.mockResolvedValue([fav('a', { type: 'gif' })]);
    await renderFavorites('premium', { words: '', communities: '', creators: '', mediaTypes: ['gif'] });
    expect(await screen.findByText('All your favourites are hidden by your blocklist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your blocklist' })).toHaveAttribute('href', '/profile');
  });

  it('when there are items, then the count shows and arrows step through them, wrapping both ways', async () => {
    list.mockResolvedValue([fav('a'), fav('b', { type: 'gif' }), fav('c')]);
    const { user } = await renderFavorites('premium');
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open gif 2 of 3' }));
    expect(screen.getByRole('dialog', { name: 'Favourite 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Favourite 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Favourite 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Favourite 3 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Favourite 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Favourite 3 of 3' })).toBeInTheDocument();
  });

  it('when Escape is pressed, then the viewer closes and focus returns to the tile', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    const { user } = await renderFavorites('premium');
    const tile = await screen.findByRole('button', { name: 'Open image 1 of 2' });
    await user.click(tile);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('when items come from the forum or the video host, then the badge says so and Open Source is a safe external link', async () => {
    list.mockResolvedValue([
      fav('a'),
      fav('v', { type: 'video', source: 'videohost', postUrl: 'https://www.redgifs.com/watch/v' }),
    ]);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open image 1 of 2' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Forum')).toBeInTheDocument();
    const source = within(dialog).getByRole('link', { name: 'Open Source' });
    expect(source).toHaveAttribute('href', 'https://www.reddit.com/r/Sub/comments/a/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('dialog')).getByText('Video host')).toBeInTheDocument();
  });

  it('when the source link is a javascript: URL, then no Open Source link is rendered', async () => {
    list.mockResolvedValue([fav('a', { postUrl: 'javascript:alert(1)', srcUrl: 'javascript:alert(2)' })]);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open image 1 of 1' }));
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'Open Source' })).not.toBeInTheDocument();
  });

  it('when Remove succeeds, then the item leaves the grid and the count drops', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    remove.mockResolvedValue(undefined);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open image 1 of 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('u1', 'a');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Favourite 1 of 1' })).toBeInTheDocument();
  });

  it('when Remove fails, then "Failed to remove favourite" shows and the item stays', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    remove.mockRejectedValue(new Error('denied'));
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open image 1 of 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove favourite');
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('when Play favourites is pressed, then they become the first free star session prefetch and the session opens', async () => {
    list.mockResolvedValue([fav('a'), fav('b')]);
    const { user, store } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Play favourites' }));
    await waitFor(() => expect(screen.getByText(/^at \/session\/aria-vale/)).toBeInTheDocument());
    expect(screen.getByText(/"fromDashboard":true/)).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch('aria-vale')) ?? '[]') as {
      id: string;
      source: string;
    }[];
    expect(stored.map((item) => item.id)).toEqual(['a', 'b']);
    expect(stored[0]).not.toHaveProperty('createdAtMs');
    expect(store.getState().session.config?.starId).toBe('aria-vale');
  });

  it('when an item was taken down after a report, then its favourite shows nowhere: not in the grid, the viewer or Play', async () => {
    stubApi({ [`GET ${API_PATHS.favoritesRemoved}`]: { body: { ok: true, removed: ['b'], fresh: [] } } });
    list.mockResolvedValue([fav('a'), fav('b'), fav('c')]);
    const { user } = await renderFavorites('premium');
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(document.querySelector(`img[src="${fav('b').srcUrl}"]`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 2' }));
    expect(screen.getByRole('dialog', { name: 'Favourite 2 of 2' })).toBeInTheDocument();
    expect(document.querySelector(`img[src="${fav('b').srcUrl}"]`)).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Play favourites' }));
    await waitFor(() => expect(screen.getByText(/^at \/session\//)).toBeInTheDocument());
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch('aria-vale')) ?? '[]') as {
      id: string;
    }[];
    expect(stored.map((item) => item.id)).toEqual(['a', 'c']);
  });

  it("when a favourite's saved links have ended, then the grid, the viewer and Play take the server's new ones", async () => {
    const renewed = (id: string) => `http://127.0.0.1:9199/v0/b/demo/o/renditions%2F${id}%2Fpanel.webp?alt=media&t=new`;
    stubApi({
      [`GET ${API_PATHS.favoritesRemoved}`]: {
        body: { ok: true, removed: [], fresh: [{ id: 'b', srcUrl: renewed('b'), previewUrl: renewed('b-card') }] },
      },
    });
    list.mockResolvedValue([fav('a'), fav('b', { srcUrl: renewed('b').replace('t=new', 't=old') })]);
    const { user } = await renderFavorites('premium');
    await screen.findByText('2 items');
    const sources = (selector: string) =>
      [...document.querySelectorAll(selector)].map((img) => img.getAttribute('src'));
    expect(sources('img')).toEqual([fav('a').srcUrl, renewed('b-card')]);
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 2' }));
    expect(sources('.fav-viewer__media')).toEqual([renewed('b')]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Play favourites' }));
    await waitFor(() => expect(screen.getByText(/^at \/session\//)).toBeInTheDocument());
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch('aria-vale')) ?? '[]') as {
      srcUrl: string;
    }[];
    expect(stored.map((item) => item.srcUrl)).toEqual([fav('a').srcUrl, renewed('b')]);
  });

  it('when the takedown check fails, then no favourite shows and Retry asks again', async () => {
    let answers = 0;
    stubApi({
      [`GET ${API_PATHS.favoritesRemoved}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { ok: false, error: 'Try again' } }
          : { body: { ok: true, removed: [], fresh: [] } };
      },
    });
    list.mockResolvedValue([fav('a')]);
    const { user } = await renderFavorites('premium');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load favourites');
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 item')).toBeInTheDocument();
  });

  it('when a favourite was reported on this device before, then its tile shows no media, the viewer keeps it hidden and Play leaves it out', async () => {
    localStorage.setItem(STORAGE_KEYS.reportedItems, JSON.stringify(['b']));
    list.mockResolvedValue([fav('a'), fav('b')]);
    const { user } = await renderFavorites('premium');
    await screen.findByText('2 items');
    expect(screen.getByRole('button', { name: 'Open image 2 of 2' })).toHaveTextContent('Reported');
    expect(document.querySelector(`img[src="${fav('b').srcUrl}"]`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 2' }));
    expect(screen.getByText(/You reported this item, so it is hidden/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Play favourites' }));
    await waitFor(() => expect(screen.getByText(/^at \/session\//)).toBeInTheDocument());
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch('aria-vale')) ?? '[]') as {
      id: string;
    }[];
    expect(stored.map((item) => item.id)).toEqual(['a']);
    localStorage.removeItem(STORAGE_KEYS.reportedItems);
  });

  it('when a video-host favourite (videohost:<id>) is opened, then a fresh URL is resolved and played; an old stream URL plays as its id', async () => {
    stubApi({
      ...NONE_REMOVED,
      'GET /api/redgifs/resolve': ({ search }) => ({
        body: { url: `/api/redgifs/stream/${search.get('u') ?? ''}?q=hd&fresh=1`, duration: 4 },
      }),
    });
    list.mockResolvedValue([
      fav('v', {
        type: 'video',
        source: 'videohost',
        srcUrl: 'videohost:calmblueheron',
        previewUrl: 'http://127.0.0.1:9010/media/img/p.png',
      }),
      fav('w', { type: 'video', source: 'videohost', srcUrl: `${location.origin}/api/redgifs/stream/oldbluefox?q=hd` }),
    ]);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open video 1 of 2' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelector('video')).toHaveAttribute(
        'src',
        '/api/redgifs/stream/calmblueheron?q=hd&fresh=1',
      ),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelector('video')).toHaveAttribute(
        'src',
        '/api/redgifs/stream/oldbluefox?q=hd&fresh=1',
      ),
    );
  });

  it('when a video-host favourite can no longer be resolved, then the viewer says so', async () => {
    stubApi({ ...NONE_REMOVED, 'GET /api/redgifs/resolve': { status: 404, body: { ok: false, error: 'Not found' } } });
    list.mockResolvedValue([fav('v', { type: 'video', source: 'videohost', srcUrl: 'videohost:calmblueheron' })]);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Open video 1 of 1' }));
    expect(await screen.findByText('This video is no longer available.')).toBeInTheDocument();
  });

  it('when Play favourites has video-host items, then they go to the session as videohost:<id> for it to resolve', async () => {
    list.mockResolvedValue([
      fav('v', { type: 'video', source: 'videohost', srcUrl: `${location.origin}/api/redgifs/stream/oldbluefox?q=hd` }),
    ]);
    const { user } = await renderFavorites('premium');
    await user.click(await screen.findByRole('button', { name: 'Play favourites' }));
    await waitFor(() => expect(screen.getByText(/^at \/session\/aria-vale/)).toBeInTheDocument());
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch('aria-vale')) ?? '[]') as {
      srcUrl: string;
    }[];
    expect(stored[0]?.srcUrl).toBe('videohost:oldbluefox');
  });
});

describe('FavoritesPage in other languages', () => {
  it('when a free user reads French, then the Premium prompt is French', async () => {
    await act(() => activateLocale('fr'));
    await renderFavorites('free');
    expect(screen.getByRole('heading', { name: 'Favoris' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fonction Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute('href', '/premium');
  });

  it('when a premium user reads French, then the count, the tiles and the viewer are French', async () => {
    await act(() => activateLocale('fr'));
    list.mockResolvedValue([fav('a'), fav('b', { type: 'video', source: 'videohost' })]);
    const { user } = await renderFavorites('premium');
    expect(await screen.findByText('2 éléments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lire les favoris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la vidéo 2 sur 2' })).toHaveTextContent('Vidéo');
    await user.click(screen.getByRole('button', { name: 'Ouvrir l’image 1 sur 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Favori 1 sur 2' });
    expect(within(dialog).getByText('Forum')).toBeInTheDocument();
    for (const name of ['Précédent', 'Suivant', 'Signaler', 'Retirer', 'Masquer', 'Fermer']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Voir la source' })).toBeInTheDocument();
  });
});
