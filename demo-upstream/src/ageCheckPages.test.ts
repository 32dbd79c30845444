import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from './server.js';

// The demo age-verification provider refuses what Yoti refuses; the happy path is exercised by the app's
// own Yoti client against it (functions/src/ageAssurance/yotiProvider.test.ts).
const SDK_ID = 'sdk-test';
const API_KEY = 'key-test';
let upstream: DemoUpstream;
let now = Date.UTC(2026, 10, 26, 12);

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0, now: () => now, ageCheck: { sdkId: SDK_ID, apiKey: API_KEY } });
});
afterAll(() => upstream.close());

const session = {
  type: 'OVER',
  age_estimation: { allowed: true, threshold: 18, level: 'PASSIVE', retry_limit: 1 },
  ttl: 900,
  reference_id: 'ref-1',
  callback: { url: 'http://app.test/api/age/return', auto: true },
};

const create = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${upstream.origin}/age/api/v1/sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${API_KEY}`,
      'Yoti-SDK-Id': SDK_ID,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe('demo age-verification provider', () => {
  it('when the API key or the SDK id is wrong, then 401', async () => {
    expect((await create(session, { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await create(session, { 'Yoti-SDK-Id': 'other' })).status).toBe(401);
  });

  it.each([
    ['type UNDER', { ...session, type: 'UNDER' }],
    ['a ttl under 60 s', { ...session, ttl: 30 }],
    ['no reference', { ...session, reference_id: undefined }],
    ['no callback', { ...session, callback: undefined }],
    ['no method allowed', { ...session, age_estimation: { allowed: false, threshold: 18 } }],
    ['a double_blind that is not a boolean', { ...session, double_blind: 'yes' }],
  ])('when the session request has %s, then 400', async (_case, body) => {
    expect((await create(body)).status).toBe(400);
  });

  it('when a session is not finished before its ttl, then its result says EXPIRED and its page is gone', async () => {
    const { id } = (await (await create(session)).json()) as { id: string };
    now += 901_000;
    const result = await fetch(`${upstream.origin}/age/api/v1/sessions/${id}/result`, {
      headers: { Authorization: `Bearer ${API_KEY}`, 'Yoti-SDK-Id': SDK_ID },
    });
    expect(await result.json()).toMatchObject({ id, status: 'EXPIRED', reference_id: 'ref-1', type: 'OVER' });
    expect((await fetch(`${upstream.origin}/age?sessionId=${id}&sdkId=${SDK_ID}`)).status).toBe(404);
  });
});
