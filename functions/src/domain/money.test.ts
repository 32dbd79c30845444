import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents, parseAmountCents } from './money.js';

describe('parseAmountCents', () => {
  it.each([
    ['9.99', 999],
    ['10', 1000],
    ['0.5', 50],
    [' 12.30 ', 1230],
    ['0', 0],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '1,00', '.5'])('rejects %j', (text) => {
    expect(parseAmountCents(text)).toBeNull();
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmountCents(text)).toBe(cents);
      }),
    );
  });
});

describe('commissionCents', () => {
  it('takes the rate of the sale in whole cents', () => {
    expect(commissionCents(999, 10)).toBe(100);
    expect(commissionCents(999, 25)).toBe(250);
    expect(commissionCents(1000, 0)).toBe(0);
    expect(commissionCents(1000, 100)).toBe(1000);
  });

  it('never exceeds the sale and is an integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, rate) => {
        const c = commissionCents(amount, rate);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
