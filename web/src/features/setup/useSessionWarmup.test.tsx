import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../../testing/store';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { ConfigPage } from './ConfigPage';

const STAR = 'aria-vale';

/** Detached images the warmup made: their URL while held, null once let go. */
let images: { src: string | null }[] = [];

class RecordingImage {
  decoding = '';
  private record: { src: string | null } = { src: null };
  constructor() {
    images.push(this.record);
  }
  set src(url: string) {
    this.record.src = url;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.record.src = null;
  }
  decode() {
    return Promise.resolve();
  }
}

function imagePost(n: number) {
  const url = `https://i.redd.it/pic${n}.png`;
  return { id: `p${n}`, name: `t3_p${n}`, domain: 'i.redd.it', url, url_overridden_by_dest: url };
}

const LISTING: StubRoute = { body: { items: Array.from({ length: 40 }, (_, i) => imagePost(i)), after: null } };

beforeEach(() => {
  images = [];
  vi.stubGlobal('Image', RecordingImage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

async function renderSetup(signedIn: boolean, listing: StubRoute = LISTING) {
  const api = stubApi({ 'GET /api/reddit/listing': listing });
  const store = makeStore(
    signedIn ? signedInState() : ({ auth: { status: 'signedOut', user: null } } satisfies Partial<RootState>),
  );
  if (signedIn) await seedUserDoc(store, { premium: false });
  const view = renderWithProviders(
    <Routes>
      <Route path="/config/:starId" element={<ConfigPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { store, initialEntries: [`/config/${STAR}`] },
  );
  await screen.findByRole('button', { name: 'Start Session' });
  const listingCalls = () => api.calls.filter((call) => call.path === '/api/reddit/listing');
  return { ...view, listingCalls };
}

const ONE_SCREEN = {
  lengthMin: 10,
  screens: 1,
  enableAI: false,
  enableBar: false,
  mediaIntervalSec: 4,
  ignoreVideoDuration: false,
};

const held = () => images.filter((image) => image.src !== null);

describe('the setup page warms the session', () => {
  it("when a signed-in person chooses, then the session's first listing request is made and the first panel's images are warmed; 3 screens warm 3 panels", async () => {
    localStorage.setItem(STORAGE_KEYS.savedConfig(STAR), JSON.stringify({ ...ONE_SCREEN, ts: 1 }));
    const { listingCalls } = await renderSetup(true);
    await vi.waitFor(() => expect(listingCalls().length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch(STAR))).not.toBeNull());
    // A star played before with 1 screen: its current and next item.
    await vi.waitFor(() => expect(held()).toHaveLength(2));

    await userEvent.click(screen.getByRole('radio', { name: '3 screens' }));
    await vi.waitFor(() => expect(held()).toHaveLength(6));
  });

  it('when the visitor leaves without starting, then every warmed image is let go', async () => {
    const { unmount } = await renderSetup(true);
    await vi.waitFor(() => expect(held().length).toBeGreaterThan(0));
    act(() => unmount());
    expect(held()).toEqual([]);
  });

  it('when the visitor is signed out, then nothing is asked for or warmed', async () => {
    const { listingCalls } = await renderSetup(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listingCalls()).toEqual([]);
    expect(images).toEqual([]);
  });

  it('when the listing answers 451 (a verify region), then the setup page shows no error and nothing is warmed', async () => {
    const { listingCalls } = await renderSetup(true, { status: 451, body: { ok: false, error: 'Age check required' } });
    await vi.waitFor(() => expect(listingCalls().length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeEnabled();
    expect(images).toEqual([]);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionPrefetch(STAR))).toBeNull();
  });
});
