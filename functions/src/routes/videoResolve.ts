import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router, type Request, type Response } from 'express';
import { HttpError } from '../middleware/errorHandler.js';
import { parseInput, validQuery } from '../middleware/validate.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import type { VideoResolution, VideoViewer } from '../media/videoHost.js';
import { API_PATHS } from '../shared/api/paths.js';
import {
  videoResolveQuerySchema,
  videoStreamParamsSchema,
  videoStreamQuerySchema,
  type VideoResolveResponse,
} from '../shared/api/schemas.js';

export const VIDEO_NOT_FOUND = 'Video not found.';
// Upstream trouble is not our 5xx: the player skips the item, as for any failed media load.
export const VIDEO_UNAVAILABLE = 'Video unavailable right now.';
/** Stream URLs are stable for an id, so resolve answers for them may be shared by the CDN. */
const STREAM_RESOLVE_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600';
// Never let a shared cache hold ranged bytes: its key ignores the Range header.
const STREAM_CACHE_CONTROL = 'private, max-age=3600';
const STREAM_HEADERS_TIMEOUT_MS = 10_000;
const RANGE_PATTERN = /^bytes=\d*-\d*$/;
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];

/** The viewer as Hosting reports them; the host signs relayed URLs for exactly this pair. */
function viewerOf(req: Request): VideoViewer {
  return { ip: req.get('x-fah-client-ip') ?? req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

export function streamPath(id: string, quality: 'hd' | 'sd'): string {
  return `${API_PATHS.videoStream}/${id}?q=${quality}`;
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

async function streamVideo(services: () => MediaServices, req: Request, res: Response): Promise<void> {
  const { id } = parseInput(videoStreamParamsSchema, req.params);
  const { q } = validQuery(req, videoStreamQuerySchema);
  const client = services().videoHost;
  const controller = new AbortController();
  // A viewer who leaves (or seeks, which opens a new range) must not keep the upstream download alive.
  res.on('close', () => controller.abort());

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = await client.resolve(id);
    if (outcome === 'not-found') throw new HttpError(404, VIDEO_NOT_FOUND);
    const url = outcome === 'unavailable' ? null : pickUrl(outcome, q);
    if (!url) throw new HttpError(404, VIDEO_UNAVAILABLE);

    const timer = setTimeout(() => controller.abort(), STREAM_HEADERS_TIMEOUT_MS);
    const upstream = await openUpstream(url, req, controller.signal);
    clearTimeout(timer);
    if (!upstream) throw new HttpError(404, VIDEO_UNAVAILABLE);
    // Signed URLs expire: drop the cached lookup and sign a fresh one once.
    if ([401, 403, 410].includes(upstream.status) && attempt === 0) {
      await upstream.body?.cancel();
      client.forget(id);
      continue;
    }
    if (upstream.status !== 200 && upstream.status !== 206 && upstream.status !== 416) {
      await upstream.body?.cancel();
      throw new HttpError(404, upstream.status === 404 ? VIDEO_NOT_FOUND : VIDEO_UNAVAILABLE);
    }

    res.status(upstream.status);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    if (!upstream.headers.has('accept-ranges')) res.set('Accept-Ranges', 'bytes');
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
  throw new HttpError(404, VIDEO_UNAVAILABLE);
}

/** GET /api/redgifs/resolve and the same-origin stream behind it. */
export function createVideoRouter(services: () => MediaServices): Router {
  const router = Router();
  router.get('/redgifs/resolve', async (req, res) => {
    const { u } = validQuery(req, videoResolveQuerySchema);
    const client = services().videoHost;
    const outcome = await client.resolve(u, client.relaying ? viewerOf(req) : undefined);
    if (outcome === 'not-found') throw new HttpError(404, VIDEO_NOT_FOUND);
    if (outcome === 'unavailable') {
      res.set('Cache-Control', 'no-store');
      throw new HttpError(404, VIDEO_UNAVAILABLE);
    }
    let body: VideoResolveResponse;
    if (outcome.relayed) {
      const url = pickUrl(outcome, 'hd');
      if (!url) throw new HttpError(404, VIDEO_UNAVAILABLE);
      // Signed for this viewer only.
      res.set('Cache-Control', 'private, no-store');
      body = { url, duration: outcome.duration };
    } else {
      res.set('Cache-Control', STREAM_RESOLVE_CACHE_CONTROL);
      body = { url: streamPath(u, outcome.hd ? 'hd' : 'sd'), duration: outcome.duration };
    }
    res.json(body);
  });
  router.get('/redgifs/stream/:id', (req, res) => streamVideo(services, req, res));
  return router;
}

export const videoRouter = createVideoRouter(mediaServices);
