import { createHash, timingSafeEqual } from 'node:crypto';

// Verotel FlexPay (protocol version 4): a signed "startorder" link to the hosted order page, and
// postbacks signed the same way. Signature = lowercase hex SHA-256 of the signature key followed by
// the signed params as key=value sorted by key, joined with ':'.

const FLEXPAY_VERSION = '4';

// Only these startorder params are signed (FlexPay client libraries' list).
const SIGNED_STARTORDER_PARAMS = new Set([
  'version',
  'shopID',
  'priceAmount',
  'priceCurrency',
  'paymentMethod',
  'description',
  'referenceID',
  'saleID',
  'custom1',
  'custom2',
  'custom3',
  'subscriptionType',
  'period',
  'name',
  'trialAmount',
  'trialPeriod',
  'cancelDiscountPercentage',
  'type',
  'backURL',
  'declineURL',
  'precedingSaleID',
  'upgradeOption',
]);

export function flexPaySignature(signatureKey: string, params: Readonly<Record<string, string>>): string {
  const parts = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`);
  return createHash('sha256')
    .update([signatureKey, ...parts].join(':'), 'utf8')
    .digest('hex');
}

export interface PurchaseLinkInput {
  startOrderUrl: string;
  shopId: string;
  signatureKey: string;
  priceAmount: string;
  priceCurrency: string;
  description: string;
  referenceId: string;
  uid: string;
  backUrl: string;
}

/** The hosted order page link; our user reference travels in custom1 (echoed in the postback). */
export function flexPayPurchaseUrl(input: PurchaseLinkInput): string {
  const params: Record<string, string> = {
    version: FLEXPAY_VERSION,
    shopID: input.shopId,
    type: 'purchase',
    priceAmount: input.priceAmount,
    priceCurrency: input.priceCurrency,
    description: input.description,
    referenceID: input.referenceId,
    custom1: input.uid,
    backURL: input.backUrl,
  };
  const signed = Object.fromEntries(Object.entries(params).filter(([key]) => SIGNED_STARTORDER_PARAMS.has(key)));
  const url = new URL(input.startOrderUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('signature', flexPaySignature(input.signatureKey, signed));
  return url.toString();
}

/** Checks a postback (or startorder) signature over every param but `signature`, in constant time. */
export function verifyFlexPaySignature(signatureKey: string, params: Readonly<Record<string, string>>): boolean {
  const { signature, ...rest } = params;
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(flexPaySignature(signatureKey, rest), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** Startorder links carry only the signed list; verify those (what the order page does). */
export function verifyStartOrderSignature(signatureKey: string, params: Readonly<Record<string, string>>): boolean {
  const signed = Object.fromEntries(
    Object.entries(params).filter(([key]) => key === 'signature' || SIGNED_STARTORDER_PARAMS.has(key)),
  );
  return verifyFlexPaySignature(signatureKey, signed);
}

export type FlexPayEvent =
  | {
      kind: 'sale';
      saleId: string;
      uid: string;
      amount: string;
      currency: string;
      referenceId: string | null;
      eventKey: string;
    }
  | {
      kind: 'reversal';
      reason: 'refunded' | 'chargeback';
      saleId: string;
      uid: string | null;
      amount: string | null;
      currency: string | null;
      eventKey: string;
    }
  | { kind: 'ignored' };

const REVERSALS: Readonly<Record<string, 'refunded' | 'chargeback'>> = {
  credit: 'refunded',
  refund: 'refunded',
  chargeback: 'chargeback',
};

/**
 * Reads a verified postback. A one-time sale arrives as type=purchase with saleID; a refund or
 * chargeback as event (or type) credit/chargeback naming the original saleID (or parentID).
 */
export function readFlexPayPostback(params: Readonly<Record<string, string>>): FlexPayEvent | null {
  const event = (params.event ?? '').toLowerCase();
  const type = (params.type ?? '').toLowerCase();
  const reversal = REVERSALS[event] ?? REVERSALS[type];
  const saleId = params.parentID ?? params.saleID;
  if (!saleId || !/^[A-Za-z0-9_-]{1,64}$/.test(saleId)) return null;
  if (reversal) {
    const txn = params.transactionID && /^[A-Za-z0-9_-]{1,64}$/.test(params.transactionID) ? params.transactionID : 'x';
    return {
      kind: 'reversal',
      reason: reversal,
      saleId,
      uid: params.custom1 ?? null,
      amount: params.priceAmount ?? params.amount ?? null,
      currency: params.priceCurrency ?? params.currency ?? null,
      eventKey: `${reversal}_${saleId}_${txn}`,
    };
  }
  if (type === 'purchase' && (event === '' || event === 'initial')) {
    if (!params.custom1 || !params.priceAmount || !params.priceCurrency) return null;
    return {
      kind: 'sale',
      saleId,
      uid: params.custom1,
      amount: params.priceAmount,
      currency: params.priceCurrency,
      referenceId: params.referenceID ?? null,
      eventKey: `sale_${saleId}`,
    };
  }
  return { kind: 'ignored' };
}
