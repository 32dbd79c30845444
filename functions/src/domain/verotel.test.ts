import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  flexPayPurchaseUrl,
  flexPaySignature,
  readFlexPayPostback,
  verifyFlexPaySignature,
  verifyStartOrderSignature,
} from './verotel.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('flexPaySignature', () => {
  it('hashes the key then key=value pairs sorted by key, joined with colons (empty values kept)', () => {
    expect(flexPaySignature('aaB', { shopID: '123', custom1: 'xyz', custom2: '' })).toBe(
      sha256('aaB:custom1=xyz:custom2=:shopID=123'),
    );
  });
});

describe('flexPayPurchaseUrl', () => {
  const url = new URL(
    flexPayPurchaseUrl({
      startOrderUrl: 'https://secure.verotel.com/startorder',
      shopId: '12345',
      signatureKey: 'key',
      priceAmount: '9.99',
      priceCurrency: 'USD',
      description: 'Premium',
      referenceId: 'ref1',
      uid: 'user1',
      backUrl: 'https://app.example/premium',
    }),
  );
  const params = Object.fromEntries(url.searchParams);

  it('carries the order, our user reference and a verifiable signature', () => {
    expect(url.origin + url.pathname).toBe('https://secure.verotel.com/startorder');
    expect(params).toMatchObject({
      version: '4',
      type: 'purchase',
      shopID: '12345',
      custom1: 'user1',
      referenceID: 'ref1',
    });
    expect(verifyStartOrderSignature('key', params)).toBe(true);
  });

  it('fails verification when any signed value or the key changes', () => {
    expect(verifyStartOrderSignature('key', { ...params, priceAmount: '0.01' })).toBe(false);
    expect(verifyStartOrderSignature('key', { ...params, custom1: 'attacker' })).toBe(false);
    expect(verifyStartOrderSignature('other', params)).toBe(false);
  });
});

describe('verifyFlexPaySignature', () => {
  const postback = {
    type: 'purchase',
    shopID: '1',
    saleID: '42',
    custom1: 'u1',
    priceAmount: '9.99',
    priceCurrency: 'USD',
  };
  const signed = { ...postback, signature: flexPaySignature('k', postback) };

  it('accepts the signature over every param, in either case', () => {
    expect(verifyFlexPaySignature('k', signed)).toBe(true);
    expect(verifyFlexPaySignature('k', { ...signed, signature: signed.signature.toUpperCase() })).toBe(true);
  });

  it('rejects an added param, a missing or malformed signature', () => {
    expect(verifyFlexPaySignature('k', { ...signed, extra: '1' })).toBe(false);
    expect(verifyFlexPaySignature('k', postback)).toBe(false);
    expect(verifyFlexPaySignature('k', { ...signed, signature: 'abc' })).toBe(false);
  });
});

describe('readFlexPayPostback', () => {
  it('reads a one-time sale', () => {
    expect(
      readFlexPayPostback({
        type: 'purchase',
        saleID: '42',
        referenceID: 'ss_ref',
        custom1: 'u1',
        priceAmount: '9.99',
        priceCurrency: 'USD',
      }),
    ).toEqual({
      kind: 'sale',
      saleId: '42',
      uid: 'u1',
      amount: '9.99',
      currency: 'USD',
      referenceId: 'ss_ref',
      eventKey: 'sale_42',
    });
  });

  it('reads refunds and chargebacks of a sale', () => {
    expect(readFlexPayPostback({ type: 'purchase', event: 'credit', saleID: '42', transactionID: '7' })).toMatchObject({
      kind: 'reversal',
      reason: 'refunded',
      saleId: '42',
      eventKey: 'refunded_42_7',
    });
    expect(readFlexPayPostback({ event: 'chargeback', parentID: '42', saleID: '43' })).toMatchObject({
      kind: 'reversal',
      reason: 'chargeback',
      saleId: '42',
    });
  });

  it('ignores other events and rejects unusable ids', () => {
    expect(readFlexPayPostback({ type: 'subscription', event: 'rebill', saleID: '42' })).toEqual({ kind: 'ignored' });
    expect(
      readFlexPayPostback({ type: 'purchase', saleID: 'a/b', custom1: 'u', priceAmount: '1', priceCurrency: 'USD' }),
    ).toBeNull();
    expect(readFlexPayPostback({ type: 'purchase', saleID: '42' })).toBeNull();
  });
});
