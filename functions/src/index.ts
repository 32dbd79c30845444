import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { FUNCTION_REGION } from './config/params.js';

initializeApp();

export const api = onRequest({ region: FUNCTION_REGION, memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, createApp());
