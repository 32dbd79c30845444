import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';

function request(xForwardedFor: string): Request {
  const headers: Record<string, string> = { 'x-forwarded-for': xForwardedFor };
  return {
    get: (name: string) => headers[name.toLowerCase()],
    socket: { remoteAddress: '169.254.8.129' },
  } as unknown as Request;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// docs/client-address.md: the raw hop headers are logged on an instance's first request, so an operator can check
// the rule on a deploy, and never again (a log line per request would be a log of every visitor's address).
describe('the client address hop log', () => {
  it('when an instance serves its first requests, then the raw hops are logged once, with the address chosen', async () => {
    vi.resetModules();
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { clientIp, parseRanges } = await import('./clientIp.js');
    const hosting = parseRanges('66.102.0.0/20').list;
    clientIp(request('77.234.44.175,66.102.8.142'), hosting);
    clientIp(request('203.0.113.7,66.102.8.142'), hosting);
    clientIp(request('198.51.100.4'), hosting);
    const hopLogs = info.mock.calls.filter(([message]) => String(message).startsWith('client address hops'));
    expect(hopLogs).toHaveLength(1);
    expect(hopLogs[0]?.[1]).toEqual({
      xForwardedFor: '77.234.44.175,66.102.8.142',
      xFahClientIp: null,
      forwarded: null,
      remoteAddress: '169.254.8.129',
      chosen: '77.234.44.175',
    });
  });

  it('when a new instance starts (a fresh module), then it logs its own first request again', async () => {
    vi.resetModules();
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { clientIp, parseRanges } = await import('./clientIp.js');
    clientIp(request('203.0.113.9'), parseRanges('66.102.0.0/20').list);
    expect(info.mock.calls.filter(([message]) => String(message).startsWith('client address hops'))).toHaveLength(1);
  });
});
