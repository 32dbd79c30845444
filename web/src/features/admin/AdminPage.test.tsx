import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_BUDGET_REACHED } from '@shared/api/adminHealth';
import { API_PATHS } from '@shared/api/paths';
import { LLM_DAILY_CALL_BUDGET } from '@shared/constants';
import { paths } from '../../config/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import type { RootState } from '../../testing/store';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { AdminConsole } from './AdminConsole';
import { AdminPage } from './AdminPage';
import { AgeChecksPage } from './AgeChecksPage';
import { MediaLibrary } from './MediaLibrary';
import { ReportsQueue } from './ReportsQueue';

afterEach(() => vi.unstubAllGlobals());

const AUDIT = {
  ok: true,
  since: '2026-01-01T00:00:00.000Z',
  counts: {
    premium_grant: 4,
    premium_revoke: 1,
    library_review: 2,
    referral_refused: 7,
    postback_rejected: 3,
    rate_limited: 1250,
  },
  recentRefusals: [
    { kind: 'rate_limited', uid: 'user-abc', reason: 'redeem', at: '2026-01-01T10:00:00.000Z' },
    { kind: 'postback_rejected', uid: null, reason: 'Invalid postback secret.', at: '2026-01-01T09:00:00.000Z' },
  ],
};

const MEDIA_HEALTH = {
  ok: true,
  since: '2026-01-01T00:00:00.000Z',
  sources: [
    {
      provider: 'forum',
      lookups: 200,
      loads: 50,
      failures: 5,
      rateLimited: 3,
      lastSuccessAt: '2026-01-01T10:00:00.000Z',
      lastFailureAt: null,
      errorRate: 0.1,
      cacheHitRate: 0.75,
    },
    {
      provider: 'videoHost',
      lookups: 0,
      loads: 0,
      failures: 0,
      rateLimited: 0,
      lastSuccessAt: null,
      lastFailureAt: null,
      errorRate: null,
      cacheHitRate: null,
    },
  ],
};

const AI_BUDGET = {
  ok: true,
  day: '2026-11-26',
  calls: 120,
  tokens: 45_000,
  callLimit: LLM_DAILY_CALL_BUDGET,
  reached: false,
};

const AGE_CHECKS = {
  ok: true,
  month: '2026-11',
  regions: [
    { region: 'GB', passed: 12, failed: 3, cancelled: 2, expired: 1, pending: 0, error: 0 },
    { region: 'US-TX', passed: 4, failed: 0, cancelled: 0, expired: 0, pending: 1, error: 2 },
  ],
};

const STATS = { ok: true, totalUsers: 1234, newUsers24h: 5, premiumSales24h: 2, referredUsers24h: 1 };

/** Where a redirect landed, and the state it carried. */
function Landed({ name }: { name: string }) {
  const { pathname, state } = useLocation() as { pathname: string; state: { from?: { pathname: string } } | null };
  return (
    <p>
      {name} page at {pathname}, from {state?.from?.pathname ?? 'nowhere'}
    </p>
  );
}

/** The console as app/router.tsx nests it: the layout (admin check and navigation) around each page. */
function renderConsole(at: string, preloadedState: Partial<RootState> = signedInState({ admin: true })) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.admin} element={<AdminConsole />}>
        <Route index element={<AdminPage />} />
        <Route path={paths.adminReports} element={<ReportsQueue />} />
        <Route path={paths.adminLibrary} element={<MediaLibrary />} />
        <Route path={paths.adminAgeChecks} element={<AgeChecksPage />} />
      </Route>
      <Route path={paths.dashboard} element={<Landed name="dashboard" />} />
      <Route path={paths.account} element={<Landed name="account" />} />
    </Routes>,
    { preloadedState, initialEntries: [at] },
  );
}

function renderAdmin(routes: Record<string, StubRoute>, at: string = paths.admin) {
  const api = stubApi({
    [`GET ${API_PATHS.adminMe}`]: { body: { admin: true } },
    [`GET ${API_PATHS.adminStats}`]: { body: STATS },
    [`GET ${API_PATHS.adminLibrary}`]: { body: { ok: true, items: [], after: null } },
    [`GET ${API_PATHS.adminAudit}`]: { body: AUDIT },
    [`GET ${API_PATHS.adminMediaHealth}`]: { body: MEDIA_HEALTH },
    [`GET ${API_PATHS.adminAiBudget}`]: { body: AI_BUDGET },
    [`GET ${API_PATHS.adminAgeChecks}`]: { body: AGE_CHECKS },
    [`GET ${API_PATHS.adminReports}`]: { body: { ok: true, counts: { ncii: 0, safety: 0, other: 0 }, recent: [] } },
    [`GET ${API_PATHS.adminReportsOpen}`]: { body: { ok: true, lane: 'safety', open: [], after: null } },
    ...routes,
  });
  return { ...renderConsole(at), api };
}

