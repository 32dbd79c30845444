import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { setDiscreet } from '../../lib/discretion/disguise';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContentRemovalPage } from './ContentRemovalPage';
import { RecordsStatementPage, TermsPage } from './PolicyPage';
import { paragraphParts } from './policyText';
import { isPolicyPath } from './policyPaths';

afterEach(() => vi.unstubAllGlobals());

const OPERATOR = {
  ok: true,
  name: 'Example Ops Ltd',
  email: 'legal@ops.example',
  postalAddress: '1 Road, Town',
  jurisdiction: 'Exampleland',
  recordsCustodian: 'Custodian of Records, Example Ops Ltd',
  recordsAddress: '2 Vault Lane, Town',
};

describe('paragraphParts', () => {
  it('when the operator is known, then its tokens are filled and operator notes are marked', () => {
    expect(
      paragraphParts('Run by {operatorName} ({operatorEmail}). [[Operator: add X.]] Law: {jurisdiction}.', OPERATOR),
    ).toEqual([
      { text: 'Run by Example Ops Ltd (legal@ops.example). ', note: false },
      { text: 'Operator: add X.', note: true },
      { text: ' Law: Exampleland.', note: false },
    ]);
  });
  it('when the operator is not loaded yet, then tokens show an ellipsis', () => {
    expect(paragraphParts('By {operatorName}.', null)).toEqual([{ text: 'By ….', note: false }]);
  });
});

describe('isPolicyPath', () => {
  it('when the path is a policy page (with or without a trailing slash), then true; else false', () => {
    expect(isPolicyPath('/terms')).toBe(true);
    expect(isPolicyPath('/content-removal/')).toBe(true);
    expect(isPolicyPath('/2257')).toBe(true);
    expect(isPolicyPath('/dashboard')).toBe(false);
    expect(isPolicyPath('/terms/x')).toBe(false);
  });
});

describe('policy pages', () => {
  it('when the terms open, then they say they are a template and name the configured operator', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Template');
    expect(await screen.findByText(/StarSession is run by Example Ops Ltd, 1 Road, Town/)).toBeInTheDocument();
  });

  it('when the terms open, then the tab names them, unless Discreet mode keeps it neutral; leaving gives the app name back', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    const page = renderWithProviders(<TermsPage />);
    expect(document.title).toBe('Terms of Service · StarSession');
    page.unmount();
    expect(document.title).toBe('StarSession');
    setDiscreet(true);
    try {
      renderWithProviders(<TermsPage />);
      expect(document.title).toBe('Notes');
      expect(await screen.findByText(/StarSession is run by Example Ops Ltd/)).toBeInTheDocument();
      expect(document.title).toBe('Notes');
    } finally {
      setDiscreet(false);
    }
  });

  it('when the removal form has no valid address, then nothing is sent; with one, the request is sent', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR },
      [`POST ${API_PATHS.reports}`]: { status: 201, body: { ok: true } },
    });
    renderWithProviders(<ContentRemovalPage />);
    await userEvent.type(screen.getByLabelText('Address of the item'), 'not a link');
    await userEvent.click(screen.getByRole('radio', { name: 'Non-consensual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the item’s address');
    await userEvent.clear(screen.getByLabelText('Address of the item'));
    await userEvent.type(screen.getByLabelText('Address of the item'), 'https://media.example/clip.mp4');
    await userEvent.type(screen.getByLabelText(/Your email/), 'me@mail.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('in our review queue');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      origin: 'removalRequest',
      url: 'https://media.example/clip.mp4',
      reason: 'nonConsensual',
      contact: 'me@mail.example',
    });
  });

  it('when /2257 opens, then it names the operator’s custodian of records and where the records are kept', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    renderWithProviders(<RecordsStatementPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: '18 U.S.C. § 2257 records-keeping statement' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /kept by the custodian of records: Custodian of Records, Example Ops Ltd, 2 Vault Lane, Town\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2257 statement' })).toHaveAttribute('href', '/2257');
  });

  it('when a depicted person sends a non-consent request, then they are told it is decided within 48 hours', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR },
      [`POST ${API_PATHS.reports}`]: { status: 201, body: { ok: true } },
    });
    renderWithProviders(<ContentRemovalPage />);
    await userEvent.type(screen.getByLabelText('Address of the item'), 'https://media.example/me.jpg');
    await userEvent.click(screen.getByRole('radio', { name: 'I am in this and did not consent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we decide within 48 hours');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ reason: 'ncii' });
  });
});
