// The same-origin stream behind signed links: the host's bytes relayed chunk by chunk (never whole
// files in memory), ranged when the player asks, and only ever labelled as video.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../domain/errors.js';
import type { StreamQuality } from './streamSignature.js';
import type { VideoHostClient } from './videoHost.js';
import { pickUrl, STREAM_TTL_SEC } from './videoLinks.js';

// Never let a shared cache hold ranged bytes (its key ignores Range), nor keep them past the link's life.
const STREAM_CACHE_CONTROL = `private, max-age=${STREAM_TTL_SEC}`;
const STREAM_HEADERS_TIMEOUT_MS = 10_000;
const RANGE_PATTERN = /^bytes=\d*-\d*$/;
const FORWARDED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];

export interface StreamRequest {
  /** HEAD asks for the headers only. */
  head: boolean;
  /** The viewer's Range header, forwarded only when it is a plain byte range. */
  range: string | undefined;
  /** Aborted when the viewer leaves (or seeks, which opens a new range). */
  signal: AbortSignal;
}

export interface OpenedStream {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD or an empty upstream answer. */
  body: Readable | null;
}

/** Only video bytes leave the proxy: an upstream that answers anything else is labelled by the file. */
function videoContentType(upstreamType: string | null, url: string): string {
  if (upstreamType && /^video\/[a-z0-9.+-]+(;.*)?$/i.test(upstreamType.trim())) return upstreamType.trim();
  return /\.webm(\?|$)/i.test(url) ? 'video/webm' : 'video/mp4';
}

async function openUpstream(url: string, request: StreamRequest): Promise<Response | null> {
  const headers: Record<string, string> = {};
  const range = request.range?.trim();
  if (range && range.length < 100 && RANGE_PATTERN.test(range)) headers.Range = range;
  // The timeout covers the headers only: a long video keeps streaming after it.
  const headersTimeout = new AbortController();
  const timer = setTimeout(() => headersTimeout.abort(), STREAM_HEADERS_TIMEOUT_MS);
  try {
    return await fetch(url, {
      method: request.head ? 'HEAD' : 'GET',
      headers,
      signal: AbortSignal.any([request.signal, headersTimeout.signal]),
    });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function responseHeaders(upstream: Response, url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  if (!upstream.headers.has('accept-ranges')) headers['Accept-Ranges'] = 'bytes';
  headers['Content-Type'] = videoContentType(upstream.headers.get('content-type'), url);
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Cache-Control'] = STREAM_CACHE_CONTROL;
  return headers;
}

/** Opens the video's bytes upstream; upstream trouble is a refusal (the player skips the item), never a 5xx. */
export async function openVideoStream(
  client: VideoHostClient,
  id: string,
  quality: StreamQuality,
  request: StreamRequest,
): Promise<OpenedStream> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = await client.resolve(id);
    if (outcome === 'not-found') throw new DomainError('notFound', 'videoNotFound');
    const url = outcome === 'unavailable' ? null : pickUrl(outcome, quality);
    if (!url) throw new DomainError('unavailable', 'videoUnavailable');

    const upstream = await openUpstream(url, request);
    if (!upstream) throw new DomainError('unavailable', 'videoUnavailable');
    // Signed URLs expire: drop the cached lookup and sign a fresh one once.
    if ([401, 403, 410].includes(upstream.status) && attempt === 0) {
      await upstream.body?.cancel();
      client.forget(id);
      continue;
    }
    if (upstream.status !== 200 && upstream.status !== 206 && upstream.status !== 416) {
      await upstream.body?.cancel();
      throw upstream.status === 404
        ? new DomainError('notFound', 'videoNotFound')
        : new DomainError('unavailable', 'videoUnavailable');
    }
    const body =
      upstream.body && !request.head ? Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>) : null;
    return { status: upstream.status, headers: responseHeaders(upstream, url), body };
  }
  throw new DomainError('unavailable', 'videoUnavailable');
}
