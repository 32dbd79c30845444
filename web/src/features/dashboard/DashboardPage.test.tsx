import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeThumbnailCacheEntry, thumbnailCacheKey } from '@shared/media/thumbnails';
import { makeStore, type RootState } from '../../app/store';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { DashboardPage } from './DashboardPage';

afterEach(() => vi.unstubAllGlobals());

const SIGNED_OUT: Partial<RootState> = { auth: { status: 'signedOut', user: null } };
const imageUrl = (sub: string) => `http://127.0.0.1:9010/media/img/${sub.toLowerCase()}-720x1280.png`;

/** Every community answers one page with one usable image post. */
const listingWithImages: StubRoute = (call) => {
  const sub = call.search.get('sub') ?? '';
  return { body: { items: [{ id: `${sub}1`, name: `t3_${sub}1`, score: 5, url: imageUrl(sub), domain: '127.0.0.1:9010' }], after: null } };
};

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderDashboard(listing: StubRoute, plan: 'signedOut' | 'free' | 'premium' = 'signedOut', auth?: Partial<RootState>) {
  const api = stubApi({ [`GET ${API_PATHS.listing}`]: listing });
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

  it('when the lookup is in flight, then cards say Loading..., and then show the best image and cache it', async () => {
    await renderDashboard(listingWithImages);
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', imageUrl('AriaValeGallery')));
    const cached = JSON.parse(localStorage.getItem(thumbnailCacheKey('aria-vale')) ?? 'null') as { url: string; ts: number };
    expect(cached.url).toBe(imageUrl('AriaValeGallery'));
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toHaveLength(0));
  });

  it('when a fresh cache entry exists, then it is shown without asking the listing', async () => {
    localStorage.setItem(thumbnailCacheKey('aria-vale'), makeThumbnailCacheEntry('http://127.0.0.1:9010/media/img/cached.png', Date.now()));
    const { api } = await renderDashboard(listingWithImages);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:9010/media/img/cached.png');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.calls.some((c) => c.search.get('sub') === 'AriaValeGallery')).toBe(false);
  });

  it('when the cache entry is older than 4 hours, then a fresh lookup runs', async () => {
    const fiveHoursAgo = Date.now() - 5 * 60 * 60 * 1000;
    localStorage.setItem(thumbnailCacheKey('aria-vale'), makeThumbnailCacheEntry('http://127.0.0.1:9010/media/img/old.png', fiveHoursAgo));
    const { api } = await renderDashboard(listingWithImages);
    await waitFor(() => expect(api.calls.some((c) => c.search.get('sub') === 'AriaValeGallery')).toBe(true));
    const call = api.calls.find((c) => c.search.get('sub') === 'AriaValeGallery');
    expect(Object.fromEntries(call?.search ?? [])).toMatchObject({ type: 'top', timeframe: 'all', limit: '60' });
  });

  it('when the image fails to load, then the cache entry is dropped and no image is shown', async () => {
    localStorage.setItem(thumbnailCacheKey('aria-vale'), makeThumbnailCacheEntry('http://127.0.0.1:9010/media/img/gone.png', Date.now()));
    await renderDashboard(listingWithImages);
    const card = screen.getByRole('link', { name: /Aria Vale/ });
    const img = card.querySelector('img');
    if (!img) throw new Error('expected the cached image');
    fireEvent.error(img);
    expect(card.querySelector('img')).toBeNull();
    expect(localStorage.getItem(thumbnailCacheKey('aria-vale'))).toBeNull();
  });

  it('when the listing fails, then cards quietly end without an image and without an error', async () => {
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
