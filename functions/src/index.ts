import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { FUNCTION_REGION, FUNCTION_SECRETS } from './config/params.js';
import { MEDIA_SECRETS } from './config/mediaParams.js';
import { LLM_SECRETS } from './config/llmParams.js';
import { AGE_ASSURANCE_SECRETS } from './config/ageAssuranceParams.js';

initializeApp();

export const api = onRequest(
  {
    region: FUNCTION_REGION,
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...FUNCTION_SECRETS, ...MEDIA_SECRETS, ...LLM_SECRETS, ...AGE_ASSURANCE_SECRETS],
  },
  createApp(),
);