function statValue(name: string) {
  return within(screen.getByRole('group', { name })).getByText(/./, { selector: 'strong' }).textContent;
}

/** The console navigation's links, by name, and which one is the current page. */
function consoleNav() {
  const nav = screen.getByRole('navigation', { name: 'Admin console' });
  const links = within(nav).getAllByRole('link');
  return {
    nav,
    names: links.map((link) => link.textContent),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
  };
}

describe('the admin console', () => {
  it('when an admin opens /admin, then the overview has its heading, title and the console navigation with Overview current', async () => {
    renderAdmin({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(consoleNav().names).toEqual(['Overview', 'Reports', 'Stars', 'Media library', 'Age checks']);
    expect(consoleNav().current).toEqual(['Overview']);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', paths.adminReports);
    expect(screen.getByRole('link', { name: 'Media library' })).toHaveAttribute('href', paths.adminLibrary);
    expect(screen.getByRole('link', { name: 'Age checks' })).toHaveAttribute('href', paths.adminAgeChecks);
    expect(document.title).toBe('Admin · StarSession');
    // The overview holds the stats, the form and the health; the other areas have pages of their own.
    expect(screen.getByRole('heading', { name: 'Assign Affiliate' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Media library' })).not.toBeInTheDocument();
  });

  it('when the admin moves by keyboard (Tab to a link, Enter), then each page opens with its heading and title, and the current link follows', async () => {
    const { user } = renderAdmin({});
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    const visits: [string, RegExp | string, string][] = [
      ['Reports', 'Reports', 'Reports · Admin · StarSession'],
      ['Media library', 'Media library', 'Media library · Admin · StarSession'],
      ['Age checks', /^Age checks/, 'Age checks · Admin · StarSession'],
      ['Overview', 'Admin', 'Admin · StarSession'],
    ];
    for (const [link, heading, title] of visits) {
      const target = within(consoleNav().nav).getByRole('link', { name: link });
      for (let presses = 0; document.activeElement !== target && presses < 30; presses++) await user.tab();
      expect(target).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(consoleNav().current).toEqual([link]);
      expect(document.title).toBe(title);
    }
  });

  it('when the server confirms admin, then the four stat cards show the numbers', async () => {
    renderAdmin({});
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(statValue('Current Users')).toBe('1,234');
    expect(statValue('New Users (24h)')).toBe('5');
    expect(statValue('Premium Sales (24h)')).toBe('2');
    expect(statValue('Referred Users (24h)')).toBe('1');
  });

  it('when the stats fail, then "Failed to load stats" shows and every card shows a dash', async () => {
    renderAdmin({ [`GET ${API_PATHS.adminStats}`]: { status: 500, body: { ok: false, error: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stats');
    for (const name of ['Current Users', 'New Users (24h)', 'Premium Sales (24h)', 'Referred Users (24h)']) {
      expect(statValue(name)).toBe('—');
    }
  });

  it("when age checks were counted, then the age checks page shows this month's counts by region and outcome", async () => {
    renderAdmin({}, paths.adminAgeChecks);
    const section = await screen.findByRole('region', { name: 'Age checks (2026-11, UTC)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Age checks (2026-11, UTC)' })).toBeInTheDocument();
    expect(consoleNav().current).toEqual(['Age checks']);
    const gb = within(section).getByRole('row', { name: /^GB/ });
    expect(
      within(gb)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '3', '2', '1', '0', '0']);
    expect(within(section).getByRole('row', { name: /^US-TX/ })).toBeInTheDocument();
  });

  it('when /api/admin/me fails, then "Failed to load admin state" shows and no console navigation', async () => {
    renderAdmin({ [`GET ${API_PATHS.adminMe}`]: { status: 500, body: { ok: false, error: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load admin state');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([paths.admin, paths.adminReports, paths.adminLibrary, paths.adminAgeChecks])(
    'when the server says not admin on %s, then the user is sent to /dashboard and nothing of the page is asked for',
    async (at) => {
      const { api } = renderAdmin({ [`GET ${API_PATHS.adminMe}`]: { body: { admin: false } } }, at);
      expect(await screen.findByText(/^dashboard page at \/dashboard/)).toBeInTheDocument();
      expect(api.calls.map((call) => call.path)).toEqual([API_PATHS.adminMe]);
    },
  );

  it.each([paths.admin, paths.adminReports, paths.adminLibrary, paths.adminAgeChecks])(
    'when signed out on %s, then the visitor is sent to /account carrying the page they asked for',
    async (at) => {
      stubApi();
      renderConsole(at, { auth: { status: 'signedOut', user: null } });
      expect(await screen.findByText(`account page at /account, from ${at}`)).toBeInTheDocument();
    },
  );

  it('when an admin opens a console page by its address, then that page shows under the navigation with its link current', async () => {
    renderAdmin({}, paths.adminReports);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findAllByText('No open reports.')).toHaveLength(3);
    expect(consoleNav().current).toEqual(['Reports']);
    expect(screen.queryByRole('heading', { name: 'Stats' })).not.toBeInTheDocument();
    expect(document.title).toBe('Reports · Admin · StarSession');
  });
});

describe('Assign Affiliate form', () => {
  it('when the target is empty, then it asks for one and sends nothing', async () => {
    const { user, api } = renderAdmin({});
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Enter a user id or email.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === API_PATHS.adminAssignAffiliate)).toBe(false);
  });

  it('when the target is over 200 characters, then it says so', async () => {
    const { user } = renderAdmin({});
    const target = await screen.findByRole('textbox', { name: 'User ID or email' });
    await user.click(target);
    await user.paste('a'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('target must be 200 characters or fewer.')).toBeInTheDocument();
  });

  it('when the rate is over 12 characters, then it says so', async () => {
    const { user } = renderAdmin({});
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'someone@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Rate must be 12 characters or fewer.')).toBeInTheDocument();
  });

  it('when the server assigns, then it sends target and rate and confirms with the parsed rate', async () => {
    const { user, api } = renderAdmin({
      [`POST ${API_PATHS.adminAssignAffiliate}`]: { body: { ok: true, uid: 'uid-42', ratePct: 15 } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), '  someone@example.com ');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '0.15');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Affiliate enabled for uid-42 at 15%.');
    const sent = api.calls.find((c) => c.path === API_PATHS.adminAssignAffiliate);
    expect(sent?.body).toEqual({ target: 'someone@example.com', ratePct: '0.15' });
  });

  it('when the server refuses with a message, then that message shows', async () => {
    const { user } = renderAdmin({
      [`POST ${API_PATHS.adminAssignAffiliate}`]: { status: 404, body: { ok: false, error: 'No such user.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such user.');
  });

  it('when the server fails without a message, then "Failed" shows', async () => {
    const { user } = renderAdmin({ [`POST ${API_PATHS.adminAssignAffiliate}`]: { status: 500, body: {} } });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed$/);
  });

  it('when the request never gets an answer, then "Request failed" shows', async () => {
    const { user } = renderAdmin({ [`POST ${API_PATHS.adminAssignAffiliate}`]: 'network-error' });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
  });
});

describe('Audit and media source sections', () => {
  it('when both load, then refusals by kind, the latest refusals and each source row show', async () => {
    renderAdmin({});
    const audit = await screen.findByRole('region', { name: 'Audit (last 24 h)' });
    expect(await within(audit).findByRole('group', { name: 'Rate-limit refusals' })).toHaveTextContent('1,250');
    expect(within(audit).getByRole('group', { name: 'Refused referral claims' })).toHaveTextContent('7');
    expect(within(audit).getByRole('group', { name: 'Rejected postbacks' })).toHaveTextContent('3');
    expect(within(audit).getByRole('group', { name: 'Premium grants' })).toHaveTextContent('4');
    const refusals = within(audit).getByRole('table', { name: 'Latest refusals' });
    expect(within(refusals).getByRole('row', { name: /user-abc/ })).toHaveTextContent('redeem');
    expect(within(refusals).getByRole('row', { name: /Not signed in/ })).toHaveTextContent('Invalid postback secret.');

    const media = screen.getByRole('region', { name: 'Media sources (last 24 h)' });
    const forum = await within(media).findByRole('row', { name: /Forum listings/ });
    expect(forum).toHaveTextContent('10.0%');
    expect(forum).toHaveTextContent('75.0%');
    expect(
      within(forum)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('3');
    const video = within(media).getByRole('row', { name: /Video host/ });
    expect(video).toHaveTextContent('Never');
    expect(video).toHaveTextContent('—');
  });

  it('when they are loading, then each says so; when they fail, then each shows its error', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderAdmin({
      [`GET ${API_PATHS.adminAudit}`]: async () => {
        await gate;
        return { status: 500, body: { ok: false, error: 'x' } };
      },
      [`GET ${API_PATHS.adminMediaHealth}`]: async () => {
        await gate;
        return { status: 403, body: { ok: false, error: 'Admins only.' } };
      },
    });
    expect(await screen.findByText('Loading audit...')).toBeInTheDocument();
    expect(screen.getByText('Loading media sources...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to load the audit trail')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load media source health')).toBeInTheDocument();
  });

  it('when there is nothing in the window, then both sections say so', async () => {
    renderAdmin({
      [`GET ${API_PATHS.adminAudit}`]: { body: { ...AUDIT, recentRefusals: [] } },
      [`GET ${API_PATHS.adminMediaHealth}`]: { body: { ...MEDIA_HEALTH, sources: [] } },
    });
    expect(await screen.findByText('No refusals in the last 24 hours.')).toBeInTheDocument();
    expect(await screen.findByText('No media requests in the last 24 hours.')).toBeInTheDocument();
  });

  it("when today's AI budget is spent, then the page says the built-in lines are in use", async () => {
    renderAdmin({
      [`GET ${API_PATHS.adminAiBudget}`]: { body: { ...AI_BUDGET, calls: LLM_DAILY_CALL_BUDGET, reached: true } },
    });
    expect(await screen.findByText(AI_BUDGET_REACHED)).toBeInTheDocument();
  });

  it('when the AI budget is not spent, then the page shows the calls so far and no budget notice', async () => {
    renderAdmin({});
    expect(
      await screen.findByText(`AI calls today: 120 of ${LLM_DAILY_CALL_BUDGET.toLocaleString()} (45,000 tokens)`),
    ).toBeInTheDocument();
    expect(screen.queryByText(AI_BUDGET_REACHED)).not.toBeInTheDocument();
  });

  it('when Refresh audit is pressed, then the audit is asked for again', async () => {
    const { user, api } = renderAdmin({});
    await screen.findByRole('group', { name: 'Rate-limit refusals' });
    const count = () => api.calls.filter((c) => c.path === API_PATHS.adminAudit).length;
    const before = count();
    await user.click(screen.getByRole('button', { name: 'Refresh audit' }));
    await vi.waitFor(() => expect(count()).toBe(before + 1));
  });
});

describe('the admin console in German', () => {
  it('when a German operator opens it, then the stats, audit and media sections speak German with German numbers', async () => {
    await act(() => activateLocale('de'));
    renderAdmin({});
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(statValue('Aktuelle Nutzer')).toBe('1.234');
    expect(screen.getByRole('button', { name: 'Statistiken aktualisieren' })).toBeInTheDocument();

    const audit = await screen.findByRole('region', { name: 'Audit (letzte 24 Std.)' });
    expect(await within(audit).findByRole('group', { name: 'Ablehnungen wegen Ratenlimit' })).toHaveTextContent(
      '1.250',
    );
    expect(within(audit).getByRole('row', { name: /Nicht angemeldet/ })).toBeInTheDocument();

    const media = screen.getByRole('region', { name: 'Medienquellen (letzte 24 Std.)' });
    const forum = await within(media).findByRole('row', { name: /Forum-Listen/ });
    expect(forum).toHaveTextContent(/10,0\s%/);
    expect(within(media).getByRole('row', { name: /Videoplattform/ })).toHaveTextContent('Nie');
    expect(await screen.findByText('KI-Aufrufe heute: 120 von 10.000 (45.000 Tokens)')).toBeInTheDocument();
  });

  it('when a German operator follows the navigation to the age checks, then the page, its table and its tab title speak German', async () => {
    await act(() => activateLocale('de'));
    const { user } = renderAdmin({});
    const nav = await screen.findByRole('navigation', { name: 'Admin-Konsole' });
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Altersprüfungen' }));
    const ageChecks = await screen.findByRole('region', { name: 'Altersprüfungen (2026-11, UTC)' });
    expect(within(ageChecks).getByRole('columnheader', { name: 'Nicht bestanden' })).toBeInTheDocument();
    expect(within(ageChecks).getByRole('columnheader', { name: 'Noch ausstehend' })).toBeInTheDocument();
    expect(document.title).toBe('Altersprüfungen · Admin · StarSession');
  });

  it('when a German operator assigns without a target, then the form asks in German', async () => {
    await act(() => activateLocale('de'));
    const { user } = renderAdmin({});
    await user.click(await screen.findByRole('button', { name: 'Zuweisen' }));
    expect(screen.getByText('Gib eine Nutzer-ID oder E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nutzer-ID oder E-Mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});
