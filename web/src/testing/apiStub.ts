// Component tests answer our own HTTP API from a route table: the UI's handling of each answer is
// what is under test. Firebase is never faked: its config request gets a demo project with no user.
import { vi } from 'vitest';

interface StubCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

interface StubResponse {
  status?: number;
  body?: unknown;
}

/** A response, a function of the call, or 'network-error' for a request that never gets an answer. */
export type StubRoute =
  | StubResponse
  | 'network-error'
  | ((call: StubCall) => StubResponse | 'network-error' | Promise<StubResponse | 'network-error'>);

const FIREBASE_INIT = { projectId: 'demo-unit', apiKey: 'unit-test-key', authDomain: 'localhost' };

// fetchBaseQuery builds `new Request('/api/…')`; Node's Request needs an absolute URL.
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost') : input, init);
  }
}

/** Routes are keyed 'METHOD /path'. Unlisted API paths answer 404 `{ ok: false, error: 'Not found' }`. */
export function stubApi(routes: Record<string, StubRoute> = {}) {
  const calls: StubCall[] = [];
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new RelativeRequest(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/__/firebase/init.json') return Response.json(FIREBASE_INIT);
      const text = request.method === 'GET' ? '' : await request.text();
      const call: StubCall = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: request.headers.get('authorization'),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = typeof route === 'function' ? await route(call) : route;
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (!answer) return Response.json({ ok: false, error: 'Not found' }, { status: 404 });
      return Response.json(answer.body ?? { ok: true }, { status: answer.status ?? 200 });
    }),
  );
  return { calls };
}
