import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { onRequest } from 'firebase-functions/v2/https';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { createApp } from './app.js';
import { FUNCTION_REGION, FUNCTION_SECRETS } from './config/params.js';
import { MEDIA_SECRETS, RENDITION_CDN_KEY } from './config/mediaParams.js';
import { LLM_SECRETS } from './config/llmParams.js';
import { AGE_ASSURANCE_SECRETS } from './config/ageAssuranceParams.js';
import { RECORDS_KEY } from './config/recordsParams.js';
import { handleFinalizedObject } from './media/processing/uploadPipeline.js';

initializeApp();

export const api = onRequest(
  {
    region: FUNCTION_REGION,
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...FUNCTION_SECRETS, ...MEDIA_SECRETS, ...LLM_SECRETS, ...AGE_ASSURANCE_SECRETS, RECORDS_KEY],
  },
  createApp(),
);

// Originals admins upload (uploads/…) become renditions and a stored item; a function of its own, sized for media
// work (one original at a time, sharp and ffmpeg use both CPUs). An event function stops at 9 minutes: longer
// videos go to the processing job in production (docs/operations.md "Processing uploads").
export const processUpload = onObjectFinalized(
  {
    region: FUNCTION_REGION,
    memory: '4GiB',
    cpu: 2,
    timeoutSeconds: 540,
    concurrency: 1,
    secrets: [RENDITION_CDN_KEY],
  },
  (event) => handleFinalizedObject(getStorage().bucket(event.data.bucket), event.data.name),
);
