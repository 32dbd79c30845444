import { describe, expect, it } from 'vitest';
import { claimOutcome } from './claimOutcome';

const answer = (status: number | string, error?: string) => ({
  error: { status, data: error ? { ok: false, error } : undefined },
});

describe('claimOutcome', () => {
  it('when the claim succeeds, then it is final', () => {
    expect(claimOutcome({ data: { ok: true } })).toBe('final');
  });

  it.each([
    [400, 'You cannot refer yourself.'],
    [409, 'You have already been referred by someone else.'],
    [404, 'This referral link is not valid.'],
    [403, 'This account is not eligible for a referral.'],
  ])('when the server refuses for good (%s %s), then it is final', (status, error) => {
    expect(claimOutcome(answer(status, error))).toBe('final');
  });

  it.each([
    ['FETCH_ERROR', undefined],
    ['TIMEOUT_ERROR', undefined],
    [500, undefined],
    [503, 'Service unavailable'],
    [429, 'Too many attempts. Try again in 3s.'],
    [401, 'Not signed in'],
    [403, 'Please verify your email first.'],
  ])('when the answer may change (%s %s), then it is retried', (status, error) => {
    expect(claimOutcome(answer(status, error))).toBe('retry');
  });
});
