import { generateKeyPairSync } from 'node:crypto';
import { startDemoUpstream, type DemoUpstream } from '@demo-upstream/server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.js';
import { yotiIdentityCheck } from './yotiIdentityCheck.js';

// The identity-check client against the demo provider, which checks the SDK's signatures as Yoti does.
const SDK_ID = 'unit-idv-sdk-id';
const RETURN_URL = 'http://127.0.0.1:5000/admin/records/r1?idCheck=token';
const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey, publicKey } = keyPair();
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let upstream: DemoUpstream;
beforeAll(async () => {
  upstream = await startDemoUpstream({
    port: 0,
    identityCheck: { sdkId: SDK_ID, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
  });
});
afterAll(() => upstream.close());

const client = (key = pem) => yotiIdentityCheck({ apiUrl: `${upstream.origin}/idverify/v1`, sdkId: SDK_ID, pem: key });

/** What the person does on the provider's page: open it, type what the document says, press a button. */
async function decide(redirectUrl: string, outcome: 'pass' | 'fail' | 'cancel', fullName = 'Ada Quill') {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Full name on the document');
  const url = new URL(redirectUrl);
  const res = await fetch(`${upstream.origin}/idverify/v1/web/decide`, {
    method: 'POST',
    body: new URLSearchParams({
      sessionID: url.searchParams.get('sessionID') ?? '',
      sessionToken: url.searchParams.get('sessionToken') ?? '',
      full_name: fullName,
      date_of_birth: '1990-01-01',
      outcome,
    }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

describe('the Yoti identity check', () => {
  it("when the person passes, then the page sends them back and the document's name and date of birth are read", async () => {
    const started = await client().start(RETURN_URL);
    expect(started.redirectUrl).toMatch(
      `${upstream.origin}/idverify/v1/web/index.html?sessionID=${started.sessionId}&`,
    );
    expect(await client().finish(started.sessionId)).toEqual({ outcome: 'pending' });
    expect(await decide(started.redirectUrl, 'pass')).toBe(RETURN_URL);
    expect(await client().finish(started.sessionId)).toEqual({
      outcome: 'passed',
      document: { fullName: 'Ada Quill', dateOfBirth: '1990-01-01' },
    });
  });

  it('when the checks fail, then it failed as rejected; when the person cancels, then it is still pending', async () => {
    const failed = await client().start(RETURN_URL);
    await decide(failed.redirectUrl, 'fail');
    expect(await client().finish(failed.sessionId)).toEqual({ outcome: 'failed', reason: 'rejected' });
    const cancelled = await client().start(RETURN_URL);
    expect(await decide(cancelled.redirectUrl, 'cancel')).toBe(RETURN_URL);
    expect(await client().finish(cancelled.sessionId)).toEqual({ outcome: 'pending' });
  });

  it('when a request is signed with another key, then the provider refuses it and nothing starts', async () => {
    const otherPem = keyPair().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(client(otherPem).start(RETURN_URL)).rejects.toBeInstanceOf(DomainError);
    const started = await client().start(RETURN_URL);
    expect(await client(otherPem).finish(started.sessionId)).toEqual({ outcome: 'error' });
  });

  it('when a signed request is replayed, then the provider refuses the second one', async () => {
    const started = await client().start(RETURN_URL);
    let captured: { url: string; init: RequestInit } | null = null;
    const recording = yotiIdentityCheck(
      { apiUrl: `${upstream.origin}/idverify/v1`, sdkId: SDK_ID, pem },
      (url, init) => {
        captured = { url: url instanceof Request ? url.url : url.toString(), init: init ?? {} };
        return fetch(url, init);
      },
    );
    await recording.finish(started.sessionId);
    const replay = captured as { url: string; init: RequestInit } | null;
    if (!replay) throw new Error('no request was sent');
    const again = await fetch(replay.url, { headers: replay.init.headers });
    expect(again.status).toBe(401);
  });
});
