// Deployment parameters of the media pipeline. Values come from functions/.env (all projects),
// functions/.env.<project> (per project) and Secret Manager (secrets; functions/.secret.local in the emulator).
import { defineSecret, defineString } from 'firebase-functions/params';
import { DEMO_UPSTREAM_ORIGIN } from './emulatorDefaults.js';
import { MEDIA_PROVIDERS } from '../media/listingSource.js';

export const MEDIA_PROVIDER = defineString('MEDIA_PROVIDER', {
  default: 'library',
  description:
    'Where listings come from: forum (live, best effort), library (Firestore catalogue) or demo (local demo source).',
  input: { select: { options: MEDIA_PROVIDERS.map((value) => ({ value })) } },
});
export const DEMO_UPSTREAM_URL = defineString('DEMO_UPSTREAM_URL', {
  default: DEMO_UPSTREAM_ORIGIN,
  description: 'Origin of the demo media source (MEDIA_PROVIDER=demo only).',
});
export const MEDIA_EXTRA_HOSTS = defineString('MEDIA_EXTRA_HOSTS', {
  default: '',
  description:
    "Image hosts accepted for card thumbnails besides the forum's own (comma-separated host[:port]; the library's CDN). The demo source is always accepted in demo mode.",
});
export const FORUM_CLIENT_ID = defineString('FORUM_CLIENT_ID', {
  default: '',
  description: "The forum app's client id (empty: public endpoints only).",
});
export const FORUM_USER_AGENT = defineString('FORUM_USER_AGENT', {
  default: '',
  description: 'User-Agent for forum calls, `<platform>:<app id>:<version> (by /u/<user>)`; empty: a default one.',
});
export const FORUM_CLIENT_SECRET = defineSecret('FORUM_CLIENT_SECRET');
export const VIDEO_HOST_CLIENT_ID = defineString('VIDEO_HOST_CLIENT_ID', {
  default: '',
  description: "The video host's client id (empty: guest tokens and the streaming proxy).",
});
export const VIDEO_HOST_CLIENT_SECRET = defineSecret('VIDEO_HOST_CLIENT_SECRET');
/** HMAC key of the signed stream URLs /api/redgifs/resolve hands out (emulator: a demo value in .secret.local). */
export const VIDEO_STREAM_SIGNING_KEY = defineSecret('VIDEO_STREAM_SIGNING_KEY');

/** The Cloud Run job that processes originals too long or too large for the storage trigger (docs/operations.md). */
export const MEDIA_JOB_NAME = defineString('MEDIA_JOB_NAME', {
  default: 'media-processing',
  description: "The Cloud Run job (in the functions' region) that processes long or large uploads.",
});

/** HMAC key of the listing's `after` cursors (emulator: a demo value in .secret.local). */
export const LISTING_CURSOR_KEY = defineSecret('LISTING_CURSOR_KEY');

/**
 * Where browsers fetch stored renditions in production: a Cloud CDN backend bucket in front of the default bucket's
 * renditions/ folder, signing its URLs (docs/operations.md "Serving stored media"). Unused in the emulators, whose
 * Storage serves download-token links instead.
 */
export const RENDITION_CDN_ORIGIN = defineString('RENDITION_CDN_ORIGIN', {
  default: '',
  description: 'Origin of the CDN serving renditions/ (https://media.example.com); empty where no library is served.',
});
export const RENDITION_CDN_KEY_NAME = defineString('RENDITION_CDN_KEY_NAME', {
  default: '',
  description: "The name of the CDN's signed-URL key (gcloud compute backend-buckets add-signed-url-key).",
});
/** The CDN's signed-URL key itself (base64url, 128 bits; emulator: a demo value in .secret.local, unused). */
export const RENDITION_CDN_KEY = defineSecret('RENDITION_CDN_KEY');

/** Secrets the api function must be bound to. */
export const MEDIA_SECRETS = [
  FORUM_CLIENT_SECRET,
  VIDEO_HOST_CLIENT_SECRET,
  VIDEO_STREAM_SIGNING_KEY,
  LISTING_CURSOR_KEY,
  RENDITION_CDN_KEY,
];

/** Secrets must exist to deploy, so "no credentials" is spelled `none` (or left empty where allowed). */
export function credentialOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
}
