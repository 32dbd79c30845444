import { describe, expect, it } from 'vitest';
import { countryOfAddress, isLookupable } from './ipCountry.js';

// Against the database the package ships (no download): long-held allocations only.
describe('countryOfAddress', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.142', 'GB'],
    ['90.84.0.1', 'FR'],
  ])('when the address is %s, then the country is %s', async (ip, country) => {
    expect(await countryOfAddress(ip)).toBe(country);
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '::1', 'fd00::1', 'fe80::1', 'not-an-ip'])(
    'when the address is %s (no registry assigns it), then no lookup is made',
    async (ip) => {
      expect(isLookupable(ip)).toBe(false);
      expect(await countryOfAddress(ip)).toBeNull();
    },
  );
});
