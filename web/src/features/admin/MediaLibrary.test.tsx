import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { MediaLibrary } from './MediaLibrary';

afterEach(() => vi.unstubAllGlobals());

const ITEM = {
  id: 'abc123',
  community: 'arivalegallery',
  url: 'https://media.example/a.png',
  type: 'image',
  width: 800,
  height: 1200,
  durationSec: 0,
  previewUrl: null,
  title: 'Sunset gradient',
  blocked: false,
  performerIds: [],
  createdAt: '2026-11-25T00:00:00.000Z',
};

const PASSED_CHECK = { status: 'passed', failure: null, checkedAt: '2026-11-20T10:00:00.000Z' };

function renderLibrary(routes: Record<string, StubRoute>) {
  const api = stubApi({
    [`GET ${API_PATHS.adminLibrary}`]: { body: { ok: true, items: [ITEM], after: null } },
    // The uploads' people picker lists the performer records.
    [`GET ${API_PATHS.adminPerformerRecords}`]: { body: { ok: true, records: [] } },
    [`GET ${API_PATHS.adminUploaderCheck}`]: { body: { ok: true, check: PASSED_CHECK } },
    ...routes,
  });
  renderWithProviders(<MediaLibrary />, { preloadedState: signedInState({ admin: true }) });
  return api;
}

function upload(name: string, content: string) {
  return new File([content], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' });
}

describe('MediaLibrary', () => {
  it('when the admin has not passed their own ID check, then the ways to add media give way to the check, which says why it failed', async () => {
    const api = renderLibrary({
      [`GET ${API_PATHS.adminUploaderCheck}`]: {
        body: { ok: true, check: { status: 'failed', failure: 'nameMismatch', checkedAt: '2026-11-20T10:00:00.000Z' } },
      },
      [`POST ${API_PATHS.adminUploaderCheck}`]: { status: 503, body: { ok: false, code: 'ageProviderUnavailable' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Verify your identity before you add media' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your ID check: Failed')).toBeInTheDocument();
    expect(screen.getByText('The document shows a different name from the one you gave.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Import file (JSON or CSV)')).not.toBeInTheDocument();
    // The items already in the library stay listed.
    expect(await screen.findByText('Sunset gradient')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your legal name'), 'Rowan Tester');
    await userEvent.type(screen.getByLabelText('Your date of birth'), '1988-08-08');
    await userEvent.click(screen.getByRole('button', { name: 'Start my ID check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(api.calls.find((c) => c.method === 'POST' && c.path === API_PATHS.adminUploaderCheck)?.body).toEqual({
      legalName: 'Rowan Tester',
      dateOfBirth: '1988-08-08',
    });
  });

  it('when opened, then the first community is listed with its items', async () => {
    const api = renderLibrary({});
    expect(await screen.findByText('Sunset gradient')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === API_PATHS.adminLibrary)?.search.get('community')).toBe('AriaValeStudio');
  });

  it('when a CSV file is imported, then its text is sent with the csv format and the counts are shown', async () => {
    const api = renderLibrary({
      [`POST ${API_PATHS.adminLibraryImport}`]: { body: { ok: true, imported: 2, skipped: 1 } },
    });
    await userEvent.upload(
      await screen.findByLabelText('Import file (JSON or CSV)'),
      upload('items.csv', 'community,url,type\n'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 item(s); 1 already in the library.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      format: 'csv',
      content: 'community,url,type\n',
    });
  });

  it('when the server rejects rows, then each row error is listed and nothing is claimed imported', async () => {
    renderLibrary({
      [`POST ${API_PATHS.adminLibraryImport}`]: {
        status: 400,
        body: {
          ok: false,
          error: 'The file has 1 invalid row; nothing was imported.',
          rowErrors: [{ row: 2, message: 'url must be an http(s) address.' }],
        },
      },
    });
    await userEvent.upload(await screen.findByLabelText('Import file (JSON or CSV)'), upload('items.json', '[]'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file has 1 invalid row; nothing was imported.');
    expect(within(alert).getByText('Row 2: url must be an http(s) address.')).toBeInTheDocument();
  });

  it('when no file or another kind of file is chosen, then it asks for a .json or .csv file without calling the server', async () => {
    const api = renderLibrary({});
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .json or .csv file.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when Block and Remove are pressed, then the matching admin calls are made', async () => {
    const api = renderLibrary({
      [`POST ${API_PATHS.adminLibrary}/abc123/block`]: { body: { ok: true, id: 'abc123', blocked: true } },
      [`DELETE ${API_PATHS.adminLibrary}/abc123`]: { body: { ok: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sunset gradient' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.path.endsWith('/block'))?.body).toEqual({ blocked: true });
  });
});
