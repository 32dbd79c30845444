import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { DomainError } from '../domain/errors.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { parseInput, validQuery } from '../middleware/validate.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { VIDEO_STREAM_SIGNING_KEY } from '../media/params.js';
import { signedStreamQuery, verifyStreamGrant, type StreamQuality } from '../media/streamSignature.js';
import type { VideoResolution, VideoViewer } from '../media/videoHost.js';
import { API_PATHS } from '../shared/api/paths.js';
import { VIDEO_STREAM_URL_TTL_MS } from '../shared/constants.js';
import {
  videoResolveQuerySchema,
  videoStreamParamsSchema,
  videoStreamQuerySchema,
  type VideoResolveResponse,
} from '../shared/api/schemas.js';
import { clientAddress, hostingProxies } from '../middleware/clientIp.js';

export const VIDEO_NOT_FOUND = 'Video not found.';
// Upstream trouble is not our 5xx: the player skips the item, as for any failed media load.
export const VIDEO_UNAVAILABLE = 'Video unavailable right now.';
export const STREAM_LINK_INVALID = 'This video link is invalid or has expired.';
const STREAM_TTL_SEC = VIDEO_STREAM_URL_TTL_MS / 1000;
// Never let a shared cache hold ranged bytes (its key ignores Range), nor keep them past the link's life.
const STREAM_CACHE_CONTROL = `private, max-age=${STREAM_TTL_SEC}`;
const DEMO_SIGNING_KEY = 'demo-video-stream-signing-key';
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UID_IN_LINK = /^[A-Za-z0-9_-]{1,128}$/;
const STREAM_HEADERS_TIMEOUT_MS = 10_000;
const RANGE_PATTERN = /^bytes=\d*-\d*$/;
const FORWARDED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];

/** The viewer's address (by the rate limits' rule: no caller can choose it); the host signs relayed URLs for this pair. */
function viewerOf(req: Request): VideoViewer {
  return { ip: clientAddress(req, hostingProxies()) ?? '', userAgent: req.get('user-agent') ?? '' };
}

export interface VideoRouterOptions {
  /** The HMAC key of stream links; read per request (params are only readable then). */
  signingKey?: () => string;
  now?: () => number;
}

/** The configured key; the demo value is refused outside the emulator, so a deploy cannot run on it. */
function configuredSigningKey(): string {
  const key = VIDEO_STREAM_SIGNING_KEY.value().trim();
  const usable = key.length >= 16 && (key !== DEMO_SIGNING_KEY || process.env.FUNCTIONS_EMULATOR === 'true');
  if (!usable) {
    logger.error('VIDEO_STREAM_SIGNING_KEY is missing or the demo value: video streams are off.');
    throw new DomainError('unavailable', VIDEO_UNAVAILABLE);
  }
  return key;
}

export function signedStreamPath(id: string, quality: StreamQuality, uid: string, key: string, nowMs: number): string {
  const exp = Math.floor(nowMs / 1000) + STREAM_TTL_SEC;
  return `${API_PATHS.videoStream}/${id}?${signedStreamQuery({ id, quality, uid, exp }, key)}`;
}

function queryString(req: Request, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}

/** 403 unless the link carries a valid, unexpired signature for this id and quality. */
function requireSignedLink(req: Request, id: string, quality: StreamQuality, key: string, nowMs: number): void {
  const sig = queryString(req, 'sig');
  const uid = queryString(req, 'v');
  const exp = Number(queryString(req, 'exp'));
  const valid =
    SIGNATURE_PATTERN.test(sig) &&
    UID_IN_LINK.test(uid) &&
    verifyStreamGrant({ id, quality, uid, exp }, sig, key, nowMs, STREAM_TTL_SEC);
  if (!valid) {
    throw new DomainError('forbidden', STREAM_LINK_INVALID);
  }
}

/** Only video bytes leave the proxy: an upstream that answers anything else is labelled by the file. */
function videoContentType(upstreamType: string | null, url: string): string {
  if (upstreamType && /^video\/[a-z0-9.+-]+(;.*)?$/i.test(upstreamType.trim())) return upstreamType.trim();
  return /\.webm(\?|$)/i.test(url) ? 'video/webm' : 'video/mp4';
}

function pickUrl(resolution: VideoResolution, quality: 'hd' | 'sd'): string | null {
  return quality === 'sd' ? (resolution.sd ?? resolution.hd) : (resolution.hd ?? resolution.sd);
}

