import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../../testing/store';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { ConfigPage } from './ConfigPage';
import { setOwnMediaChoice } from '../../media/ownMedia/ownMediaChoice';

afterEach(() => vi.unstubAllGlobals());

const FREE_STAR = 'aria-vale';
const PREMIUM_STAR = 'sable-quinn';
const SIGNED_OUT: Partial<RootState> = { auth: { status: 'signedOut', user: null } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state as unknown })}</p>;
}

async function renderConfig(starId: string, plan: 'signedOut' | 'free' | 'premium', saved?: unknown) {
  stubApi();
  if (saved !== undefined) localStorage.setItem(STORAGE_KEYS.savedConfig(starId), JSON.stringify(saved));
  const store = makeStore(plan === 'signedOut' ? SIGNED_OUT : signedInState());
  if (plan !== 'signedOut') await seedUserDoc(store, { premium: plan === 'premium' });
  const view = renderWithProviders(
    <Routes>
      <Route path="/config/:starId" element={<ConfigPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, initialEntries: [`/config/${starId}`] },
  );
  return view;
}

function where(): { path: string; state: Record<string, unknown> | null } {
  return JSON.parse(screen.getByTestId('where').textContent) as { path: string; state: Record<string, unknown> | null };
}

describe('ConfigPage', () => {
  it('when the star id is not in the catalogue, then it says "Unknown star." with a Back link', async () => {
    await renderConfig('no-such-star', 'free');
    // Once the server's list is in (here: could not be had), a star neither list names is unknown.
    expect(await screen.findByRole('heading', { name: 'Unknown star.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });

  it('when a free user opens a premium star, then it says Premium-only with Back and Go Premium', async () => {
    await renderConfig(PREMIUM_STAR, 'free');
    expect(await screen.findByRole('heading', { name: 'This star is Premium-only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('button', { name: 'Start Session' })).not.toBeInTheDocument();
  });

  it('when a signed-out visitor opens a premium star, then it is Premium-only too', async () => {
    await renderConfig(PREMIUM_STAR, 'signedOut');
    expect(await screen.findByRole('heading', { name: 'This star is Premium-only' })).toBeInTheDocument();
  });

  it('when a premium user opens a premium star, then the setup form shows', async () => {
    await renderConfig(PREMIUM_STAR, 'premium');
    expect(await screen.findByRole('button', { name: 'Start Session' })).toBeInTheDocument();
  });

  it('when a free user sets up, then 20 and 30 min are locked with "Premium required" and the defaults apply', async () => {
    await renderConfig(FREE_STAR, 'free');
    expect(await screen.findByRole('radio', { name: '5 min' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '10 min' })).toBeChecked();
    for (const name of ['20 min', '30 min']) {
      const pill = screen.getByRole('radio', { name });
      expect(pill).toBeDisabled();
      expect(pill).toHaveAccessibleDescription('Premium required');
    }
    expect(screen.getAllByText('Premium required')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '3 screens' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'AI Instructions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fap Hero Bar' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ignore Video Duration' })).not.toBeChecked();
    const slider = screen.getByRole('slider', { name: 'Media interval' });
    expect(slider).toHaveValue('6');
    expect(slider).toHaveAttribute('min', '3');
    expect(slider).toHaveAttribute('max', '10');
    expect(screen.queryByRole('textbox', { name: 'Personalization' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });

  it('when a premium user sets up, then nothing is locked and the personalization box counts characters', async () => {
    const { user } = await renderConfig(FREE_STAR, 'premium');
    expect(await screen.findByRole('radio', { name: '30 min' })).toBeEnabled();
    expect(screen.queryByText('Premium required')).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Personalization' });
    expect(box).toHaveAttribute('maxlength', '600');
    await user.click(box);
    await user.paste('Call me J');
    expect(screen.getByText('591 chars left')).toBeInTheDocument();
  });

  it('when a valid saved config exists, then its choices are restored', async () => {
    const saved = {
      lengthMin: 30,
      screens: 1,
      enableAI: false,
      enableBar: true,
      mediaIntervalSec: 4,
      ignoreVideoDuration: true,
      ts: 1,
    };
    await renderConfig(FREE_STAR, 'premium', saved);
    expect(await screen.findByRole('radio', { name: '30 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 screen' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'AI Instructions' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ignore Video Duration' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Media interval' })).toHaveValue('4');
  });

  it('when a free user has 30 min saved, then it is capped to 10 and the rest is kept', async () => {
    const saved = {
      lengthMin: 30,
      screens: 2,
      enableAI: true,
      enableBar: false,
      mediaIntervalSec: 8,
      ignoreVideoDuration: false,
    };
    await renderConfig(FREE_STAR, 'free', saved);
    expect(await screen.findByRole('radio', { name: '10 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 screens' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fap Hero Bar' })).not.toBeChecked();
  });

  it.each([
    ['a length that is not 5/10/20/30', { lengthMin: 15 }],
    ['4 screens', { screens: 4 }],
    ['an interval above 10', { mediaIntervalSec: 11 }],
    ['an interval below 3', { mediaIntervalSec: 2 }],
    ['a non-boolean flag', { enableAI: 'yes' }],
  ])('when the saved config has %s, then the defaults are used', async (_label, bad) => {
    const saved = {
      lengthMin: 5,
      screens: 1,
      enableAI: false,
      enableBar: false,
      mediaIntervalSec: 4,
      ignoreVideoDuration: true,
      ...bad,
    };
    await renderConfig(FREE_STAR, 'premium', saved);
    expect(await screen.findByRole('radio', { name: '10 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 screens' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Media interval' })).toHaveValue('6');
  });

  it('when the interval slider moves, then the shown value and the spoken value follow', async () => {
    await renderConfig(FREE_STAR, 'free');
    const slider = await screen.findByRole('slider', { name: 'Media interval' });
    fireEvent.change(slider, { target: { value: '9' } });
    expect(screen.getByText('9 s')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '9 seconds');
  });

  it('when a signed-out visitor presses Start Session, then they go to /auth with forceSignup', async () => {
    const { user } = await renderConfig(FREE_STAR, 'signedOut');
    await user.click(await screen.findByRole('button', { name: 'Start Session' }));
    const { path, state } = where();
    expect(path).toBe('/auth');
    expect(state?.forceSignup).toBe(true);
  });

  it('when a signed-in user starts, then the session is configured, saved and opened from the dashboard', async () => {
    const { user, store } = await renderConfig(FREE_STAR, 'free');
    await user.click(await screen.findByRole('radio', { name: '5 min' }));
    await user.click(screen.getByRole('radio', { name: '2 screens' }));
    await user.click(screen.getByRole('switch', { name: 'Fap Hero Bar' }));
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    const { path, state } = where();
    expect(path).toBe(`/session/${FREE_STAR}`);
    expect(state?.fromDashboard).toBe(true);
    expect(store.getState().session.config).toMatchObject({
      starId: FREE_STAR,
      lengthMin: 5,
      screens: 2,
      enableAI: true,
      enableBar: false,
      mediaIntervalSec: 6,
      ignoreVideoDuration: false,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedConfig(FREE_STAR)) ?? 'null')).toMatchObject({
      lengthMin: 5,
      screens: 2,
    });
  });

  it('when no own file is chosen, then the session opens without own media', async () => {
    const { user } = await renderConfig(FREE_STAR, 'free');
    await user.click(await screen.findByRole('button', { name: 'Start Session' }));
    expect(where().state?.ownMedia).toBe(false);
  });

  it('when a signed-in user adds their own file and starts, then the session is told to play it', async () => {
    const { user } = await renderConfig(FREE_STAR, 'free');
    const input = await screen.findByLabelText('Your files', { selector: 'input' });
    await user.upload(input, new File(['png'], 'mine.png', { type: 'image/png' }));
    expect(await screen.findByText('1 file: 1 image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(where()).toMatchObject({ path: `/session/${FREE_STAR}`, state: { fromDashboard: true, ownMedia: true } });
    setOwnMediaChoice({ files: [], mode: 'mixed' });
  });

  it('when a star has no saved config, then the setup starts from the session defaults (free: capped at 10 min)', async () => {
    localStorage.clear();
    stubApi();
    const store = makeStore(signedInState());
    await seedUserDoc(store, {
      premium: false,
      settings: { defaultScreens: 1, defaultLength: 30, enableAI: false, enableBar: false },
    });
    renderWithProviders(
      <Routes>
        <Route path="/config/:starId" element={<ConfigPage />} />
      </Routes>,
      { store, initialEntries: [`/config/${FREE_STAR}`] },
    );
    expect(await screen.findByRole('radio', { name: '1 screen' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10 min' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'AI Instructions' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fap Hero Bar' })).not.toBeChecked();
  });
});
