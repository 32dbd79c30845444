import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeThumbnailCacheEntry, readThumbnailCache } from '../../lib/media/thumbnails';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { SEED_STARS } from '@shared/stars';
import { makeStore, type RootState } from '../../testing/store';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { CARD_IMAGE_SIZES } from './cardImageSizes';
import { DashboardPage } from './DashboardPage';
import { prefetchStarThumbnails, takePrefetchedStarThumbnails } from './thumbnailsPrefetch';

afterEach(() => {
  void takePrefetchedStarThumbnails();
  vi.unstubAllGlobals();
});

const SIGNED_OUT: Partial<RootState> = { auth: { status: 'signedOut', user: null } };
const imageUrl = (starId: string) => `http://127.0.0.1:9010/media/img/${starId}-640x1138.png`;

/** The one thumbnails answer: an image for every star. */
const thumbnailsForAll: StubRoute = () => ({
  body: { thumbnails: Object.fromEntries(SEED_STARS.map((star) => [star.id, imageUrl(star.id)])) },
});

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderDashboard(
  thumbnails: StubRoute,
  plan: 'signedOut' | 'free' | 'premium' = 'signedOut',
  auth?: Partial<RootState>,
  catalogue?: StubRoute,
) {
  const api = stubApi({
    [`GET ${API_PATHS.starThumbnails}`]: thumbnails,
    ...(catalogue ? { [`GET ${API_PATHS.starCatalogue}`]: catalogue } : {}),
  });
  const store = makeStore(auth ?? (plan === 'signedOut' ? SIGNED_OUT : signedInState()));
  if (plan !== 'signedOut') await seedUserDoc(store, { premium: plan === 'premium' });
  const view = renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, initialEntries: ['/dashboard'] },
  );
  return { ...view, api };
}

