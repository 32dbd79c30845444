import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { logger } from 'firebase-functions';
import { db } from '../data/db.js';
import { storedPremium } from '../domain/premium.js';
import { requireVideoNotBlocked } from '../media/blocklist.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { requireServedVideo, type VideoAccessDeps } from '../media/servedVideos.js';
import { starCatalogue } from '../stars/starCatalogue.js';
import {
  firestoreStreamBudget,
  rangeWithin,
  reserveStreamRequest,
  streamBudgetKey,
  type StreamBudgetStore,
} from '../media/streamBudget.js';
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
import { clientAddress, clientIp, hostingProxies } from '../middleware/clientIp.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireAgeAssurance } from '../middleware/requireAgeAssurance.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { parseInput, validQuery } from '../middleware/validate.js';
import {
  videoResolveQuerySchema,
  videoStreamParamsSchema,
  videoStreamQuerySchema,
} from '../shared/api/schemas/videoResolve.js';

export interface VideoRouterOptions extends Partial<StreamSigning> {
  /** Where each link's spend is counted; in-memory only in unit tests. */
  budget?: StreamBudgetStore;
  access?: VideoAccessDeps;
  /** Age assurance where the law asks for it (docs/age-assurance.md); unit tests may pass their own. */
  ageGate?: RequestHandler;
}

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

/** Passes on at most `limit` bytes of the body (stopping its upstream there). */
async function* atMost(body: Readable, limit: number): AsyncGenerator<Buffer> {
  let left = limit;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (chunk.length >= left) {
      if (left > 0) yield chunk.subarray(0, left);
      return;
    }
    left -= chunk.length;
    yield chunk;
  }
}

/** Sends the stream, never more than `limit` body bytes, and answers how many went out. */
async function send(res: Response, stream: OpenedStream, limit: number): Promise<number> {
  res.status(stream.status).set(stream.headers);
  if (!stream.body) {
    res.end();
    return 0;
  }
  // A body longer than the allowance (an upstream that ignored the Range, or a request without one) is cut: the
  // connection then closes, so the client sees the body end short instead of waiting for the rest. The upstream's
  // Content-Length stays on purpose: a cut file is not a shorter whole one, so the player must see a broken body
  // (and ask on with a Range), not a clean end it would play as the whole video.
  if (!(Number(stream.headers['content-length']) <= limit)) res.set('Connection', 'close');
  let sent = 0;
  const capped = Readable.from(atMost(stream.body, limit));
  capped.on('data', (chunk: Buffer) => {
    sent += chunk.length;
  });
  try {
    await pipeline(capped, res);
  } catch {
    // The viewer went away or the upstream broke mid-body; the headers are gone, so just stop.
    res.destroy();
  }
  return sent;
}

/**
 * GET /api/redgifs/resolve (verified users, rate-limited, only videos the listing served) and the
 * same-origin stream behind it, which serves only links resolve signed for the caller's address.
 */
export function createVideoRouter(services: () => MediaServices, options: VideoRouterOptions = {}): Router {
  const signing: StreamSigning = { key: options.key ?? configuredSigningKey, now: options.now ?? Date.now };
  const budget = options.budget ?? firestoreStreamBudget;
  const access = options.access ?? { db, premiumOf: storedPremium, catalogue: starCatalogue };
  const ageGate = options.ageGate ?? requireAgeAssurance();
  const router = Router();

  router.get(
    '/redgifs/resolve',
    ageGate,
    authenticate,
    requireVerifiedEmail,
    rateLimit('videoResolve'),
    async (req, res) => {
      const { u } = validQuery(req, videoResolveQuerySchema);
      const { uid } = currentUser(req);
      await requireServedVideo(u, uid, access);
      await requireVideoNotBlocked(services().blocklist, u);
      const streamViewer = { uid, address: clientIp(req, hostingProxies()) };
      const body = await resolveVideoLink(services().videoHost, u, streamViewer, () => viewerOf(req), signing);
      // Signed for this viewer, or for this user and a few minutes only.
      res.set('Cache-Control', 'private, no-store');
      res.json(body);
    },
  );

  router.get('/redgifs/stream/:id', ageGate, async (req, res) => {
    const { id } = parseInput(videoStreamParamsSchema, req.params);
    const { q } = validQuery(req, videoStreamQuerySchema);
    const link = streamLinkOf(req);
    verifyStreamLink(link, id, q, clientIp(req, hostingProxies()), signing.key(), signing.now());
    // A link signed before a takedown stops working with it.
    await requireVideoNotBlocked(services().blocklist, id);
    const budgetKey = streamBudgetKey(link.sig);
    const head = req.method === 'HEAD';
    const range = req.get('range');
    const allowance = await reserveStreamRequest(budget, budgetKey, Number(link.exp) * 1000 + 60_000, { head, range });
    let sent = 0;
    try {
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const stream = await openVideoStream(services().videoHost, id, q, {
        head,
        range: rangeWithin(range, allowance.bytes),
        signal: abort.signal,
      });
      sent = await send(res, stream, allowance.bytes);
    } finally {
      // What the answer did not send goes back to a link nearing its bytes (streamBudget.ts); a failed give-back only
      // leaves the link shorter.
      if (allowance.giveBackUnsent)
        await budget.release(budgetKey, allowance.bytes - sent).catch((error: unknown) => {
          logger.warn('stream byte release failed', { error });
        });
    }
  });
  return router;
}

export const videoRouter = createVideoRouter(mediaServices);
