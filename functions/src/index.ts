// The deployed functions, one per workload (docs/operations.md "Functions"). Each HTTP function imports its own app
// at its first request, and the upload processor its pipeline at its first event: a cold instance of one workload
// loads none of the others' code (sharp and ffmpeg's wrappers, the LLM client, every other router).
import { initializeApp } from 'firebase-admin/app';
import type { Express, Response } from 'express';
import { onRequest, type HttpsOptions, type Request } from 'firebase-functions/v2/https';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { CARD_SNAPSHOT_REFRESH_MINUTES } from './media/cardAnswerAge.js';
import { FUNCTION_REGION, FUNCTION_SECRETS } from './config/params.js';
import { MEDIA_SECRETS, RENDITION_CDN_KEY } from './config/mediaParams.js';
import { LLM_SECRETS } from './config/llmParams.js';
import { AGE_ASSURANCE_SECRETS } from './config/ageAssuranceParams.js';
import { RECORDS_KEY } from './config/recordsParams.js';
import { YOTI_IDV_KEY } from './config/identityCheckParams.js';

initializeApp();

type HttpHandler = (req: Request, res: Response) => Promise<void>;

/**
 * The app of function `name`, imported once, at its first request (a failed import is tried again at the next one).
 * Under `npm run cost` (emulators only) each request and Firestore operation is also counted (tools/operationLog.ts).
 */
function loadedAtFirstRequest(name: string, load: () => Promise<Express>): HttpHandler {
  let handler: Promise<HttpHandler> | null = null;
  const loadHandler = async (): Promise<HttpHandler> => {
    const app = await load();
    const served: HttpHandler = (req, res) => {
      app(req, res);
      return Promise.resolve();
    };
    const countTo = process.env.FUNCTIONS_EMULATOR === 'true' ? process.env.STARSESSION_OPERATION_LOG : undefined;
    if (!countTo) return served;
    const { countFirestoreOperations, countedRequests } = await import('./tools/operationLog.js');
    countFirestoreOperations(countTo);
    return countedRequests(countTo, name, served);
  };
  return async (req, res) => {
    handler ??= loadHandler().catch((error: unknown) => {
      handler = null;
      throw error;
    });
    await (
      await handler
    )(req, res);
  };
}

// Every HTTP function gets every secret: routes share middleware (age proofs, sign-in) whose secrets they read, and a
// secret a function was not given reads as empty in production, which would fail only there.
const HTTP_SECRETS = [
  ...FUNCTION_SECRETS,
  ...MEDIA_SECRETS,
  ...LLM_SECRETS,
  ...AGE_ASSURANCE_SECRETS,
  RECORDS_KEY,
  YOTI_IDV_KEY,
];
const http = (options: Omit<HttpsOptions, 'region' | 'secrets'>): HttpsOptions => ({
  region: FUNCTION_REGION,
  secrets: HTTP_SECRETS,
  ...options,
});

/** Everything under /api/ but the two below: short JSON answers. */
export const api = onRequest(
  http({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80, minInstances: 0, maxInstances: 100 }),
  loadedAtFirstRequest('api', async () => (await import('./apps/apiApp.js')).apiApp),
);

/** /api/llm/**: each request waits up to 40 s on the provider, using almost no CPU; the AI budget caps the calls. */
export const instructions = onRequest(
  http({ memory: '256MiB', timeoutSeconds: 60, concurrency: 80, minInstances: 0, maxInstances: 20 }),
  loadedAtFirstRequest('instructions', async () => (await import('./apps/instructionsApp.js')).instructionsApp),
);

/** /api/redgifs/stream/**: the video host's relay, bytes for up to a minute per request; capped so it cannot eat the bill. */
export const streams = onRequest(
  http({ memory: '512MiB', timeoutSeconds: 60, concurrency: 40, minInstances: 0, maxInstances: 30 }),
  loadedAtFirstRequest('streams', async () => (await import('./apps/streamsApp.js')).streamsApp),
);

// Originals admins upload (uploads/…) become renditions and a stored item; a function of its own, sized for media
// work (one original at a time, sharp and ffmpeg use both CPUs). An event function stops at 9 minutes: originals
// too large or too long for it go to the media job (media/processing/mediaJob.ts, docs/operations.md).
export const processUpload = onObjectFinalized(
  {
    region: FUNCTION_REGION,
    memory: '4GiB',
    cpu: 2,
    timeoutSeconds: 540,
    concurrency: 1,
    secrets: [RENDITION_CDN_KEY],
  },
  async (event) => {
    const [{ getStorage }, { handleFinalizedObject }, { startMediaJob }] = await Promise.all([
      import('firebase-admin/storage'),
      import('./media/processing/uploadPipeline.js'),
      import('./media/processing/mediaJob.js'),
    ]);
    // Storage's JSON carries 64-bit numbers as strings, whatever the SDK's type says.
    const size: unknown = event.data.size;
    await handleFinalizedObject(getStorage().bucket(event.data.bucket), event.data.name, {
      sizeBytes: Number(size),
      startJob: startMediaJob,
    });
  },
);

// The dashboard's card images, computed ahead so that no visitor waits for every star's listings on a cold instance
// (media/thumbnailService.ts). One instance, no retries: a missed run leaves the last snapshot, which instances stop
// serving once it is too old (they then compute and store it themselves). The emulators run no scheduler (no Pub/Sub
// emulator here), so there the first visitor's instance computes and stores it.
export const refreshCardSnapshot = onSchedule(
  {
    region: FUNCTION_REGION,
    schedule: `every ${CARD_SNAPSHOT_REFRESH_MINUTES} minutes`,
    memory: '512MiB',
    timeoutSeconds: 120,
    maxInstances: 1,
    retryCount: 0,
    secrets: MEDIA_SECRETS,
  },
  async () => {
    const { mediaServices } = await import('./media/mediaServices.js');
    const stored = await mediaServices().thumbnails.refresh();
    if (!stored) logger.warn('card images snapshot not stored: some listing failed');
  },
);

// An upload whose processor was stopped from outside is concluded 'failed' when the console next asks about it; this
// concludes the ones nobody asks about any more, so no original stays in the upload area (processing/stalledUploads.ts).
export const sweepStalledUploads = onSchedule(
  { region: FUNCTION_REGION, schedule: 'every 60 minutes', memory: '256MiB', timeoutSeconds: 120, maxInstances: 1 },
  async () => {
    const [{ getStorage }, { sweepStalledUploads: sweep }] = await Promise.all([
      import('firebase-admin/storage'),
      import('./media/processing/stalledUploads.js'),
    ]);
    const concluded = await sweep(getStorage().bucket());
    if (concluded > 0) logger.warn('stalled uploads concluded failed', { concluded });
  },
);
