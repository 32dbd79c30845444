// Parameters of the identity checks of performers (docs/product-rules.md#performer-records): Yoti Identity
// Verification, a product and Yoti Hub application of its own, separate from the visitors' age checks.
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { defineSecret, defineString } from 'firebase-functions/params';
import { DomainError } from '../domain/errors.js';
import { credentialOrNull } from './mediaParams.js';
import { runningInEmulator } from './runtime.js';

const YOTI_IDV_API_URL = defineString('YOTI_IDV_API_URL', {
  default: 'https://api.yoti.com/idverify/v1',
  description: "Yoti's Identity Verification API (the demo provider's in the emulator).",
});
const YOTI_IDV_SDK_ID = defineString('YOTI_IDV_SDK_ID', {
  default: '',
  description: 'The SDK id of the Yoti Hub application used for identity checks.',
});
/**
 * That application's private key: the PEM file Yoti Hub gives (`functions:secrets:set YOTI_IDV_KEY --data-file
 * key.pem`), or the same in base64 on one line (how the emulators' .secret.local holds its demo key).
 */
export const YOTI_IDV_KEY = defineSecret('YOTI_IDV_KEY');

/** SHA-256 of the emulators' demo key: refused anywhere else, so a deploy cannot sign with a key in the repo. */
const DEMO_KEY_SHA256 = '3b321c698f0be3d5815743e022805757514786d0dfa007a50cf0a51a8eda63d2';

/** The key as PEM text, whichever way it was stored. */
function pemOf(stored: string): string {
  const trimmed = stored.trim();
  return trimmed.startsWith('-----BEGIN') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8').trim();
}

export interface IdentityCheckConfig {
  apiUrl: string;
  sdkId: string;
  pem: string;
}

export function configuredIdentityCheck(): IdentityCheckConfig {
  const stored = credentialOrNull(YOTI_IDV_KEY.value());
  const sdkId = YOTI_IDV_SDK_ID.value().trim();
  const pem = stored ? pemOf(stored) : '';
  const isDemoKey = createHash('sha256').update(`${pem}\n`).digest('hex') === DEMO_KEY_SHA256;
  if (!pem.startsWith('-----BEGIN') || !sdkId || (isDemoKey && !runningInEmulator())) {
    logger.error('Identity checks need YOTI_IDV_SDK_ID and YOTI_IDV_KEY (not the demo key).');
    throw new DomainError('unavailable', 'ageProviderUnavailable');
  }
  return { apiUrl: YOTI_IDV_API_URL.value().replace(/\/+$/, ''), sdkId, pem };
}
