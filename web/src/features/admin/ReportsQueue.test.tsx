import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import type { AdminReport } from '@shared/api/schemas/reports';
import { REPORT_DECISION_MS } from '@shared/constants';
import { activateLocale } from '../../lib/i18n/i18n';
import { REPORT_LANES, type ReportLane } from '@shared/reports';
import { stubApi, type StubRoute } from '../../testing/apiStub';
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

/** The queue's answers: each lane's open reports (one page) and the summary that counts them. */
function queueRoutes(
  lanes: () => Partial<Record<ReportLane, AdminReport[]>>,
  recent: AdminReport[] = [],
): Record<string, StubRoute> {
  return {
    [`GET ${API_PATHS.adminReports}`]: () => ({
      body: {
        ok: true,
        counts: Object.fromEntries(REPORT_LANES.map((lane) => [lane, lanes()[lane]?.length ?? 0])),
        recent,
      },
    }),
    [`GET ${API_PATHS.adminReportsOpen}`]: (request) => {
      const lane = request.search.get('lane') as ReportLane;
      return { body: { ok: true, lane, open: lanes()[lane] ?? [], after: null } };
    },
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
    const open = [report('old1', REPORT_DECISION_MS + HOUR_MS), report('new2', HOUR_MS)];
    const api = stubApi({
      ...queueRoutes(() => ({ safety: decided ? [] : open })),
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
    const safety = await screen.findByRole('region', { name: 'Underage and non-consent (0)' });
    expect(await within(safety).findByText('No open reports.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 'old1', decision: 'remove' });
  });

  it('when reports are open, then each lists every key its Remove will block, before any click', async () => {
    stubApi({
      ...queueRoutes(() => ({
        safety: [
          report('signed1', HOUR_MS, {
            blockKeys: [
              { kind: 'url', value: '127.0.0.1:9010/media/img/signed1.png' },
              { kind: 'post', value: 'abc123' },
            ],
          }),
          report('bare2', HOUR_MS, { sourceId: 'victim_0', postUrl: 'https://forum.example/comments/victim/t/' }),
        ],
      })),
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
      ...queueRoutes(() => ({ safety: [report('r1', HOUR_MS)] })),
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

describe('ReportsQueue lanes', () => {
  it('when a depicted person asks for removal, then the request heads the queue with its 48-hour clock, and past it says how late', async () => {
    // Made before the page opens, as the server's answer would be: the page's clock is later.
    const open: Partial<Record<ReportLane, AdminReport[]>> = {
      ncii: [
        report('ncii1', 16 * HOUR_MS + 40 * 60_000 + 30_000, { reason: 'ncii', origin: 'removalRequest' }),
        report('ncii2', 50 * HOUR_MS, { reason: 'ncii', origin: 'removalRequest' }),
      ],
      other: [report('junk1', HOUR_MS, { reason: 'other' })],
    };
    stubApi(queueRoutes(() => open));
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    const lanes = await screen.findAllByRole('heading', { level: 2 });
    expect(lanes.map((h) => h.textContent)).toEqual([
      'Non-consent requests from people depicted (48 hours) (2)',
      'Underage and non-consent (0)',
      'Other reports (1)',
      'Monthly report',
    ]);
    const fresh = await screen.findByRole('listitem', { name: 'Report ncii1' });
    expect(within(fresh).getByRole('timer')).toHaveTextContent('31 h 19 min left');
    const late = screen.getByRole('listitem', { name: 'Report ncii2' });
    expect(within(late).getByRole('timer')).toHaveTextContent('Overdue by 2 h');
  });

  it('when an admin selects junk reports, then Dismiss selected sends exactly those and clears the selection', async () => {
    let dismissed: string[] = [];
    const api = stubApi({
      ...queueRoutes(() => ({
        other: ['j1', 'j2', 'j3']
          .filter((id) => !dismissed.includes(id))
          .map((id) => report(id, HOUR_MS, { reason: 'other' })),
      })),
      [`POST ${API_PATHS.adminReportsDismiss}`]: (request) => {
        dismissed = (request.body as { ids: string[] }).ids;
        return { body: { ok: true, dismissed: dismissed.length, skipped: 0 } };
      },
    });
    renderWithProviders(<ReportsQueue />, { preloadedState: signedInState({ admin: true }) });
    await screen.findByRole('listitem', { name: 'Report j1' });
    const dismiss = screen.getByRole('button', { name: 'Dismiss selected (0)' });
    expect(dismiss).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select report j1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select report j3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss selected (2)' }));
    expect(await screen.findByText('2 reports dismissed.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: ['j1', 'j3'] });
    expect(screen.queryByRole('listitem', { name: 'Report j1' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Report j2' })).toBeInTheDocument();
  });
});

describe('ReportsQueue in German', () => {
  it('when a German operator sees an overdue report, then its flag, wait, keys and decisions are German', async () => {
    await act(() => activateLocale('de'));
    const overdue = { safety: [report('old1', REPORT_DECISION_MS + HOUR_MS)] };
    stubApi({
      ...queueRoutes(() => overdue),
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
