import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { findStarIn, SEED_STARS } from '@shared/stars';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PlannedBeatDownload } from './PlannedBeatDownload';

const found = findStarIn(SEED_STARS, 'aria-vale');
if (!found) throw new Error('the demo catalogue has aria-vale');
const STAR = found;
let saved: Blob[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:beat';
  });
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow a download link; the file's content is what is under test.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function savedScript(): Promise<{ actions: { at: number; pos: number }[] }> {
  await waitFor(() => expect(saved).toHaveLength(1));
  const [blob] = saved;
  return JSON.parse((await blob?.text()) ?? 'null') as { actions: { at: number; pos: number }[] };
}

describe('PlannedBeatDownload', () => {
  it('when a verified user downloads, then the planned session’s pace is fetched and written as a funscript', async () => {
    const { calls } = stubApi({ [`POST ${API_PATHS.llmPlan}`]: { body: { controls: [{ bpm: 60, duration: 300 }] } } });
    renderWithProviders(<PlannedBeatDownload star={STAR} premium={false} personalization="" lengthMin={5} verified />);
    await userEvent.click(screen.getByRole('button', { name: 'Download beat (.funscript)' }));
    const script = await savedScript();
    expect(script.actions).toHaveLength(301);
    expect(script.actions.slice(0, 2)).toEqual([
      { at: 0, pos: 0 },
      { at: 1000, pos: 100 },
    ]);
    expect(calls.find((c) => c.path === API_PATHS.llmPlan)?.body).toMatchObject({ starId: 'aria-vale', lengthMin: 5 });
  });

  it('when the email is unverified, then the default pace is written without asking the server (as the session would)', async () => {
    const { calls } = stubApi();
    renderWithProviders(
      <PlannedBeatDownload star={STAR} premium={false} personalization="" lengthMin={5} verified={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download beat (.funscript)' }));
    const script = await savedScript();
    expect(script.actions[1]).toEqual({ at: 600, pos: 100 });
    expect(calls.some((c) => c.path === API_PATHS.llmPlan)).toBe(false);
  });

  it('when the plan cannot be fetched, then it says so and saves nothing', async () => {
    stubApi({ [`POST ${API_PATHS.llmPlan}`]: { status: 503, body: { ok: false, error: 'Busy' } } });
    renderWithProviders(<PlannedBeatDownload star={STAR} premium={false} personalization="" lengthMin={5} verified />);
    await userEvent.click(screen.getByRole('button', { name: 'Download beat (.funscript)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get the session’s pace. Try again.');
    expect(saved).toHaveLength(0);
  });
});
