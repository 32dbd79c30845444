// The Content-Security-Policy Hosting sends with every page: a fixed base plus the per-deployment sources in
// csp.config.json (ad networks, VAST and media hosts), and the Emulator Suite's origins for local runs only.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstViewScriptHash } from '../../web/scripts/firstView.mjs';
import { DEMO_UPSTREAM_URL, PORTS, ROOT } from './config.mjs';

const CSP_CONFIG_PATH = join(ROOT, 'csp.config.json');
const EXTENSIBLE = ['script-src', 'connect-src', 'img-src', 'media-src', 'frame-src'];

// Firebase Auth: REST endpoints, the gapi loader and the auth-domain frames used by the Google popup/redirect.
const BASE = {
  'default-src': ["'self'"],
  // dashboard.html's one inline script (web/scripts/firstViewScript.js), allowed by its hash only.
  'script-src': ["'self'", 'https://apis.google.com', firstViewScriptHash()],
  // React style attributes and the demo pages' <style> need inline styles; scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    // Cloud Storage: admins send originals straight to the bucket (web/src/lib/storageUpload).
    'https://firebasestorage.googleapis.com',
    'https://www.googleapis.com',
    'https://apis.google.com',
  ],
  // Media come from the forum, the video host and imported libraries: any https host.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://*.web.app', 'https://accounts.google.com'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const SOURCE = /^(https?:\/\/[A-Za-z0-9.*-]+(:\d{1,5})?(\/[^\s;,]*)?|https:|'self')$/;
// The device server (Intiface) runs on the user's own machine: a loopback ws:// origin, never a remote host.
const DEVICE_SERVER = /^ws:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

export function readCspConfig(path = CSP_CONFIG_PATH) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Origins of the ad-network tags the web build is given (https only, as web/src/config/ads.ts accepts). */
function adTagOrigins(env = process.env) {
  return Object.entries(env)
    .filter(
      ([key, value]) => key.startsWith('VITE_AD_TAG_') && typeof value === 'string' && value.startsWith('https://'),
    )
    .map(([, value]) => new URL(value).origin);
}

/**
 * Origins the VAST player fetches tags and wrappers from (web/src/config/ads.ts: the tag's own origin plus
 * VITE_AD_VAST_ORIGINS). Its video files and tracking pixels are already covered by media-src/img-src https:.
 */
function vastOrigins(env = process.env) {
  const tag = env.VITE_AD_VAST_TAG_URL;
  const listed = (env.VITE_AD_VAST_ORIGINS ?? '').split(',').map((s) => s.trim());
  return [tag, ...listed]
    .filter((value) => typeof value === 'string' && value.startsWith('https://'))
    .map((value) => new URL(value).origin);
}

/**
 * What the local Emulator Suite adds: the Auth emulator (REST and its frames), Firestore, Storage (uploads, and the
 * renditions' token links), and the demo media source (tags, images, clips), on 127.0.0.1 and localhost, at the
 * ports the scripts use.
 */
function emulatorSources() {
  const both = (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const demo = both(new URL(DEMO_UPSTREAM_URL).port);
  return {
    'connect-src': [...both(PORTS.auth), ...both(PORTS.firestore), ...both(PORTS.storage), ...demo],
    'img-src': [...both(PORTS.storage), ...demo],
    'media-src': [...both(PORTS.storage), ...demo],
    'frame-src': both(PORTS.auth),
  };
}

/** The policy text; throws on a source that is not an origin/URL (a typo must not open the policy). */
export function buildCsp(config, { emulator = false, env = process.env } = {}) {
  const directives = Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, [...v]]));
  const extras = [config.production ?? {}, emulator ? emulatorSources() : {}];
  if (config.deviceServer !== undefined) {
    if (!DEVICE_SERVER.test(config.deviceServer))
      throw new Error(`csp.config.json: not a loopback ws:// origin: ${config.deviceServer}`);
    directives['connect-src'].push(config.deviceServer);
  }
  extras.push({ 'frame-src': adTagOrigins(env), 'connect-src': vastOrigins(env) });
  for (const extra of extras) {
    for (const [directive, sources] of Object.entries(extra)) {
      if (!EXTENSIBLE.includes(directive)) throw new Error(`csp.config.json: ${directive} cannot be extended`);
      for (const source of sources) {
        if (!SOURCE.test(source)) throw new Error(`csp.config.json: not a source: ${source}`);
        if (!directives[directive].includes(source)) directives[directive].push(source);
      }
    }
  }
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  // Production is https only; the emulators serve plain http.
  if (!emulator) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

// Any whitespace between the tokens: Prettier decides whether the header sits on one line or several.
const CSP_VALUE = /("key":\s*"Content-Security-Policy",\s*"value":\s*)"(?:[^"\\]|\\.)*"/;

/** firebase.json text with only the CSP value replaced (the rest of the file keeps its layout). */
export function withCsp(firebaseJsonText, csp) {
  if (!CSP_VALUE.test(firebaseJsonText))
    throw new Error('firebase.json has no Content-Security-Policy header to update');
  return firebaseJsonText.replace(CSP_VALUE, (_m, head) => `${head}${JSON.stringify(csp)}`);
}

export function cspOf(firebaseJson) {
  return firebaseJson.hosting.headers.flatMap((entry) => entry.headers).find((h) => h.key === 'Content-Security-Policy')
    ?.value;
}

const EMULATOR_FIREBASE_JSON = 'firebase.emulators.json';

/**
 * Writes firebase.emulators.json (git-ignored): firebase.json with the emulator CSP (Auth/Firestore
 * emulators, demo media source). It sits next to firebase.json so every relative path stays the same.
 */
export function writeEmulatorFirebaseJson(env = process.env) {
  const text = readFileSync(join(ROOT, 'firebase.json'), 'utf8');
  const csp = buildCsp(readCspConfig(), { emulator: true, env });
  writeFileSync(join(ROOT, EMULATOR_FIREBASE_JSON), withCsp(text, csp));
  return EMULATOR_FIREBASE_JSON;
}
