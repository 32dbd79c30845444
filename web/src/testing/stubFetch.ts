import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces fetch with answers by "METHOD /path" (e.g. 'POST /api/redeem'); anything else gets a 404.
 * For our own HTTP API only: Firebase is never faked (its calls simply fail in jsdom).
 */
export function stubFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : Response.json({ ok: false, error: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
