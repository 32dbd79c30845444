// The emulator-only demo secrets and params, as the Functions emulator loads them (read by projectConfig).
import { createHash, createHmac } from 'node:crypto';
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

const LISTING_KEY = demoSecret('LISTING_CURSOR_KEY');

/**
 * The listing's report signature of a plain file (no video, no post page) as docs/product-rules.md describes it:
 * an HMAC binding the file's host and path to the item id and post link (written independently of the server's code).
 */
export function signReportItem(url: string, sourceId: string, postUrl: string | null): string {
  const file = new URL(url);
  const fileKey = `url:${file.host}${file.pathname.replace(/\/+$/, '')}`;
  return createHmac('sha256', LISTING_KEY)
    .update(['report-item-v1', sourceId, postUrl ?? '', fileKey].join('\n'))
    .digest('base64url')
    .slice(0, 22);
}
