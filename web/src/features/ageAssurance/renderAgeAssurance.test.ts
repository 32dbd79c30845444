import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import type { AgeStatusResponse } from '@shared/api/schemas/ageAssurance';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubFetch } from '../../testing/stubFetch';
import { fetchAgeStatus } from './ageStatus';
import {
  renderAgeStatusFailed,
  renderAgeVerification,
  renderNotOffered,
  takeAgeCheckReturn,
} from './renderAgeAssurance';

const VERIFY: AgeStatusResponse = { policy: 'verify', verified: false, expiresAt: null, providers: ['yoti'] };

function mount(): HTMLElement {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the verification page', () => {
  it('when the visitor asks to verify, then the check starts and the browser goes to the provider', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.ageStart}`]: () => Response.json({ redirectUrl: 'http://provider.test/?sessionId=s1' }),
    });
    history.replaceState(null, '', '/config/luna?ref=abc');
    const navigate = vi.fn();
    renderAgeVerification(mount(), VERIFY, null, navigate);
    expect(screen.getByRole('heading', { name: 'Verify your age (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Verify my age' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://provider.test/?sessionId=s1'));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ provider: 'yoti' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.ageCheckReturnPath)).toBe('/config/luna?ref=abc');
  });

  it('when the server refuses to start, then its reason shows and the button works again', async () => {
    stubFetch({
      [`POST ${API_PATHS.ageStart}`]: () =>
        Response.json({ ok: false, error: 'Age verification is unavailable right now.' }, { status: 404 }),
    });
    const navigate = vi.fn();
    renderAgeVerification(mount(), VERIFY, null, navigate);
    await userEvent.click(screen.getByRole('button', { name: 'Verify my age' }));
    expect(await screen.findByText('Age verification is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify my age' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['failed', /did not confirm that you are 18 or over/],
    ['cancelled', /You cancelled the age check/],
    ['expired', /expired or was started in another browser/],
  ] as const)('when the visitor comes back %s, then the page says why', (outcome, message) => {
    renderAgeVerification(mount(), VERIFY, outcome);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('when the provider was still processing, then "Check again" finishes the same check', () => {
    renderAgeVerification(mount(), VERIFY, 'pending');
    expect(screen.getByRole('alert')).toHaveTextContent('still processing');
    expect(screen.getByRole('link', { name: 'Check again' })).toHaveAttribute('href', API_PATHS.ageReturn);
  });

  it('when the visitor chooses Leave, then only the leave message shows', async () => {
    renderAgeVerification(mount(), VERIFY, null);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('You chose to leave.');
  });
});

describe('the verification pages in another language', () => {
  it('when the visitor reads Italian and comes back pending, then the page, its outcome and its buttons are Italian', async () => {
    await activateLocale('it');
    renderAgeVerification(mount(), VERIFY, 'pending');
    expect(screen.getByRole('heading', { name: 'Verifica la tua età (18+)' })).toBeInTheDocument();
    expect(screen.getByText(/La verifica è svolta da un fornitore indipendente/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il fornitore sta ancora elaborando la tua verifica dell’età. Scegli «Controlla di nuovo» tra un minuto.',
    );
    expect(screen.getByRole('link', { name: 'Controlla di nuovo' })).toHaveAttribute('href', API_PATHS.ageReturn);
    expect(screen.getByRole('button', { name: 'Verifica la mia età' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Note legali' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  });

  it("when the check cannot start, then our reason is in the visitor's language, and stays so across a switch", async () => {
    stubFetch({ [`POST ${API_PATHS.ageStart}`]: () => new Response('nope', { status: 502 }) });
    await activateLocale('it');
    renderAgeVerification(mount(), VERIFY, null, vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Verifica la mia età' }));
    expect(await screen.findByText('Non è stato possibile avviare la verifica dell’età. Riprova.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lingua' }), 'Français');
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre âge (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La vérification d’âge n’a pas pu être lancée. Veuillez réessayer.',
    );
    expect(screen.getByRole('button', { name: 'Vérifier mon âge' })).toBeEnabled();
  });

  it('when the region is not offered to an Italian visitor, then the page says so in Italian', async () => {
    await activateLocale('it');
    renderNotOffered(mount());
    expect(screen.getByRole('heading', { name: 'Non disponibile nella tua regione' })).toBeInTheDocument();
    expect(screen.getByText('StarSession non è offerto nella tua regione.')).toBeInTheDocument();
  });
});

describe('the other first views', () => {
  it('when the region is not offered, then the page says so and offers nothing else', () => {
    renderNotOffered(mount());
    expect(screen.getByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByText('StarSession is not offered in your region.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('when a visitor must verify or is not offered the service, then the policy pages are still linked', () => {
    for (const render of [(root: HTMLElement) => renderAgeVerification(root, VERIFY, null), renderNotOffered]) {
      render(mount());
      const legal = screen.getByRole('navigation', { name: 'Legal' });
      expect([...legal.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        '/terms',
        '/privacy',
        '/content-removal',
      ]);
    }
  });

  it('when the policy cannot be fetched, then nothing is shown but a retry', async () => {
    const retry = vi.fn();
    renderAgeStatusFailed(mount(), retry);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('when the status answer is malformed or fails, then it counts as unknown (null)', async () => {
    stubFetch({ [`GET ${API_PATHS.ageStatus}`]: () => Response.json({ policy: 'open', verified: true }) });
    expect(await fetchAgeStatus()).toBeNull();
    stubFetch({ [`GET ${API_PATHS.ageStatus}`]: () => Response.json({ ...VERIFY, verified: true, expiresAt: 5 }) });
    expect(await fetchAgeStatus()).toEqual({ ...VERIFY, verified: true, expiresAt: 5 });
  });
});

describe('takeAgeCheckReturn', () => {
  it('when the provider sends the visitor back, then the outcome is read and the page they left is restored', async () => {
    sessionStorage.setItem(STORAGE_KEYS.ageCheckReturnPath, '/config/luna?ref=abc');
    history.replaceState(null, '', '/?age=failed');
    expect(await takeAgeCheckReturn()).toBe('failed');
    expect(location.pathname + location.search).toBe('/config/luna?ref=abc');
  });

  it('when the saved page is another site, then it is not followed', async () => {
    sessionStorage.setItem(STORAGE_KEYS.ageCheckReturnPath, '//evil.test/x');
    history.replaceState(null, '', '/?age=passed&ref=abc');
    expect(await takeAgeCheckReturn()).toBe('passed');
    expect(location.pathname + location.search).toBe('/?ref=abc');
  });

  it('when an OIDC provider answers in the fragment, then the page posts it and clears it from the address bar', async () => {
    const fetchMock = stubFetch({
      [`POST ${API_PATHS.ageReturn}`]: () => Response.json({ outcome: 'passed' }),
    });
    sessionStorage.setItem(STORAGE_KEYS.ageCheckReturnPath, '/dashboard');
    history.replaceState(null, '', '/#id_token=header.payload.sig&state=s1');
    expect(await takeAgeCheckReturn()).toBe('passed');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ state: 's1', id_token: 'header.payload.sig' }));
    expect(location.href).not.toContain('id_token');
    expect(location.pathname).toBe('/dashboard');
  });

  it('when there is no ?age=, or an unknown one, then nothing changes or nothing is claimed', async () => {
    history.replaceState(null, '', '/dashboard');
    expect(await takeAgeCheckReturn()).toBeNull();
    history.replaceState(null, '', '/?age=granted');
    expect(await takeAgeCheckReturn()).toBeNull();
  });
});
