import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SiteConnectionModule from './siteConnection';

// The connection state is module state: each test starts from a fresh module (an app that just loaded).
let connection: typeof SiteConnectionModule;
let changes: ReturnType<typeof vi.fn<() => void>>;
let unsubscribe: () => void;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
  connection = await import('./siteConnection');
  changes = vi.fn<() => void>();
  unsubscribe = connection.subscribeToSiteConnection(changes);
});

afterEach(() => {
  unsubscribe();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const siteAnswers = () => fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
const siteUnreachable = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

describe('whether the site can be reached', () => {
  it('when the app has just loaded, then it is reachable and the site is not asked', () => {
    expect(connection.isSiteUnreachable()).toBe(false);
    vi.advanceTimersByTime(connection.RECHECK_EVERY_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the browser goes offline, then it is unreachable at once; its "online" alone does not clear it, the site answering does', async () => {
    siteUnreachable();
    dispatchEvent(new Event('offline'));
    expect(connection.isSiteUnreachable()).toBe(true);
    expect(changes).toHaveBeenCalledOnce();
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(connection.isSiteUnreachable()).toBe(true);
    siteAnswers();
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(connection.isSiteUnreachable()).toBe(false));
    expect(fetchMock).toHaveBeenLastCalledWith(location.href, { method: 'HEAD', cache: 'no-store' });
  });

  it('when an app request fails without an answer, then it is unreachable; the site is asked again every few seconds until it answers, then no more', async () => {
    siteUnreachable();
    connection.reportNetworkFailure();
    expect(connection.isSiteUnreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(connection.RECHECK_EVERY_MS);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(connection.isSiteUnreachable()).toBe(true);
    siteAnswers();
    await vi.advanceTimersByTimeAsync(connection.RECHECK_EVERY_MS);
    expect(connection.isSiteUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(connection.RECHECK_EVERY_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when an app request is answered while the site seemed unreachable, then the site itself decides (the answer may come from the browser cache)', async () => {
    connection.reportRequestAnswered();
    expect(fetchMock).not.toHaveBeenCalled();
    siteUnreachable();
    connection.reportNetworkFailure();
    connection.reportRequestAnswered();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(connection.isSiteUnreachable()).toBe(true);
    siteAnswers();
    connection.reportRequestAnswered();
    await vi.waitFor(() => expect(connection.isSiteUnreachable()).toBe(false));
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('when the app navigates while the browser believes it is offline, then the site decides: unreachable only if it does not answer', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    connection.checkIfBrowserSaysOffline();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    siteAnswers();
    connection.checkIfBrowserSaysOffline();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(connection.isSiteUnreachable()).toBe(false);
    siteUnreachable();
    connection.checkIfBrowserSaysOffline();
    await vi.waitFor(() => expect(connection.isSiteUnreachable()).toBe(true));
  });
});
