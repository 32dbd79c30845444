import type { AddressInfo } from 'node:net';
import express from 'express';
import { logger } from 'firebase-functions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler, notFoundHandler } from '../middleware/errorHandler.js';
import { reportDemoModeMisuse } from '../config/demoMode.js';
import { demoRouter } from './demo.js';

// The demo pages hand out free premium: they must stay off on a deployed function even if DEMO_MODE leaks there.
let origin = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use('/api', demoRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const offerPage = () => fetch(`${origin}/api/demo/offer?click=${'a'.repeat(24)}`);

describe('demo offer/checkout guard', () => {
  it('when DEMO_MODE is on outside the emulator, then the demo pages answer 404', async () => {
    vi.stubEnv('DEMO_MODE', 'true');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect((await offerPage()).status).toBe(404);
    const checkout = await fetch(`${origin}/api/demo/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ a: 'b' }),
    });
    expect(checkout.status).toBe(404);
  });

  it('when DEMO_MODE is on in the emulator, then the demo offer page is served', async () => {
    vi.stubEnv('DEMO_MODE', 'true');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const res = await offerPage();
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Complete the demo task');
  });

  it('when DEMO_MODE is off in the emulator, then the demo pages answer 404', async () => {
    vi.stubEnv('DEMO_MODE', 'false');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect((await offerPage()).status).toBe(404);
  });

  it('when the function starts with DEMO_MODE outside the emulator, then it logs an error; otherwise not', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(reportDemoModeMisuse(true, {})).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/DEMO_MODE is on outside the emulator/);
    expect(reportDemoModeMisuse(true, { FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(reportDemoModeMisuse(false, {})).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
