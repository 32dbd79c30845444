import { randomBytes } from 'node:crypto';
import { recordPurchaseOrder } from '../data/purchases.js';
import { parseAmountCents } from './money.js';
import { flexPayPurchaseUrl } from './verotel.js';

const PREMIUM_DESCRIPTION = 'StarSession Premium (one-time)';

export interface PurchaseLinkConfig {
  startOrderUrl: string;
  shopId: string;
  signatureKey: string;
  /** PREMIUM_PRICE (nnn.nn) and PREMIUM_CURRENCY. */
  priceAmount: string;
  priceCurrency: string;
  /** Where the order page sends the buyer back. */
  backUrl: string;
}

/**
 * Records a new order for `uid` and returns the hosted order page link. FlexPay wants a unique
 * referenceID per order; we record it so only sales of our orders count.
 */
export async function createPurchaseLink(uid: string, config: PurchaseLinkConfig, nowMs: number): Promise<string> {
  const referenceId = `ss_${randomBytes(12).toString('base64url')}`;
  const amountCents = parseAmountCents(config.priceAmount);
  if (amountCents === null) throw new Error('PREMIUM_PRICE is not an nnn.nn amount');
  await recordPurchaseOrder(referenceId, { uid, amountCents, currency: config.priceCurrency }, nowMs);
  return flexPayPurchaseUrl({
    ...config,
    description: PREMIUM_DESCRIPTION,
    referenceId,
    // The user travels in custom1 (echoed in the postback).
    uid,
  });
}
