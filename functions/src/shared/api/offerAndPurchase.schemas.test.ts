import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from './firstIssueMessage.js';
import { offerPostbackSchema } from './schemas/contentLocker.js';
import { processorPostbackSchema, purchaseLinkResponseSchema } from './schemas/purchases.js';

function failure(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a parse failure');
  return firstIssueMessage(result.error);
}

const CLICK = 'AbCdEfGhIjKlMnOpQrStUvWxYz12_-AB';

describe('offer postback', () => {
  it('reads click, transaction, status (default approved) and secret', () => {
    expect(offerPostbackSchema.parse({ click: CLICK, txn: 'tx.1:2', secret: 's' })).toEqual({
      click: CLICK,
      txn: 'tx.1:2',
      status: 'approved',
      secret: 's',
    });
    expect(
      offerPostbackSchema.parse({ click: CLICK, txn: 't', status: 'reversed', secret: 's', payout: '0.50' }).status,
    ).toBe('reversed');
  });

  it.each([
    ['click must be a click id we issued.', { click: 'short', txn: 't', secret: 's' }],
    ['txn must be 1 to 100 letters, digits or ._:-.', { click: CLICK, txn: 'a/b', secret: 's' }],
    ['status must be one of: approved, reversed.', { click: CLICK, txn: 't', status: 'paid', secret: 's' }],
    ['secret is required.', { click: CLICK, txn: 't' }],
    ['click must be text.', { click: [CLICK, CLICK], txn: 't', secret: 's' }],
  ])('rejects with %s', (message, input) => {
    expect(failure(offerPostbackSchema, input)).toBe(message);
  });
});

describe('processor postback', () => {
  it('accepts flat string parameters only', () => {
    expect(processorPostbackSchema.parse({ saleID: '1', type: 'purchase' })).toEqual({ saleID: '1', type: 'purchase' });
    expect(failure(processorPostbackSchema, { saleID: ['1', '2'] })).toBe('Parameters must appear once.');
    expect(failure(processorPostbackSchema, { x: 'y'.repeat(1001) })).toBe(
      'Parameter values must be 1000 characters or fewer.',
    );
  });
});

describe('GET /api/purchase/link', () => {
  it('answers an http(s) url only', () => {
    expect(purchaseLinkResponseSchema.parse({ ok: true, url: 'https://secure.verotel.com/startorder?a=1' }).ok).toBe(
      true,
    );
    expect(purchaseLinkResponseSchema.safeParse({ ok: true, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('ids that become document ids', () => {
  it('never accept the reserved __name__ form', () => {
    expect(offerPostbackSchema.safeParse({ click: `__${'a'.repeat(20)}__`, txn: 't', secret: 's' }).success).toBe(
      false,
    );
  });
});