async function openUpstream(url: string, req: Request, signal: AbortSignal): Promise<globalThis.Response | null> {
  const headers: Record<string, string> = {};
  const range = req.get('range');
  if (range && range.length < 100 && RANGE_PATTERN.test(range.trim())) headers.Range = range.trim();
  try {
    return await fetch(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal });
  } catch {
    return null;
  }
}

async function streamVideo(
  services: () => MediaServices,
  options: Required<VideoRouterOptions>,
  req: Request,
  res: Response,
): Promise<void> {
  const { id } = parseInput(videoStreamParamsSchema, req.params);
  const { q } = validQuery(req, videoStreamQuerySchema);
  requireSignedLink(req, id, q, options.signingKey(), options.now());
  const client = services().videoHost;
  const controller = new AbortController();
  // A viewer who leaves (or seeks, which opens a new range) must not keep the upstream download alive.
  res.on('close', () => controller.abort());

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = await client.resolve(id);
    if (outcome === 'not-found') throw new DomainError('notFound', VIDEO_NOT_FOUND);
    const url = outcome === 'unavailable' ? null : pickUrl(outcome, q);
    if (!url) throw new DomainError('unavailable', VIDEO_UNAVAILABLE);

    const timer = setTimeout(() => controller.abort(), STREAM_HEADERS_TIMEOUT_MS);
    const upstream = await openUpstream(url, req, controller.signal);
    clearTimeout(timer);
    if (!upstream) throw new DomainError('unavailable', VIDEO_UNAVAILABLE);
    // Signed URLs expire: drop the cached lookup and sign a fresh one once.
    if ([401, 403, 410].includes(upstream.status) && attempt === 0) {
      await upstream.body?.cancel();
      client.forget(id);
      continue;
    }
    if (upstream.status !== 200 && upstream.status !== 206 && upstream.status !== 416) {
      await upstream.body?.cancel();
      throw upstream.status === 404 ? new DomainError('notFound', VIDEO_NOT_FOUND) : new DomainError('unavailable', VIDEO_UNAVAILABLE);
    }

    res.status(upstream.status);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    if (!upstream.headers.has('accept-ranges')) res.set('Accept-Ranges', 'bytes');
    res.set('Content-Type', videoContentType(upstream.headers.get('content-type'), url));
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Cache-Control', STREAM_CACHE_CONTROL);
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      // Piped chunk by chunk: whole files are never held in memory.
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), res);
    } catch {
      // The viewer went away or the upstream broke mid-body; the headers are gone, so just stop.
      res.destroy();
    }
    return;
  }
  throw new DomainError('unavailable', VIDEO_UNAVAILABLE);
}

/**
 * GET /api/redgifs/resolve (signed-in users, rate-limited per user) and the same-origin stream
 * behind it, which serves only links resolve signed.
 */
export function createVideoRouter(services: () => MediaServices, options: VideoRouterOptions = {}): Router {
  const resolved: Required<VideoRouterOptions> = {
    signingKey: options.signingKey ?? configuredSigningKey,
    now: options.now ?? Date.now,
  };
  const router = Router();
  router.get('/redgifs/resolve', authenticate, rateLimit('videoResolve'), async (req, res) => {
    const user = currentUser(req);
    const { u } = validQuery(req, videoResolveQuerySchema);
    const client = services().videoHost;
    const outcome = await client.resolve(u, client.relaying ? viewerOf(req) : undefined);
    if (outcome === 'not-found') throw new DomainError('notFound', VIDEO_NOT_FOUND);
    if (outcome === 'unavailable') {
      res.set('Cache-Control', 'no-store');
      throw new DomainError('unavailable', VIDEO_UNAVAILABLE);
    }
    let body: VideoResolveResponse;
    if (outcome.relayed) {
      const url = pickUrl(outcome, 'hd');
      if (!url) throw new DomainError('unavailable', VIDEO_UNAVAILABLE);
      // Signed for this viewer only.
      res.set('Cache-Control', 'private, no-store');
      body = { url, duration: outcome.duration };
    } else {
      // Signed for this user and a few minutes only.
      res.set('Cache-Control', 'private, no-store');
      const path = signedStreamPath(u, outcome.hd ? 'hd' : 'sd', user.uid, resolved.signingKey(), resolved.now());
      body = { url: path, duration: outcome.duration };
    }
    res.json(body);
  });
  router.get('/redgifs/stream/:id', (req, res) => streamVideo(services, resolved, req, res));
  return router;
}

export const videoRouter = createVideoRouter(mediaServices);
