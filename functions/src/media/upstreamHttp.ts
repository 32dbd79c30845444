// One way to call an upstream JSON API: bounded by a timeout, and never throwing, so callers
// turn every failure (network, timeout, non-JSON body) into a quiet degraded answer.

export type FetchFn = typeof fetch;

/** Upstream calls must finish well inside Hosting's 60 s proxy limit. */
const UPSTREAM_TIMEOUT_MS = 8_000;

export type UpstreamReply =
  | { kind: 'response'; status: number; headers: Headers; body: unknown }
  /** 2xx/4xx/5xx whose body was not JSON. */
  | { kind: 'malformed'; status: number; headers: Headers }
  | { kind: 'failed'; reason: 'timeout' | 'network' };

export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export async function requestJson(
  fetchFn: FetchFn,
  url: string,
  request: UpstreamRequest = {},
): Promise<UpstreamReply> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      method: request.method ?? 'GET',
      headers: { Accept: 'application/json', ...request.headers },
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal: AbortSignal.timeout(request.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'network' };
  }
  let text: string;
  try {
    // The body can stall after the headers; the same signal still bounds it.
    text = await res.text();
  } catch (error) {
    return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'network' };
  }
  try {
    return { kind: 'response', status: res.status, headers: res.headers, body: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'malformed', status: res.status, headers: res.headers };
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
