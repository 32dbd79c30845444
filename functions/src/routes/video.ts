import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import type { VideoViewer } from '../media/videoHost.js';
import {
  configuredSigningKey,
  resolveVideoLink,
  verifyStreamLink,
  type StreamLink,
  type StreamSigning,
} from '../media/videoLinks.js';
import { openVideoStream, type OpenedStream } from '../media/videoStream.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { clientAddress, hostingProxies } from '../middleware/clientIp.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { parseInput, validQuery } from '../middleware/validate.js';
import {
  videoResolveQuerySchema,
  videoStreamParamsSchema,
  videoStreamQuerySchema,
} from '../shared/api/schemas/videoResolve.js';

export type VideoRouterOptions = Partial<StreamSigning>;

/** The viewer's address (by the rate limits' rule: no caller can choose it); the host signs relayed URLs for this pair. */
function viewerOf(req: Request): VideoViewer {
  return { ip: clientAddress(req, hostingProxies()) ?? '', userAgent: req.get('user-agent') ?? '' };
}

function streamLinkOf(req: Request): StreamLink {
  const field = (name: string) => {
    const value = req.query[name];
    return typeof value === 'string' ? value : '';
  };
  return { sig: field('sig'), v: field('v'), exp: field('exp') };
}

async function send(res: Response, stream: OpenedStream): Promise<void> {
  res.status(stream.status).set(stream.headers);
  if (!stream.body) {
    res.end();
    return;
  }
  try {
    await pipeline(stream.body, res);
  } catch {
    // The viewer went away or the upstream broke mid-body; the headers are gone, so just stop.
    res.destroy();
  }
}

/**
 * GET /api/redgifs/resolve (signed-in users, rate-limited per user) and the same-origin stream
 * behind it, which serves only links resolve signed.
 */
export function createVideoRouter(services: () => MediaServices, options: VideoRouterOptions = {}): Router {
  const signing: StreamSigning = { key: options.key ?? configuredSigningKey, now: options.now ?? Date.now };
  const router = Router();

  router.get('/redgifs/resolve', authenticate, rateLimit('videoResolve'), async (req, res) => {
    const { u } = validQuery(req, videoResolveQuerySchema);
    const body = await resolveVideoLink(services().videoHost, u, currentUser(req).uid, () => viewerOf(req), signing);
    // Signed for this viewer, or for this user and a few minutes only.
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.get('/redgifs/stream/:id', async (req, res) => {
    const { id } = parseInput(videoStreamParamsSchema, req.params);
    const { q } = validQuery(req, videoStreamQuerySchema);
    verifyStreamLink(streamLinkOf(req), id, q, signing.key(), signing.now());
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const stream = await openVideoStream(services().videoHost, id, q, {
      head: req.method === 'HEAD',
      range: req.get('range'),
      signal: abort.signal,
    });
    await send(res, stream);
  });
  return router;
}

export const videoRouter = createVideoRouter(mediaServices);
