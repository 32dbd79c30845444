import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonicalEmail.js';

describe('canonicalEmail', () => {
  it('lower-cases any address', () => {
    expect(canonicalEmail(' Jane.Doe+News@Example.COM ')).toBe('jane.doe+news@example.com');
  });
  it('drops dots and +tags for gmail.com and googlemail.com, which deliver to one inbox', () => {
    expect(canonicalEmail('J.a.n.e+farm1@gmail.com')).toBe('jane@gmail.com');
    expect(canonicalEmail('jane+x+y@googlemail.com')).toBe('jane@gmail.com');
    expect(canonicalEmail('jane@GMAIL.com')).toBe('jane@gmail.com');
  });
  it('leaves something without an @ as it is (lower-cased)', () => {
    expect(canonicalEmail('NoAt')).toBe('noat');
  });
});
