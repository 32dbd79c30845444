import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientIp, ipBucket, networkBucket, normaliseIp, parseRanges } from './clientIp.js';

const HOSTING = parseRanges('66.102.0.0/20,2001:4860::/32').list;

function request(headers: Record<string, string>, remoteAddress = '169.254.1.1'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()], socket: { remoteAddress } } as unknown as Request;
}

// Header shapes from the sources in docs/client-address.md, not invented ones.
describe('clientIp', () => {
  it('when a Firebase function is called as in express-ipfilter#57, then the client before the Google hop is the bucket', () => {
    // Logged by a function on Firebase: "x-forwarded-for": "77.234.44.175,66.102.8.142", remote ::ffff:169.254.8.129.
    expect(
      clientIp(request({ 'x-forwarded-for': '77.234.44.175,66.102.8.142' }, '::ffff:169.254.8.129'), HOSTING),
    ).toBe('77.234.44.175');
  });

  it('when the caller sends its own X-Forwarded-For, then Google appends after it and the forged entries never count', () => {
    // Google's load-balancer format: X-Forwarded-For: <supplied-value>,<client-ip>,<load-balancer-ip>.
    const buckets = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientIp(
          request({
            'x-fah-client-ip': `198.51.100.${i}`,
            'x-forwarded-for': `10.0.0.${i},192.0.2.${i},77.234.44.175,66.102.8.142`,
          }),
          HOSTING,
        ),
      ),
    );
    expect([...buckets]).toEqual(['77.234.44.175']);
  });

  it('when a direct call carries only the appended client, then that is the bucket, whatever x-fah-client-ip says', () => {
    // A direct call to the function's URL: X-Forwarded-For: <client> (docs/client-address.md).
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7', 'x-fah-client-ip': '198.51.100.4' }), HOSTING)).toBe(
      '203.0.113.7',
    );
  });

  it('when a forger appends a Google-looking hop itself, then the entry Google appended after it still wins', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.4, 66.102.3.9, 203.0.113.7' }), HOSTING)).toBe(
      '203.0.113.7',
    );
  });

  it('when only Google hops are present, then the earliest one stands for the caller', () => {
    expect(clientIp(request({ 'x-fah-client-ip': 'evil', 'x-forwarded-for': '66.102.3.9' }), HOSTING)).toBe(
      '66.102.3.9',
    );
  });

  it('when there is no X-Forwarded-For (emulator), then the socket peer is used, and junk gives unknown', () => {
    expect(clientIp(request({ 'x-fah-client-ip': '198.51.100.4' }, '::ffff:127.0.0.1'), HOSTING)).toBe('127.0.0.1');
    expect(clientIp(request({ 'x-forwarded-for': 'a, not-an-ip' }), HOSTING)).toBe('unknown');
  });

  it('when IPv6 callers vary the low 64 bits, then they share one /64 bucket', () => {
    const a = clientIp(request({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }), HOSTING);
    const b = clientIp(request({ 'x-forwarded-for': '2001:db8:1:2:ffff:1:2:3' }), HOSTING);
    const other = clientIp(request({ 'x-forwarded-for': '2001:db8:1:3::1' }), HOSTING);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });
});

describe('ipBucket / normaliseIp / parseRanges', () => {
  it('expands :: forms and unwraps IPv4-mapped addresses', () => {
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('2001:DB8::'.toLowerCase())).toBe('2001:db8:0:0::/64');
    expect(normaliseIp(' ::FFFF:10.1.2.3 ')).toBe('10.1.2.3');
    expect(normaliseIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseIp('1.2.3.4.5')).toBeNull();
  });

  it('puts every /64 of one /48 in the same network; IPv4 has none', () => {
    expect(networkBucket('2001:db8:7:ffff::1')).toBe('2001:db8:7::/48');
    expect(networkBucket('2001:db8:7:1:2:3:4:5')).toBe('2001:db8:7::/48');
    expect(networkBucket('2001:db8:8::1')).toBe('2001:db8:8::/48');
    expect(networkBucket('10.1.2.3')).toBeNull();
  });

  it('reports invalid ranges and does not trust them', () => {
    const { list, invalid } = parseRanges('10.0.0.0/8, bogus, 1.2.3.4/33, ::/200');
    expect(invalid).toEqual(['bogus', '1.2.3.4/33', '::/200']);
    expect(list.check('10.9.9.9', 'ipv4')).toBe(true);
  });
});
