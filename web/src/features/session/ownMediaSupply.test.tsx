import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileBlocklist, EMPTY_BLOCKLIST, HIDES_NOTHING, type HidesItem } from '@shared/media/personalBlocklist';
import type { MediaItem } from '@shared/media/types';
import { findStarIn, SEED_STARS } from '@shared/stars';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import type { OwnMediaSupply } from '../../media/ownMedia/ownMediaChoice';
import { useSessionRuntime } from './useSessionRuntime';

const found = findStarIn(SEED_STARS, 'aria-vale');
if (!found) throw new Error('demo star missing');
const star = found;

function item(id: string, source: MediaItem['source']): MediaItem {
  const srcUrl = source === 'local' ? `blob:http://localhost/${id}` : `https://media.test/${id}.jpg`;
  return { id, type: 'image', srcUrl, durationSec: 0, previewUrl: null, width: 0, height: 0, source, postUrl: null };
}

// A blocklist that hides every image: own files are the person's own choice, so it must leave them alone.
const hidesImages = compileBlocklist({ ...EMPTY_BLOCKLIST, mediaTypes: ['image'] });

function Harness({ own, hides = HIDES_NOTHING }: { own: OwnMediaSupply | null | 'loading'; hides?: HidesItem }) {
  const { state } = useSessionRuntime(
    star,
    { screens: 2, lengthMin: 5, intervalSec: 3, ignoreVideoDuration: false, premium: true, startMuted: true },
    hides,
    own,
  );
  return (
    <>
      <p data-testid="pool">{state.pool.map((entry) => entry.id).join(',')}</p>
      <p data-testid="shown">{state.panels.map((panel) => panel.current?.item.id ?? '-').join(',')}</p>
    </>
  );
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('own media in the session supply', () => {
  it('when only own files play, then the panels show them and no listing is fetched', async () => {
    const api = stubApi();
    sessionStorage.setItem(STORAGE_KEYS.sessionPrefetch(star.id), JSON.stringify([item('s1', 'forum')]));
    const own: OwnMediaSupply = { mode: 'only', items: [item('own:a', 'local'), item('own:b', 'local')] };
    renderWithProviders(<Harness own={own} />, { preloadedState: signedInState() });

    expect(screen.getByTestId('pool')).toHaveTextContent('own:a,own:b');
    expect(screen.getByTestId('shown').textContent.split(',').sort()).toEqual(['own:a', 'own:b']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
    expect(screen.getByTestId('pool')).toHaveTextContent(/^own:a,own:b$/);
  });

  it("when mixed, then own files are spread through the star's prefetched items and listings still follow", async () => {
    const api = stubApi();
    const starItems = ['s1', 's2', 's3', 's4'].map((id) => item(id, 'forum'));
    sessionStorage.setItem(STORAGE_KEYS.sessionPrefetch(star.id), JSON.stringify(starItems));
    const own: OwnMediaSupply = { mode: 'mixed', items: [item('own:a', 'local'), item('own:b', 'local')] };
    renderWithProviders(<Harness own={own} />, { preloadedState: signedInState() });

    expect(screen.getByTestId('pool').textContent).toBe('own:a,s1,s2,own:b,s3,s4');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/reddit/listing')).toBe(true));
  });

  it("when the blocklist hides images, then the star's images are left out and the own images still play", () => {
    stubApi();
    const starItems = ['s1', 's2'].map((id) => item(id, 'forum'));
    sessionStorage.setItem(STORAGE_KEYS.sessionPrefetch(star.id), JSON.stringify(starItems));
    const own: OwnMediaSupply = { mode: 'mixed', items: [item('own:a', 'local'), item('own:b', 'local')] };
    renderWithProviders(<Harness own={own} hides={hidesImages} />, { preloadedState: signedInState() });

    expect(screen.getByTestId('pool').textContent).toBe('own:a,own:b');
  });

  it('while the own-media code loads, then nothing is dealt and nothing is fetched yet', async () => {
    const api = stubApi();
    sessionStorage.setItem(STORAGE_KEYS.sessionPrefetch(star.id), JSON.stringify([item('s1', 'forum')]));
    renderWithProviders(<Harness own="loading" />, { preloadedState: signedInState() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('pool')).toHaveTextContent(/^$/);
    expect(api.calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });
});
