import { initializeApp } from 'firebase-admin/app';
import { onInit } from 'firebase-functions/v2/core';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { DEMO_MODE, FUNCTION_REGION, FUNCTION_SECRETS } from './config/params.js';
import { MEDIA_SECRETS } from './config/mediaParams.js';
import { LLM_SECRETS } from './config/llmParams.js';
import { reportDemoModeMisuse } from './config/demoMode.js';

initializeApp();
// Params can be read once the instance starts (not while the deploy analyses the code).
onInit(() => {
  reportDemoModeMisuse(DEMO_MODE.value());
});

export const api = onRequest(
  {
    region: FUNCTION_REGION,
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...FUNCTION_SECRETS, ...MEDIA_SECRETS, ...LLM_SECRETS],
  },
  createApp(),
);
