import { describe, expect, it } from 'vitest';
import { signupCounterExpiryMs, signupCounterId } from './signupCounter';

describe('signup counter TTL', () => {
  it('expires two days after the start of the counter’s UTC day, whatever the time of day', () => {
    const late = Date.parse('2026-05-01T23:59:59Z');
    expect(signupCounterId(late, 'abcdefgh')).toBe('2026-05-01_abcdefgh');
    expect(new Date(signupCounterExpiryMs(late)).toISOString()).toBe('2026-05-03T00:00:00.000Z');
    expect(signupCounterExpiryMs(Date.parse('2026-05-01T00:00:00Z'))).toBe(signupCounterExpiryMs(late));
  });
});
