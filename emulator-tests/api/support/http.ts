// Calls the API through the Hosting emulator, as the browser (or a network's server) would.
import { randomInt } from 'node:crypto';
import type { ApiErrorCode } from '@shared/api/apiErrors';
import { EMULATOR_RATE_WINDOW_HEADER } from '../../../functions/src/middleware/rateWindow.js';
import { APP_URL } from '../../support/env.js';

export interface ApiResponse {
  status: number;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  query?: Record<string, string>;
  /** Client IP as Firebase Hosting would report it; a random one by default so tests do not share IP limits. */
  ip?: string;
  /** Raw headers that replace the simulated Hosting hop (e.g. a direct caller's forged ones). */
  headers?: Record<string, string>;
  /** A rate-limit window of the test's own (from `ownRateWindow()`), honoured by the emulator only. */
  rateWindowStart?: number;
}

// The emulators have no Google front end: a call "through Hosting" arrives as in production, the visitor
// then a Google hop in X-Forwarded-For (docs/client-address.md; x-fah-client-ip is sent but never believed).
export const HOSTING_PROXY_HOP = '66.102.0.17';

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function call(path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const url = new URL(`${APP_URL}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const ip = options.ip ?? randomIp();
  const headers: Record<string, string> = options.headers ?? {
    'x-fah-client-ip': ip,
    'x-forwarded-for': `${ip}, ${HOSTING_PROXY_HOP}`,
  };
  if (options.rateWindowStart !== undefined) headers[EMULATOR_RATE_WINDOW_HEADER] = String(options.rateWindowStart);
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** `{ ok: false, error }` with this status, and the error's code (@shared/api/apiErrors) when given. */
export function failure(status: number, error: string, code?: ApiErrorCode) {
  return { status, json: code === undefined ? { ok: false, error } : { ok: false, error, code } };
}

/**
 * A rate-limit window starting now, for a test that counts hits to a limit: its counters start at 0 and
 * the whole window lies ahead, so it never waits for a fresh one (the emulator honours it, a deployment not).
 */
export function ownRateWindow(): number {
  return Date.now();
}
