import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiApp } from './apiApp.js';

describe('API security headers', () => {
  it('when any route answers, then there is no X-Powered-By and helmet headers are set', async () => {
    const server = apiApp.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/no-such-route`);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
