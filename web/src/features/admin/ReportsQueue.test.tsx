import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import type { AdminReport } from '@shared/api/schemas/reports';
import { REPORT_DECISION_MS } from '@shared/constants';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { ReportsQueue } from './ReportsQueue';
import { waitingAge } from './waitingAge';

afterEach(() => vi.unstubAllGlobals());

const HOUR_MS = 60 * 60 * 1000;

function report(id: string, ageMs: number, overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id,
    origin: 'session',
    url: `http://127.0.0.1:9010/media/img/${id}.png`,
    source: 'forum',
    sourceId: id,
    postUrl: null,
    reason: 'underage',
    text: '',
    contact: null,
    createdAtMs: Date.now() - ageMs,
    status: 'open',
    decidedAtMs: null,
    blockKeys: [{ kind: 'url', value: `127.0.0.1:9010/media/img/${id}.png` }],
    ...overrides,
  };
}

describe('waitingAge', () => {
  it('when under a day, then hours; else days and hours', () => {
    expect(waitingAge(0, 5 * HOUR_MS)).toBe('5 h');
    expect(waitingAge(0, 52 * HOUR_MS)).toBe('2 d 4 h');
  });

  it('when the operator reads German, then the units are German', async () => {
    await act(() => activateLocale('de'));
    expect(waitingAge(0, 5 * HOUR_MS)).toBe('5 Std.');
    expect(waitingAge(0, 52 * HOUR_MS)).toBe('2 T. 4 Std.');
  });
});

describe('ReportsQueue', () => {
  it('when a report waited past the deadline, then it is flagged; Remove sends the decision and reloads the queue', async () => {
    let decided = false;
    const api = stubApi({
      [`GET ${API_PATHS.adminReports}`]: () => ({
        body: {
          ok: true,
          open: decided ? [] : [report('old1', REPORT_DECISION_MS + HOUR_MS), report('new2', HOUR_MS)],
          recent: [],
        },
      }),
      [`POST ${API_PATHS.adminReportDecision}`]: () => {
        decided = true;
        return { body: { ok: true, status: 'removed', blocked: 2 } };
      },
    });
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    const old = await screen.findByRole('listitem', { name: 'Report old1' });
    expect(within(old).getByText('Over 7 days')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Report new2' })).queryByText(/Over/)).toBeNull();
    await userEvent.click(within(old).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 'old1', decision: 'remove' });
  });

  it('when reports are open, then each lists every key its Remove will block, before any click', async () => {
    stubApi({
      [`GET ${API_PATHS.adminReports}`]: {
        body: {
          ok: true,
          open: [
            report('signed1', HOUR_MS, {
              blockKeys: [
                { kind: 'url', value: '127.0.0.1:9010/media/img/signed1.png' },
                { kind: 'post', value: 'abc123' },
              ],
            }),
            report('bare2', HOUR_MS, { sourceId: 'victim_0', postUrl: 'https://forum.example/comments/victim/t/' }),
          ],
          recent: [],
        },
      },
    });
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    const signed = await screen.findByRole('listitem', { name: 'Report signed1' });
    const signedKeys = within(signed).getByRole('list', { name: 'Remove blocks' });
    expect(
      within(signedKeys)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['File 127.0.0.1:9010/media/img/signed1.png', 'Post abc123']);
    // The unsigned report names a post, but Remove blocks its file alone: the admin sees that.
    const bare = screen.getByRole('listitem', { name: 'Report bare2' });
    expect(
      within(within(bare).getByRole('list', { name: 'Remove blocks' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['File 127.0.0.1:9010/media/img/bare2.png']);
  });

  it('when a decision is refused, then the server message shows', async () => {
    stubApi({
      [`GET ${API_PATHS.adminReports}`]: { body: { ok: true, open: [report('r1', HOUR_MS)], recent: [] } },
      [`POST ${API_PATHS.adminReportDecision}`]: {
        status: 409,
        body: { ok: false, error: 'This report has already been decided.' },
      },
    });
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This report has already been decided.');
  });
});

describe('ReportsQueue in German', () => {
  it('when a German operator sees an overdue report, then its flag, wait, keys and decisions are German', async () => {
    await act(() => activateLocale('de'));
    stubApi({
      [`GET ${API_PATHS.adminReports}`]: {
        body: { ok: true, open: [report('old1', REPORT_DECISION_MS + HOUR_MS)], recent: [] },
      },
    });
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    const old = await screen.findByRole('listitem', { name: 'Meldung old1' });
    expect(within(old).getByText('Über 7 Tage')).toBeInTheDocument();
    expect(within(old).getByText(/^Wartet seit 7 T\. 1 Std\.$/)).toBeInTheDocument();
    expect(within(old).getByRole('list', { name: 'Was „Entfernen“ sperrt' })).toHaveTextContent('Datei');
    expect(within(old).getByRole('button', { name: 'Entfernen' })).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Verwerfen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
  });
});
