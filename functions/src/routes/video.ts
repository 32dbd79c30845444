import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { logger } from 'firebase-functions';
import { db } from '../data/db.js';
import { storedPremium } from '../domain/premium.js';
import { requireVideoNotBlocked } from '../media/blocklist.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { requireServedVideo, type VideoAccessDeps } from '../media/servedVideos.js';
import {
  chargeStreamRequest,
  firestoreStreamBudget,
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

/** Sends the stream and answers how many body bytes went out. */
async function send(res: Response, stream: OpenedStream): Promise<number> {
  res.status(stream.status).set(stream.headers);
  if (!stream.body) {
    res.end();
    return 0;
  }
  let sent = 0;
  stream.body.on('data', (chunk: Buffer) => {
    sent += chunk.length;
  });
  try {
    await pipeline(stream.body, res);
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
  const access = options.access ?? { db, premiumOf: storedPremium };
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
    await chargeStreamRequest(budget, budgetKey, Number(link.exp) * 1000 + 60_000);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const stream = await openVideoStream(services().videoHost, id, q, {
      head: req.method === 'HEAD',
      range: req.get('range'),
      signal: abort.signal,
    });
    const sent = await send(res, stream);
    // The answer is gone already: a failed count is logged, never thrown.
    await budget.spendBytes(budgetKey, sent).catch((error: unknown) => {
      logger.warn('stream byte count failed', { error });
    });
  });
  return router;
}

export const videoRouter = createVideoRouter(mediaServices);
