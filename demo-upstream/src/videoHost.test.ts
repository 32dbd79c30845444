import { describe, expect, it } from 'vitest';
import { bearerToken, GUEST_TOKEN_TTL_MS, GuestTokenStore } from './videoHost.js';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('guest tokens', () => {
  it('accept lookups until ten minutes have passed', () => {
    const clock = fakeClock();
    const store = new GuestTokenStore(clock.now, { revoke: 'none', atUse: 3 });
    const { token, expiresAt } = store.issue();
    expect(expiresAt).toBe(clock.now() + GUEST_TOKEN_TTL_MS);
    for (let i = 0; i < 5; i++) expect(store.use(token)).toBe('ok');
    clock.advance(GUEST_TOKEN_TTL_MS - 1);
    expect(store.use(token)).toBe('ok');
    clock.advance(1);
    expect(store.use(token)).toBe('expired');
  });

  it('reject missing and unknown tokens', () => {
    const store = new GuestTokenStore(fakeClock().now);
    expect(store.use(null)).toBe('missing');
    expect(store.use('made-up')).toBe('unknown');
  });

  it('revoke only the first issued token, at its third lookup, by default', () => {
    const store = new GuestTokenStore(fakeClock().now);
    const first = store.issue().token;
    expect([store.use(first), store.use(first), store.use(first), store.use(first)]).toEqual([
      'ok',
      'ok',
      'revoked',
      'revoked',
    ]);
    const second = store.issue().token;
    expect(Array.from({ length: 6 }, () => store.use(second))).toEqual(Array(6).fill('ok'));
  });

  it('revoke every token when configured so', () => {
    const store = new GuestTokenStore(fakeClock().now, { revoke: 'every', atUse: 1 });
    expect(store.use(store.issue().token)).toBe('revoked');
    expect(store.use(store.issue().token)).toBe('revoked');
  });

  it('revoke all live tokens on demand', () => {
    const store = new GuestTokenStore(fakeClock().now, { revoke: 'none', atUse: 3 });
    const a = store.issue().token;
    const b = store.issue().token;
    expect(store.revokeAll()).toBe(2);
    expect(store.use(a)).toBe('revoked');
    expect(store.use(b)).toBe('revoked');
    expect(a).not.toBe(b);
  });
});

describe('bearer header', () => {
  it('extracts the token case-insensitively', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
