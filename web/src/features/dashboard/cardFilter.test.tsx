import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { toStoredBlocklist, type PersonalBlocklist } from '@shared/media/personalBlocklist';
import { SEED_STARS } from '@shared/stars';
import { makeThumbnailCacheEntry } from '../../lib/media/thumbnails';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { makeStore, type RootState } from '../../testing/store';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { DashboardPage } from './DashboardPage';
import { takePrefetchedStarThumbnails } from './thumbnailsPrefetch';

// The dashboard's card images held to the person's blocklist (docs/product-rules.md#blocklist): the answer
// carries each image's post labels, the browser hides a matching card's image.

afterEach(() => {
  void takePrefetchedStarThumbnails();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SIGNED_OUT: Partial<RootState> = { auth: { status: 'signedOut', user: null } };
const imageUrl = (starId: string) => `http://127.0.0.1:9010/media/img/${starId}-640x1138.png`;
const BLOCKED_STAR = 'aria-vale';
const NONE: PersonalBlocklist = { words: [], communities: [], creators: [], mediaTypes: [] };

/** Every star has an image; the blocked star's post is in r/NeonRoom, titled "Sunset glow", flair "Soft". */
const answer = {
  thumbnails: Object.fromEntries(SEED_STARS.map((star) => [star.id, imageUrl(star.id)])),
  labels: Object.fromEntries(
    SEED_STARS.map((star) =>
      star.id === BLOCKED_STAR
        ? [star.id, { title: 'Sunset glow', flair: 'Soft', community: 'NeonRoom', creator: 'painter' }]
        : [star.id, { title: `Portrait of ${star.name}`, community: 'Calm' }],
    ),
  ),
};

function onDevice(blocklist: PersonalBlocklist, flag: boolean) {
  localStorage.setItem(STORAGE_KEYS.blocklist, JSON.stringify(blocklist));
  if (flag) localStorage.setItem(STORAGE_KEYS.blocklistActive, '1');
}

function cacheEveryCard() {
  for (const star of SEED_STARS)
    localStorage.setItem(STORAGE_KEYS.thumbnail(star.id), makeThumbnailCacheEntry(imageUrl(star.id), Date.now()));
}

async function renderDashboard(signedIn?: PersonalBlocklist) {
  const api = stubApi({ [`GET ${API_PATHS.starThumbnails}`]: () => ({ body: answer }) });
  const store = makeStore(signedIn ? signedInState() : SIGNED_OUT);
  if (signedIn) await seedUserDoc(store, { blocklist: toStoredBlocklist(signedIn) });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
    </Routes>,
    { store, initialEntries: ['/dashboard'] },
  );
  return api;
}

const cardImage = (name: RegExp) => screen.getByRole('link', { name }).querySelector('img');
const everyImageShown = () =>
  waitFor(() => expect(screen.getByRole('link', { name: /Nova Sterling/ }).querySelector('img')).not.toBeNull());

describe('the card images and the blocklist', () => {
  it.each<[string, PersonalBlocklist]>([
    ['its community', { ...NONE, communities: ['neonroom'] }],
    ['a word of its title', { ...NONE, words: ['sunset'] }],
    ['its flair', { ...NONE, words: ['soft'] }],
    ['its creator', { ...NONE, creators: ['painter'] }],
  ])('when this device hides %s, then that card shows its monogram and the others their images', async (_l, list) => {
    onDevice(list, true);
    cacheEveryCard();
    await renderDashboard();
    await everyImageShown();
    expect(cardImage(/Aria Vale/)).toBeNull();
    expect(screen.getByRole('link', { name: /Aria Vale/ })).toHaveTextContent('AV');
    expect(document.querySelectorAll(`img[src="${imageUrl(BLOCKED_STAR)}"]`)).toHaveLength(0);
  });

  it('when this device hides images, then no card shows one', async () => {
    onDevice({ ...NONE, mediaTypes: ['image'] }, true);
    await renderDashboard();
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toHaveLength(0));
    expect(document.querySelectorAll('.star-grid img')).toHaveLength(0);
  });

  it('when the flag is set, then the cached images wait for the blocklist: the hidden one is never in the page', async () => {
    onDevice({ ...NONE, communities: ['neonroom'] }, true);
    cacheEveryCard();
    const seen: string[] = [];
    const observer = new MutationObserver(() =>
      document.querySelectorAll('img').forEach((img) => seen.push(img.getAttribute('src') ?? '')),
    );
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await renderDashboard();
    expect(document.querySelectorAll('.star-grid img')).toHaveLength(0);
    await everyImageShown();
    observer.disconnect();
    expect(seen).not.toContain(imageUrl(BLOCKED_STAR));
  });

  it('when a signed-in person hides the community on their account, then that card shows no image and the flag is set for the next first view', async () => {
    await renderDashboard({ ...NONE, communities: ['r/NeonRoom'] });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBe('1'));
    await everyImageShown();
    await waitFor(() => expect(cardImage(/Aria Vale/)).toBeNull());
  });

  it('when the flag is left from a list now empty, then every card shows its image and the flag is cleared', async () => {
    onDevice(NONE, true);
    await renderDashboard();
    await waitFor(() => expect(cardImage(/Aria Vale/)).toHaveAttribute('src', imageUrl(BLOCKED_STAR)));
    expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBeNull();
  });

  it('when nothing is hidden on this device, then no blocklist is consulted and cached images show at once', async () => {
    cacheEveryCard();
    const api = await renderDashboard();
    expect(cardImage(/Aria Vale/)).toHaveAttribute('src', imageUrl(BLOCKED_STAR));
    // The star list is asked for (it is not about the blocklist); nothing else is.
    expect(api.calls.filter((call) => call.path !== API_PATHS.starCatalogue)).toHaveLength(0);
  });
});
