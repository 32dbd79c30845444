import { createRequire } from 'node:module';
import { defineSecret, defineString } from 'firebase-functions/params';
import { DEMO_UPSTREAM_ORIGIN, EMULATOR_APP_ORIGIN } from './emulatorDefaults.js';

// Region is fixed in code (and in firebase.json's rewrite) so Hosting always finds the function.
export const FUNCTION_REGION = 'us-central1';

// Read at runtime from the deployed package (lib/config → ../../package.json).
export const APP_VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string })
  .version;

// Every param has a default or a value in functions/.env.demo-starsession, so the emulator never prompts.
// Values are read with `.value()` inside request handlers only (never at module load).

/**
 * Address ranges of Google's front ends (the hops Google appends to X-Forwarded-For after the client);
 * the client is the rightmost entry outside them (docs/client-address.md, middleware/clientIp.ts).
 */
export const HOSTING_PROXY_RANGES = defineString('HOSTING_PROXY_RANGES', {
  default: '66.102.0.0/20,35.191.0.0/16,130.211.0.0/22,2001:4860::/32',
  description: "Comma-separated CIDRs of Google's front-end hops in X-Forwarded-For (see docs/client-address.md).",
});

/** Origin of the web app, for links the server hands out (payment return URL). */
export const PUBLIC_APP_URL = defineString('PUBLIC_APP_URL', {
  default: EMULATOR_APP_ORIGIN,
  description: 'Origin of the web app, e.g. https://starsession.example',
});

/** Offer network: its id (postback records are keyed by it) and the offer URL with a {clickId} placeholder. */
export const OFFER_NETWORK_ID = defineString('OFFER_NETWORK_ID', {
  default: 'offers',
  description: 'Short id of the offer network (letters, digits, dashes).',
});
export const OFFER_URL_TEMPLATE = defineString('OFFER_URL_TEMPLATE', {
  default: `${DEMO_UPSTREAM_ORIGIN}/offer?click={clickId}`,
  description: 'Offer/content-locker URL; {clickId} is replaced by the click id we issue (the network sub-id).',
});
export const OFFER_POSTBACK_SECRET = defineSecret('OFFER_POSTBACK_SECRET');

/** Verotel FlexPay: shop, price and the hosted order page. */
export const VEROTEL_SHOP_ID = defineString('VEROTEL_SHOP_ID', {
  default: '100000',
  description: 'FlexPay shop (website) id from the Verotel Control Center.',
});
export const VEROTEL_STARTORDER_URL = defineString('VEROTEL_STARTORDER_URL', {
  default: 'https://secure.verotel.com/startorder',
  description: 'FlexPay order page (the brand decides the host).',
});
export const PREMIUM_PRICE = defineString('PREMIUM_PRICE', {
  default: '9.99',
  description: 'One-time Premium price in nnn.nn format.',
});
export const PREMIUM_CURRENCY = defineString('PREMIUM_CURRENCY', {
  default: 'USD',
  description: 'ISO currency of the Premium price (one of FlexPay sale currencies).',
});
export const VEROTEL_SIGNATURE_KEY = defineSecret('VEROTEL_SIGNATURE_KEY');

/** Secrets the function must be deployed with. */
export const FUNCTION_SECRETS = [OFFER_POSTBACK_SECRET, VEROTEL_SIGNATURE_KEY];
