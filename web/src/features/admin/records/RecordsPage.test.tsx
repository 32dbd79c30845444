import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { stubApi } from '../../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../../testing/renderWithProviders';
import { RecordsPage } from './RecordsPage';

afterEach(() => vi.unstubAllGlobals());

const record = (id: string, stageNames: string[], clearance: string) => ({
  id,
  stageNames,
  clearance,
  idCheck: clearance === 'cleared' ? 'passed' : 'none',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('RecordsPage', () => {
  it('lists each record by its stage names with its standing, and the form sends a new record', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.adminPerformerRecords}`]: {
        body: {
          ok: true,
          records: [record('rec1', ['Nia Vale', 'N. V.'], 'cleared'), record('rec2', ['Oona Reed'], 'idCheckMissing')],
        },
      },
      [`POST ${API_PATHS.adminPerformerRecords}`]: { status: 201, body: { ok: true, id: 'rec3aaaaaaaaaaaaaaaa' } },
    });
    renderWithProviders(<RecordsPage />, { preloadedState: signedInState({ admin: true }) });
    const list = await screen.findByRole('list', { name: 'Records' });
    const first = within(list).getByRole('link', { name: 'Nia Vale, N. V.' }).closest('li');
    expect(first).toHaveTextContent('Cleared');
    expect(within(list).getByRole('link', { name: 'Oona Reed' }).closest('li')).toHaveTextContent('No passed ID check');

    await userEvent.click(screen.getByRole('button', { name: 'Add a record' }));
    const form = screen.getByRole('form', { name: 'Add a record' });
    await userEvent.type(within(form).getByLabelText('Legal name'), 'Ada Example');
    await userEvent.type(within(form).getByLabelText('Date of birth'), '1994-03-12');
    await userEvent.type(within(form).getByLabelText('Stage names (one per line)'), 'Lumen Vale{Enter}L. Vale');
    await userEvent.click(within(form).getByLabelText('Being recorded'));
    await userEvent.click(within(form).getByLabelText('Publication on this service'));
    await userEvent.type(within(form).getByLabelText('Signed on'), '2026-10-01');
    await userEvent.type(within(form).getByLabelText('Production date'), '2026-10-02');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));

    expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/admin/records/rec3aaaaaaaaaaaaaaaa',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      legalName: 'Ada Example',
      dateOfBirth: '1994-03-12',
      stageNames: ['Lumen Vale', 'L. Vale'],
      consent: {
        recorded: true,
        publication: true,
        download: false,
        signedOn: '2026-10-01',
        productionDate: '2026-10-02',
      },
    });
  });
});
