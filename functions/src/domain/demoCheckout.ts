// DEMO ONLY: what the offer network and Verotel would do after a completed demo task or payment,
// through the same postback functions as the real ones (with the demo secret and signature key).
import { randomBytes, randomInt } from 'node:crypto';
import { acceptOfferPostback, type PostbackOutcome } from './contentLocker.js';
import { acceptVerotelPostback, type VerotelConfig } from './paymentPostback.js';
import type { RecordOutcome } from './purchases.js';
import { flexPaySignature } from './verotel.js';

/** The network's approval postback for this click. */
export function completeDemoOffer(
  click: string,
  network: { network: string; secret: string },
): Promise<PostbackOutcome> {
  return acceptOfferPostback(
    { click, txn: `demo-${randomBytes(9).toString('base64url')}`, status: 'approved', secret: network.secret },
    network,
  );
}

/** Verotel's postback after a successful one-time purchase of this (signature-checked) order. */
export function completeDemoCheckout(
  order: Readonly<Partial<Record<string, string>>>,
  config: VerotelConfig,
): Promise<RecordOutcome | 'ignored'> {
  const postback: Record<string, string> = {
    type: 'purchase',
    shopID: order.shopID ?? '',
    saleID: String(randomInt(10_000_000, 99_999_999)),
    referenceID: order.referenceID ?? '',
    priceAmount: order.priceAmount ?? '',
    priceCurrency: order.priceCurrency ?? '',
    custom1: order.custom1 ?? '',
    paymentMethod: 'CC',
  };
  postback.signature = flexPaySignature(config.signatureKey, postback);
  return acceptVerotelPostback(postback, config);
}
