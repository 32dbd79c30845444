import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { affiliateRateInputSchema, parseAffiliateRate, validateAffiliateRateField } from './affiliateRate.js';

describe('parseAffiliateRate', () => {
  it.each([
    ['15', 15],
    ['15%', 15],
    [' 12.5 % ', 13],
    ['12.4', 12],
    ['0.15', 15],
    ['.2', 20],
    ['0.145', 15],
    ['1', 100],
    ['0', 0],
    ['1.5', 2],
    ['250', 100],
    ['-5', 5],
    ['$0.3', 30],
    ['1.2.3', 1],
    ['abc', 10],
    ['', 10],
    ['.', 10],
    ['%', 10],
  ])('parses the string %j as %d', (input, expected) => {
    expect(parseAffiliateRate(input)).toBe(expected);
  });

  it.each([
    [25, 25],
    [0.3, 30],
    [1, 100],
    [-5, 0],
    [150, 100],
    [33.5, 34],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('parses the number %d as %d', (input, expected) => {
    expect(parseAffiliateRate(input)).toBe(expected);
  });

  it('defaults to 10 for missing or non-numeric input', () => {
    expect(parseAffiliateRate(undefined)).toBe(10);
    expect(parseAffiliateRate(null)).toBe(10);
    expect(parseAffiliateRate({})).toBe(10);
  });

  it('always gives a whole number in 0..100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(undefined)), (input) => {
        const rate = parseAffiliateRate(input);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('validateAffiliateRateField', () => {
  it('allows up to 12 characters', () => {
    expect(validateAffiliateRateField('123456789012')).toBeNull();
    expect(validateAffiliateRateField(12)).toBeNull();
    expect(validateAffiliateRateField('1234567890123')).toBe('tooLong');
  });
});

describe('affiliateRateInputSchema', () => {
  it('outputs the parsed percent', () => {
    expect(affiliateRateInputSchema.parse('0.25')).toBe(25);
    expect(affiliateRateInputSchema.parse(40)).toBe(40);
    expect(affiliateRateInputSchema.parse(undefined)).toBe(10);
  });

  it('rejects a field longer than 12 characters with a readable message', () => {
    const result = affiliateRateInputSchema.safeParse('1234567890123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Rate must be 12 characters or fewer.');
  });

  it('rejects other types', () => {
    const result = affiliateRateInputSchema.safeParse(true);
    expect(result.error?.issues[0]?.message).toBe('Rate must be a number.');
  });
});
