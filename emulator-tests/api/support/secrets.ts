// The emulator-only demo secrets and params, as the Functions emulator loads them (read by projectConfig).
import { createHash } from 'node:crypto';
import { demoParam, demoSecret } from '../../../scripts/lib/projectConfig.mjs';

export const OFFER_SECRET = demoSecret('OFFER_POSTBACK_SECRET');
const VEROTEL_KEY = demoSecret('VEROTEL_SIGNATURE_KEY');
export const VIDEO_STREAM_KEY = demoSecret('VIDEO_STREAM_SIGNING_KEY');
export const SHOP_ID = demoParam('VEROTEL_SHOP_ID');
export const OFFER_NETWORK = demoParam('OFFER_NETWORK_ID');

/** FlexPay signature as Verotel computes it (written independently of the server's code). */
export function signFlexPay(params: Record<string, string>, key = VEROTEL_KEY): Record<string, string> {
  const joined = [
    key,
    ...Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k] ?? ''}`),
  ].join(':');
  return { ...params, signature: createHash('sha256').update(joined).digest('hex') };
}
