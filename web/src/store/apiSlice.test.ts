import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../testing/store';
import { stubFetch } from '../testing/stubFetch';
import { act } from '@testing-library/react';
import { apiErrorBody } from '@shared/api/apiErrors';
import { activateLocale } from '../lib/i18n/i18n';
import { api, apiErrorMessage, firestoreQueryFn } from './apiSlice';

const connection = vi.hoisted(() => ({ reportNetworkFailure: vi.fn(), reportRequestAnswered: vi.fn() }));
vi.mock('../lib/connection/siteConnection', () => connection);

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ connectionProbe: build.query<unknown, string>({ query: (path) => path }) }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  connection.reportNetworkFailure.mockReset();
  connection.reportRequestAnswered.mockReset();
});

describe('the API base and the offline notice', () => {
  it('when a request gets any answer (an error status too), then the site is reported reached', async () => {
    stubFetch({});
    await makeStore().dispatch(probeApi.endpoints.connectionProbe.initiate('/api/missing'));
    expect(connection.reportRequestAnswered).toHaveBeenCalledOnce();
    expect(connection.reportNetworkFailure).not.toHaveBeenCalled();
  });

  it('when a request gets no answer (no network), then a network failure is reported', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await makeStore().dispatch(probeApi.endpoints.connectionProbe.initiate('/api/anything'));
    expect(connection.reportNetworkFailure).toHaveBeenCalledOnce();
    expect(connection.reportRequestAnswered).not.toHaveBeenCalled();
  });

  it('when the app abandons a request itself, then nothing is reported', async () => {
    const fetchMock = vi.fn(
      (request: Request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const request = makeStore().dispatch(probeApi.endpoints.connectionProbe.initiate('/api/slow'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    request.abort();
    await request;
    expect(connection.reportNetworkFailure).not.toHaveBeenCalled();
  });
});

describe('firestoreQueryFn', () => {
  it('when the Firestore call resolves, then its value is the data', async () => {
    await expect(firestoreQueryFn((uid: string) => Promise.resolve(`doc of ${uid}`))('u1')).resolves.toEqual({
      data: 'doc of u1',
    });
  });

  it('when the Firestore call throws, then the message comes back as a CUSTOM_ERROR', async () => {
    const denied = firestoreQueryFn(() => Promise.reject(new Error('Missing or insufficient permissions.')));
    await expect(denied(undefined)).resolves.toEqual({
      error: { status: 'CUSTOM_ERROR', error: 'Missing or insufficient permissions.' },
    });
    await expect(firestoreQueryFn(() => Promise.reject(new Error('offline')))(1)).resolves.not.toHaveProperty('data');
  });
});

describe('apiErrorMessage', () => {
  it('when a request fails with a coded answer, then its text shows in the page’s language, else the fallback', async () => {
    stubFetch({ 'GET /api/coded': () => Response.json(apiErrorBody('noPurchase'), { status: 409 }) });
    const store = makeStore();
    const coded = await store.dispatch(probeApi.endpoints.connectionProbe.initiate('/api/coded'));
    expect(apiErrorMessage(coded.error, 'Failed')).toBe(
      'No purchase found yet. If you just paid, wait a few seconds and try again.',
    );
    await act(() => activateLocale('es'));
    expect(apiErrorMessage(coded.error, 'Error')).toBe(
      'Aún no encontramos ninguna compra. Si acabas de pagar, espera unos segundos y vuelve a intentarlo.',
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await store.dispatch(probeApi.endpoints.connectionProbe.initiate('/api/offline'));
    expect(apiErrorMessage(offline.error, 'Error')).toBe('Error');
  });
});
