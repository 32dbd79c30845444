import { describe, expect, it } from 'vitest';
import { fuzzState } from './fuzzState.mjs';

const { allowedChange } = fuzzState(null);
const POSTBACK = { endpoint: '* /api/purchase/verotel/postback', method: 'GET', uid: null };

describe("the fuzzer's oracle for signed postbacks", () => {
  const purchase = {
    key: 'purchases/verotel_s1',
    before: undefined,
    after: { uid: 'buyer', referrerUid: 'referrer', status: 'paid' },
  };
  const all = [purchase];

  it('when a signed postback recorded a purchase, then its buyer and referrer may change, and nobody else', () => {
    expect(allowedChange(purchase, [POSTBACK], all)).toBe(true);
    expect(allowedChange({ key: 'users/buyer', before: {}, after: { premium: true } }, [POSTBACK], all)).toBe(true);
    expect(allowedChange({ key: 'affiliates/referrer', before: {}, after: {} }, [POSTBACK], all)).toBe(true);
    expect(allowedChange({ key: 'users/bystander', before: {}, after: { premium: true } }, [POSTBACK], all)).toBe(
      false,
    );
    expect(allowedChange({ key: 'affiliates/buyer', before: {}, after: {} }, [POSTBACK], all)).toBe(false);
  });

  it('when no postback was accepted, then a purchase explains no account change', () => {
    expect(allowedChange({ key: 'users/buyer', before: {}, after: { premium: true } }, [], all)).toBe(false);
  });
});
