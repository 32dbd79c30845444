import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import type { ReviewItem } from '@shared/api/schemas/review';
import { stubApi } from '../../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../../testing/renderWithProviders';
import { ReviewPage } from './ReviewPage';

afterEach(() => vi.unstubAllGlobals());

const HOUR_MS = 60 * 60 * 1000;

function item(id: string, ageMs: number, change: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id,
    community: 'deliafrostvault',
    type: 'image',
    width: 1200,
    height: 800,
    durationSec: 0,
    createdAt: new Date(Date.now() - ageMs).toISOString(),
    overdue: false,
    still: `http://127.0.0.1:9199/renditions/${id}/panel.webp`,
    video: null,
    people: [{ id: 'rec1', stageNames: ['Demo Performer'], clearance: 'cleared' }],
    ...change,
  };
}

const queue = (items: ReviewItem[], after: string | null = null) => ({
  body: { ok: true, items, after, waiting: items.length },
});

const renderPage = () => renderWithProviders(<ReviewPage />, { preloadedState: signedInState({ admin: true }) });

describe('ReviewPage', () => {
  it('when items wait, then each shows what a visitor would see, the overdue one flagged; Approve publishes it', async () => {
    let approved = false;
    const api = stubApi({
      [`GET ${API_PATHS.adminReview}`]: () =>
        queue(
          approved ? [item('new2', HOUR_MS)] : [item('old1', 30 * HOUR_MS, { overdue: true }), item('new2', HOUR_MS)],
        ),
      [`POST ${API_PATHS.adminReview}/old1`]: () => {
        approved = true;
        return { body: { ok: true, id: 'old1', review: 'approved' } };
      },
    });
    renderPage();
    const old = await screen.findByRole('listitem', { name: 'Waiting item old1' });
    expect(within(old).getByRole('img', { name: 'Item old1' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:9199/renditions/old1/panel.webp',
    );
    expect(within(old).getByText('Over 24 hours')).toBeInTheDocument();
    expect(within(old).getByText('Waiting 1 d 6 h')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Waiting item new2' })).queryByText(/Over/)).toBeNull();
    expect(screen.getByText('2 items wait for review.')).toBeInTheDocument();

    await userEvent.click(within(old).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 item waits for review.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Waiting item old1' })).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' });
  });

  it('when a reviewer rejects, then a reason is required and sent with the decision', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.adminReview}`]: queue([
        item('vid1', HOUR_MS, { type: 'video', video: 'http://127.0.0.1:9199/v.mp4', durationSec: 12 }),
      ]),
      [`POST ${API_PATHS.adminReview}/vid1`]: { body: { ok: true, id: 'vid1', review: 'rejected' } },
    });
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Waiting item vid1' });
    expect(within(row).getByLabelText('Item vid1').tagName).toBe('VIDEO');
    expect(within(row).getByText('12 s')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const submit = within(row).getByRole('button', { name: 'Reject item' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(row).getByLabelText('Why is it rejected?'), '  Not our file  ');
    await userEvent.click(submit);
    await vi.waitFor(() => {
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'Not our file' });
    });
  });

  it('when the caller is not a reviewer, then the server’s reason shows', async () => {
    stubApi({
      [`GET ${API_PATHS.adminReview}`]: {
        status: 403,
        body: { ok: false, error: 'Only reviewers decide what is published.', code: 'reviewersOnly' },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only reviewers decide what is published.');
  });

  it('when more items wait than a page shows, then Next page asks from the cursor and First page goes back', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.adminReview}`]: (request) =>
        request.search.get('after') === 'cursor-1'
          ? queue([item('second', HOUR_MS)])
          : queue([item('first', 2 * HOUR_MS)], 'cursor-1'),
    });
    renderPage();
    await screen.findByRole('listitem', { name: 'Waiting item first' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'Waiting item second' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.search.get('after') === 'cursor-1')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('listitem', { name: 'Waiting item first' })).toBeInTheDocument();
  });

  it('when nobody is named, then the reviewer names the people from the records, their standing beside each', async () => {
    let named: string[] = [];
    const api = stubApi({
      [`GET ${API_PATHS.adminReview}`]: () =>
        queue([
          item('bare', HOUR_MS, {
            people: named.map((id) => ({ id, stageNames: ['Nia Stage'], clearance: 'idCheckMissing' as const })),
          }),
        ]),
      [`GET ${API_PATHS.adminPerformerRecords}`]: {
        body: {
          ok: true,
          records: [
            {
              id: 'recA',
              stageNames: ['Nia Stage'],
              clearance: 'idCheckMissing',
              idCheck: 'none',
              createdAt: '2026-11-01T00:00:00Z',
            },
            {
              id: 'recB',
              stageNames: ['Gone Stage'],
              clearance: 'consentWithdrawn',
              idCheck: 'passed',
              createdAt: '2026-11-01T00:00:00Z',
            },
          ],
        },
      },
      [`PUT ${API_PATHS.adminLibrary}/bare/performers`]: (request) => {
        named = (request.body as { performerIds: string[] }).performerIds;
        return { body: { ok: true, id: 'bare', performerIds: named } };
      },
    });
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Waiting item bare' });
    expect(
      within(row).getByText('Nobody is named in this item yet. Name everyone in it before approving it.'),
    ).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Name the people' }));
    // A record whose consent was withdrawn cannot be named.
    expect(await within(row).findByRole('checkbox', { name: /Nia Stage/ })).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox', { name: /Gone Stage/ })).toBeNull();
    await userEvent.click(within(row).getByRole('checkbox', { name: /Nia Stage/ }));
    await userEvent.click(within(row).getByRole('button', { name: 'Save people' }));
    const people = await within(row).findByRole('list', { name: 'People in this item' });
    expect(people).toHaveTextContent('Nia Stage');
    expect(people).toHaveTextContent('No passed ID check');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ performerIds: ['recA'] });
  });
});
