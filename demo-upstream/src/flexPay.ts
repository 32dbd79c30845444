// The demo checkout's imitation of Verotel FlexPay's signatures, written from Verotel's documentation
// rather than shared with the function, as the real order page is: SHA-256 of the key and the signed
// params as key=value sorted by key, joined with ':' (lowercase hex).
import { createHash, timingSafeEqual } from 'node:crypto';

// The startorder params FlexPay signs (its client libraries' list); others travel unsigned.
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

function flexPaySignature(key: string, params: Readonly<Record<string, string>>): string {
  const parts = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name] ?? ''}`);
  return createHash('sha256')
    .update([key, ...parts].join(':'), 'utf8')
    .digest('hex');
}

/** What the order page checks before it shows a price: the link's signature over its signed params. */
export function startOrderSignatureValid(key: string, params: Readonly<Record<string, string>>): boolean {
  const signature = params.signature ?? '';
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const signed = Object.fromEntries(Object.entries(params).filter(([name]) => SIGNED_STARTORDER_PARAMS.has(name)));
  const expected = Buffer.from(flexPaySignature(key, signed), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** The sale postback Verotel sends after a paid one-time order (a fresh saleID each time). */
export function salePostback(
  key: string,
  order: Readonly<Record<string, string>>,
  saleId: string,
): Record<string, string> {
  const postback: Record<string, string> = {
    type: 'purchase',
    shopID: order.shopID ?? '',
    saleID: saleId,
    referenceID: order.referenceID ?? '',
    priceAmount: order.priceAmount ?? '',
    priceCurrency: order.priceCurrency ?? '',
    custom1: order.custom1 ?? '',
    paymentMethod: 'CC',
  };
  return { ...postback, signature: flexPaySignature(key, postback) };
}
