import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';
import { errorHandler, notFoundHandler } from './errorHandler.js';

// The one place a domain refusal becomes HTTP: each kind's status, the message and its code as the body.
let origin = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get('/refuse/:kind', (req) => {
    throw new DomainError(req.params.kind as DomainErrorKind, 'invalidRequest', {
      message: `refused as ${req.params.kind}`,
    });
  });
  app.get('/rate-limited', () => {
    throw new DomainError('rateLimited', 'rateLimited', { params: { seconds: 7 } });
  });
  app.post('/body', (_req, res) => res.json({ ok: true }));
  app.get('/crash', () => {
    throw new Error('secret detail');
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('error handler', () => {
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['unavailable', 404],
    ['conflict', 409],
    ['rateLimited', 429],
    ['legallyRestricted', 451],
  ] as const)('when the domain refuses as %s, then it answers %i with the message', async (kind, status) => {
    const res = await fetch(`${origin}/refuse/${kind}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ ok: false, error: `refused as ${kind}`, code: 'invalidRequest' });
    // A passing upstream failure must not be cached; the others keep whatever the route set.
    const uncached = kind === 'unavailable' || kind === 'legallyRestricted';
    expect(res.headers.get('cache-control')).toBe(uncached ? 'no-store' : null);
  });

  it('when the body is malformed JSON, then 400 Invalid request; an unknown failure is a 500 that leaks nothing', async () => {
    const bad = await fetch(`${origin}/body`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'Invalid request', code: 'invalidRequest' });
    const crash = await fetch(`${origin}/crash`);
    expect(crash.status).toBe(500);
    const text = await crash.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text)).toEqual({ ok: false, error: 'Something went wrong. Please try again.', code: 'internal' });
  });

  it('when a refusal has parameters, then the answer carries them beside the English text they fill', async () => {
    const res = await fetch(`${origin}/rate-limited`);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Too many attempts. Try again in 7s.',
      code: 'rateLimited',
      params: { seconds: 7 },
    });
  });

  it('when no route matches, then 404 Not found with its code', async () => {
    const res = await fetch(`${origin}/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: 'Not found', code: 'notFound' });
  });
});
