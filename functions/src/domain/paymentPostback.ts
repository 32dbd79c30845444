import { DomainError } from './errors.js';
import { UID_PATTERN } from '../shared/api/schemas/common.js';
import { parseAmountCents } from './money.js';
import { recordReversal, recordSale, type RecordOutcome } from './purchases.js';
import { readFlexPayPostback, verifyFlexPaySignature } from './verotel.js';

const PROCESSOR = 'verotel';
const CURRENCY = /^[A-Z]{3}$/;

export interface VerotelConfig {
  shopId: string;
  signatureKey: string;
  /** PREMIUM_PRICE / PREMIUM_CURRENCY: the only sale that buys Premium. */
  priceAmount: string;
  priceCurrency: string;
}

// The referenceID /api/purchase/link issues (see routes/purchases.ts).
const REFERENCE_ID_PATTERN = /^ss_[A-Za-z0-9_-]{16}$/;

/** A FlexPay postback: verified by its signature and shop, then recorded once by its event. */
export async function acceptVerotelPostback(
  params: Readonly<Record<string, string>>,
  config: VerotelConfig,
): Promise<RecordOutcome | 'ignored'> {
  if (config.signatureKey === '' || !verifyFlexPaySignature(config.signatureKey, params)) {
    throw new DomainError('forbidden', 'invalidSignature');
  }
  if (params.shopID !== config.shopId) throw new DomainError('invalid', 'unknownShop');
  const event = readFlexPayPostback(params);
  if (!event) throw new DomainError('invalid', 'unrecognisedPostback');
  if (event.kind === 'ignored') return 'ignored';

  if (event.kind === 'sale') {
    const amountCents = parseAmountCents(event.amount);
    if (!UID_PATTERN.test(event.uid) || amountCents === null || !CURRENCY.test(event.currency)) {
      throw new DomainError('invalid', 'invalidSaleParameters');
    }
    // A validly signed sale of something else (another product, a tampered price) buys nothing here.
    if (amountCents !== parseAmountCents(config.priceAmount) || event.currency !== config.priceCurrency) {
      throw new DomainError('invalid', 'salePriceMismatch');
    }
    if (!REFERENCE_ID_PATTERN.test(event.referenceId ?? '')) throw new DomainError('invalid', 'unknownOrder');
    return recordSale({
      referenceId: event.referenceId ?? '',
      processor: PROCESSOR,
      saleId: event.saleId,
      eventKey: event.eventKey,
      uid: event.uid,
      amountCents,
      currency: event.currency,
    });
  }
  const uid = event.uid !== null && UID_PATTERN.test(event.uid) ? event.uid : null;
  return recordReversal({
    processor: PROCESSOR,
    saleId: event.saleId,
    eventKey: event.eventKey,
    reason: event.reason,
    uid,
    amountCents: event.amount === null ? null : parseAmountCents(event.amount),
    currency: event.currency !== null && CURRENCY.test(event.currency) ? event.currency : null,
  });
}
