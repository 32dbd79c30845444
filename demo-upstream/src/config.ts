// The one place that knows where the demo media source listens and what its payment pages need.
import { createPublicKey } from 'node:crypto';
import type { DemoAgeCheckConfig } from './ageCheckPages.js';
import type { DemoIdentityCheckConfig } from './identityCheckPages.js';
import type { DemoWriterConfig } from './instructionWriter.js';
import type { DemoPaymentsConfig } from './paymentPages.js';

export const DEMO_UPSTREAM_HOST = '127.0.0.1';
const DEMO_UPSTREAM_DEFAULT_PORT = 9010;

/** Reads `DEMO_UPSTREAM_PORT` (default 9010) and says what is wrong when it is not a port. */
function demoUpstreamPortFrom(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.DEMO_UPSTREAM_PORT?.trim();
  if (!raw) return DEMO_UPSTREAM_DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    throw new Error(`DEMO_UPSTREAM_PORT must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

export const DEMO_UPSTREAM_PORT = demoUpstreamPortFrom(process.env);

/** e.g. `http://127.0.0.1:9010`: the forum and video host base URL in demo mode. */
function demoUpstreamOrigin(port: number = DEMO_UPSTREAM_PORT, host: string = DEMO_UPSTREAM_HOST): string {
  return `http://${host}:${port}`;
}

/**
 * The `domain` the demo forum gives posts whose media it serves itself: the origin's host with its
 * port (e.g. `127.0.0.1:9010`), standing in for the real forum's `i.redd.it`. Media selection in demo
 * mode should accept this host for images, as it accepts `i.redd.it` and `preview.redd.it` live.
 */
export function demoMediaDomain(origin: string = demoUpstreamOrigin()): string {
  return new URL(origin).host;
}

/**
 * The demo offer page and checkout's settings: the app's origin (`DEMO_APP_ORIGIN`) and the emulators'
 * `OFFER_POSTBACK_SECRET` and `VEROTEL_SIGNATURE_KEY`. None set: the pages are off; some set: an error.
 */
export function demoPaymentsFrom(env: Readonly<Record<string, string | undefined>>): DemoPaymentsConfig | undefined {
  const appOrigin = env.DEMO_APP_ORIGIN?.trim();
  const offerPostbackSecret = env.OFFER_POSTBACK_SECRET?.trim();
  const verotelSignatureKey = env.VEROTEL_SIGNATURE_KEY?.trim();
  if (!appOrigin && !offerPostbackSecret && !verotelSignatureKey) return undefined;
  if (!appOrigin || !offerPostbackSecret || !verotelSignatureKey) {
    throw new Error('The demo payment pages need DEMO_APP_ORIGIN, OFFER_POSTBACK_SECRET and VEROTEL_SIGNATURE_KEY.');
  }
  return { appOrigin: new URL(appOrigin).origin, offerPostbackSecret, verotelSignatureKey };
}

/** The demo age-verification provider's SDK id and API key (`YOTI_SDK_ID`, `YOTI_API_KEY`); none: off. */
export function demoAgeCheckFrom(env: Readonly<Record<string, string | undefined>>): DemoAgeCheckConfig | undefined {
  const sdkId = env.YOTI_SDK_ID?.trim();
  const apiKey = env.YOTI_API_KEY?.trim();
  if (!sdkId && !apiKey) return undefined;
  if (!sdkId || !apiKey) throw new Error('The demo age check needs YOTI_SDK_ID and YOTI_API_KEY.');
  return { sdkId, apiKey };
}

/**
 * The demo identity-verification provider's SDK id and the public half of the app's key (`YOTI_IDV_SDK_ID`,
 * `YOTI_IDV_KEY`: a PEM, or the same in base64 as .secret.local holds it); none: off.
 */
export function demoIdentityCheckFrom(
  env: Readonly<Record<string, string | undefined>>,
): DemoIdentityCheckConfig | undefined {
  const sdkId = env.YOTI_IDV_SDK_ID?.trim();
  const stored = env.YOTI_IDV_KEY?.trim();
  if (!sdkId && !stored) return undefined;
  if (!sdkId || !stored) throw new Error('The demo identity check needs YOTI_IDV_SDK_ID and YOTI_IDV_KEY.');
  const pem = stored.startsWith('-----BEGIN') ? stored : Buffer.from(stored, 'base64').toString('utf8');
  const publicKeyPem = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  return { sdkId, publicKeyPem };
}

/**
 * The demo instruction writer's key: the app's LLM_API_KEY in the emulator. Unset or `none` (the app's own word for
 * "no provider": functions/src/config/mediaParams.ts credentialOrNull) leaves the endpoint off.
 */
export function demoWriterFrom(env: Readonly<Record<string, string | undefined>>): DemoWriterConfig | undefined {
  const apiKey = env.LLM_API_KEY?.trim();
  return apiKey && apiKey.toLowerCase() !== 'none' ? { apiKey } : undefined;
}
