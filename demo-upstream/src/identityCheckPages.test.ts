import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from './server.js';

// The demo identity-verification provider refuses what Yoti refuses; the happy path is exercised by the app's own
// client against it (functions/src/records/identityCheck/yotiIdentityCheck.test.ts).
const SDK_ID = 'idv-sdk-test';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let upstream: DemoUpstream;
let now = Date.UTC(2026, 10, 29, 12);

beforeAll(async () => {
  upstream = await startDemoUpstream({
    port: 0,
    now: () => now,
    identityCheck: { sdkId: SDK_ID, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
  });
});
afterAll(() => upstream.close());

const session = {
  client_session_token_ttl: 600,
  requested_checks: [{ type: 'ID_DOCUMENT_AUTHENTICITY' }, { type: 'LIVENESS' }, { type: 'ID_DOCUMENT_FACE_MATCH' }],
  requested_tasks: [{ type: 'ID_DOCUMENT_TEXT_DATA_EXTRACTION' }],
  sdk_config: { success_url: 'http://app.test/done', error_url: 'http://app.test/done' },
};

/** A request signed as Yoti's SDK signs it: RSA-SHA256 over "METHOD&/path?query&base64(body)". */
function signed(
  method: 'GET' | 'POST',
  endpoint: string,
  body?: unknown,
  { timestamp = now, nonce = randomUUID() } = {},
) {
  const query = new URLSearchParams({ sdkId: SDK_ID, nonce, timestamp: String(timestamp) });
  const path = `${endpoint}?${query.toString()}`;
  const text = body === undefined ? '' : JSON.stringify(body);
  const digest = createSign('RSA-SHA256')
    .update(`${method}&${path}${text ? `&${Buffer.from(text).toString('base64')}` : ''}`)
    .sign(privateKey)
    .toString('base64');
  return fetch(`${upstream.origin}/idverify/v1${path}`, {
    method,
    headers: { 'X-Yoti-Auth-Digest': digest, 'Content-Type': 'application/json' },
    ...(text ? { body: text } : {}),
  });
}

describe('demo identity-verification provider', () => {
  it('when a request is unsigned, stale, or its nonce was used, then 401', async () => {
    const unsigned = await fetch(`${upstream.origin}/idverify/v1/sessions?sdkId=${SDK_ID}`, { method: 'POST' });
    expect(unsigned.status).toBe(401);
    expect((await signed('POST', '/sessions', session, { timestamp: now - 10 * 60_000 })).status).toBe(401);
    const nonce = randomUUID();
    expect((await signed('POST', '/sessions', session, { nonce })).status).toBe(200);
    expect((await signed('POST', '/sessions', session, { nonce })).status).toBe(401);
  });

  it('when a session lacks a required check, the text extraction or a return address, then 400 says which', async () => {
    const lacking = async (body: unknown) => (await (await signed('POST', '/sessions', body)).json()) as unknown;
    expect(await lacking({ ...session, requested_checks: [{ type: 'LIVENESS' }] })).toMatchObject({
      message: expect.stringContaining('requested_checks') as unknown,
    });
    expect(await lacking({ ...session, requested_tasks: [] })).toMatchObject({
      message: expect.stringContaining('requested_tasks') as unknown,
    });
    expect(await lacking({ ...session, sdk_config: {} })).toMatchObject({
      message: expect.stringContaining('success_url') as unknown,
    });
  });

  it('when the page is opened with the wrong token, answered without a name, or after its time, then it refuses', async () => {
    const created = (await (await signed('POST', '/sessions', session)).json()) as {
      session_id: string;
      client_session_token: string;
    };
    const page = (token: string) =>
      fetch(`${upstream.origin}/idverify/v1/web/index.html?sessionID=${created.session_id}&sessionToken=${token}`);
    expect((await page('wrong')).status).toBe(404);
    expect((await page(created.client_session_token)).status).toBe(200);
    const decide = (fields: Record<string, string>) =>
      fetch(`${upstream.origin}/idverify/v1/web/decide`, {
        method: 'POST',
        body: new URLSearchParams({
          sessionID: created.session_id,
          sessionToken: created.client_session_token,
          ...fields,
        }),
        redirect: 'manual',
      });
    expect((await decide({ outcome: 'pass', full_name: '', date_of_birth: '1990-01-01' })).status).toBe(400);
    now += 601_000;
    expect((await page(created.client_session_token)).status).toBe(404);
    const result = await signed('GET', `/sessions/${created.session_id}`);
    expect(await result.json()).toMatchObject({ session_id: created.session_id, state: 'EXPIRED' });
  });
});
