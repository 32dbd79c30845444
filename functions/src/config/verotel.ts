// The Verotel FlexPay settings, read per request (params are only readable then).
import type { PurchaseLinkConfig } from '../domain/purchaseLink.js';
import type { VerotelConfig } from '../domain/paymentPostback.js';
import {
  PREMIUM_CURRENCY,
  PREMIUM_PRICE,
  PUBLIC_APP_URL,
  VEROTEL_SHOP_ID,
  VEROTEL_SIGNATURE_KEY,
  VEROTEL_STARTORDER_URL,
} from './params.js';

/** What a FlexPay postback is checked against. */
export function verotelConfig(): VerotelConfig {
  return {
    shopId: VEROTEL_SHOP_ID.value(),
    signatureKey: VEROTEL_SIGNATURE_KEY.value(),
    priceAmount: PREMIUM_PRICE.value(),
    priceCurrency: PREMIUM_CURRENCY.value(),
  };
}

/** What a new order link is built from. */
export function purchaseLinkConfig(): PurchaseLinkConfig {
  return {
    ...verotelConfig(),
    startOrderUrl: VEROTEL_STARTORDER_URL.value(),
    backUrl: `${PUBLIC_APP_URL.value()}/premium`,
  };
}