describe('DashboardPage', () => {
  it('when the server’s star list differs from the built one, then its stars replace them, in its order, and its new star gets its card image', async () => {
    const [first, second] = SEED_STARS;
    if (!first || !second) throw new Error('the seeded list has two stars');
    const added = { id: 'new-star', name: 'New Star', subreddits: ['newstarlib'], persona: 'calm' };
    const answer = { ok: true, version: 9, stars: [second, added, { ...first, premium: true }] };
    // The first card-image answer predates the new star; the one for the list's version names it.
    const thumbnails: StubRoute = (call) => ({
      body: {
        thumbnails: {
          [second.id]: imageUrl(second.id),
          ...(call.search.get('catalogue') === '9' ? { 'new-star': imageUrl('new-star') } : {}),
        },
      },
    });
    const { api } = await renderDashboard(thumbnails, 'signedOut', undefined, () => ({ body: answer }));
    const free = within(screen.getByRole('region', { name: 'Free' }));
    await waitFor(() =>
      expect(free.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
        `/config/${second.id}`,
        '/config/new-star',
      ]),
    );
    expect(free.getByRole('link', { name: /New Star/ })).toBeInTheDocument();
    const premium = within(screen.getByRole('region', { name: 'Premium' })).getAllByRole('link');
    expect(premium).toHaveLength(1);
    expect(premium[0]).toHaveTextContent(first.name);
    await waitFor(() =>
      expect(free.getByRole('link', { name: /New Star/ }).querySelector('img')).toHaveAttribute(
        'src',
        imageUrl('new-star'),
      ),
    );
    // Asked twice: once for everyone's cached answer, once for this list's version; never once per card.
    expect(
      api.calls.filter((call) => call.path === API_PATHS.starThumbnails).map((c) => c.search.get('catalogue')),
    ).toEqual([null, '9']);
  });

  it('when shown, then it lists 4 free and 21 premium cards, premium ones badged and captioned', async () => {
    await renderDashboard({ status: 500, body: {} });
    expect(screen.getByRole('heading', { name: 'Choose Your Star' })).toBeInTheDocument();
    const free = within(screen.getByRole('region', { name: 'Free' })).getAllByRole('link');
    const premium = within(screen.getByRole('region', { name: 'Premium' })).getAllByRole('link');
    expect(free).toHaveLength(4);
    expect(premium).toHaveLength(21);
    for (const card of premium) {
      expect(card).toHaveTextContent('Premium');
      expect(card).toHaveTextContent('Persona ready');
    }
    expect(free[0]).not.toHaveTextContent('Persona ready');
    expect(free[0]).toHaveAttribute('href', '/config/aria-vale');
  });

  it('when a card is clicked, then it opens /config/{id} with fromDashboard', async () => {
    const { user } = await renderDashboard({ status: 500, body: {} });
    await user.click(screen.getByRole('link', { name: /Sable Quinn/ }));
    expect(screen.getByText('at /config/sable-quinn {"fromDashboard":true}')).toBeInTheDocument();
  });

  it('when the lookup is in flight, then cards say Loading..., and then all show their image from one request, cached', async () => {
    const { api } = await renderDashboard(thumbnailsForAll);
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', imageUrl('aria-vale')));
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toHaveLength(0));
    expect(screen.getByRole('link', { name: /Yara Ellison/ }).querySelector('img')).toHaveAttribute(
      'src',
      imageUrl('yara-ellison'),
    );
    const cached = JSON.parse(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale')) ?? 'null') as {
      url: string;
      ts: number;
    };
    expect(cached.url).toBe(imageUrl('aria-vale'));
    expect(api.calls.filter((c) => c.path === API_PATHS.starThumbnails)).toHaveLength(1);
    expect(api.calls.some((c) => c.path === API_PATHS.listing)).toBe(false);
  });

  it("when the answer lists an image's renditions, then its card offers them as a srcset with the card's sizes, and caches them", async () => {
    const renditions = [320, 640].map((width) => ({ url: imageUrl(`aria-vale-${width}`), width }));
    await renderDashboard(() => ({
      body: {
        thumbnails: Object.fromEntries(SEED_STARS.map((star) => [star.id, imageUrl(star.id)])),
        renditions: { 'aria-vale': renditions },
      },
    }));
    const img = () => screen.getByRole('link', { name: /Aria Vale/ }).querySelector('img');
    await waitFor(() => expect(img()).toHaveAttribute('src', imageUrl('aria-vale')));
    expect(img()).toHaveAttribute('srcset', `${imageUrl('aria-vale-320')} 320w, ${imageUrl('aria-vale-640')} 640w`);
    expect(img()).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(img()).toHaveAttribute('fetchpriority', 'high');
    // A star without renditions shows its fallback image alone.
    const other = screen.getByRole('link', { name: /Sable Quinn/ }).querySelector('img');
    expect(other).not.toHaveAttribute('srcset');
    expect(other).not.toHaveAttribute('sizes');
    await waitFor(() =>
      expect(readThumbnailCache(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale')), Date.now())).toEqual({
        url: imageUrl('aria-vale'),
        renditions,
      }),
    );
  });

  it('when main.ts prefetched the thumbnails while the app loaded, then the cards use that answer and ask nothing more', async () => {
    const early = stubApi({ [`GET ${API_PATHS.starThumbnails}`]: thumbnailsForAll });
    prefetchStarThumbnails();
    const { api } = await renderDashboard({ status: 500, body: {} });
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', imageUrl('aria-vale')));
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toHaveLength(0));
    expect(early.calls.filter((c) => c.path === API_PATHS.starThumbnails)).toHaveLength(1);
    expect(api.calls.some((c) => c.path === API_PATHS.starThumbnails)).toBe(false);
  });

  it('when every card has a fresh cache entry, then they show without asking the server', async () => {
    for (const star of SEED_STARS)
      localStorage.setItem(
        STORAGE_KEYS.thumbnail(star.id),
        makeThumbnailCacheEntry(imageUrl(`cached-${star.id}`), Date.now()),
      );
    const { api } = await renderDashboard(thumbnailsForAll);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    expect(card.querySelector('img')).toHaveAttribute('src', imageUrl('cached-aria-vale'));
    expect(screen.queryAllByText('Loading...')).toHaveLength(0);
    expect(api.calls.some((c) => c.path === API_PATHS.starThumbnails)).toBe(false);
  });

  it('when one cache entry is older than 4 hours, then the thumbnails are asked for again and that card refreshed', async () => {
    for (const star of SEED_STARS)
      localStorage.setItem(
        STORAGE_KEYS.thumbnail(star.id),
        makeThumbnailCacheEntry(imageUrl(`cached-${star.id}`), Date.now()),
      );
    const fiveHoursAgo = Date.now() - 5 * 60 * 60 * 1000;
    localStorage.setItem(
      STORAGE_KEYS.thumbnail('aria-vale'),
      makeThumbnailCacheEntry('http://127.0.0.1:9010/media/img/old.png', fiveHoursAgo),
    );
    const { api } = await renderDashboard(thumbnailsForAll);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', imageUrl('aria-vale')));
    expect(api.calls.filter((c) => c.path === API_PATHS.starThumbnails)).toHaveLength(1);
  });

  it('when the image fails to load, then the cache entry is dropped and no image is shown', async () => {
    localStorage.setItem(
      STORAGE_KEYS.thumbnail('aria-vale'),
      makeThumbnailCacheEntry('http://127.0.0.1:9010/media/img/gone.png', Date.now()),
    );
    await renderDashboard(thumbnailsForAll);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    const img = card.querySelector('img');
    if (!img) throw new Error('expected the cached image');
    fireEvent.error(img);
    expect(card.querySelector('img')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale'))).toBeNull();
  });

  it('when the thumbnails request fails, then cards quietly end without an image and without an error', async () => {
    await renderDashboard({ status: 502, body: { ok: false, error: 'upstream' } });
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toHaveLength(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Aria Vale/ }).querySelector('img')).toBeNull();
  });

  it('when the visitor is not premium, then the leaderboard ad and the spam-folder banner show', async () => {
    await renderDashboard({ status: 500, body: {} }, 'free', signedInState({ emailVerified: false }));
    expect(await screen.findByRole('complementary', { name: /Advertisement/ })).toBeInTheDocument();
    expect(screen.getByText(/check your spam folder/)).toBeInTheDocument();
  });

  it('when the user is premium and verified, then there is no ad and no spam-folder banner', async () => {
    await renderDashboard({ status: 500, body: {} }, 'premium');
    await screen.findAllByRole('link');
    expect(screen.queryByRole('complementary', { name: /Advertisement/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/check your spam folder/)).not.toBeInTheDocument();
  });
});
