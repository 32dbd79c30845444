import { startDemoUpstream, type DemoUpstream } from '@demo-upstream/server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import type { StartedCheck } from './provider.js';
import { yotiProvider } from './yotiProvider.js';

// The Yoti client against the demo provider, which speaks Yoti's documented routes, headers and fields.
const SDK_ID = 'unit-sdk-id';
const API_KEY = 'unit-api-key';
const RETURN_URL = 'http://127.0.0.1:5000/api/age/return';

let upstream: DemoUpstream;
beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0, ageCheck: { sdkId: SDK_ID, apiKey: API_KEY } });
});
afterAll(() => upstream.close());

const provider = (apiKey = API_KEY) =>
  yotiProvider({ baseUrl: `${upstream.origin}/age`, sdkId: SDK_ID, apiKey, sleep: () => Promise.resolve() });

/** What a person does on the provider's page: open it, press a button; answers where the browser is sent. */
async function decide(started: StartedCheck, outcome: 'pass' | 'fail' | 'cancel'): Promise<string> {
  const page = await fetch(started.redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('>Pass</button>');
  const res = await fetch(`${upstream.origin}/age/decide`, {
    method: 'POST',
    body: new URLSearchParams({ sessionId: started.pending.sessionId, outcome }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

describe('the Yoti provider', () => {
  it.each([
    ['FR', true],
    ['IT', true],
    ['FR-75C', true],
    ['GB', false],
    [null, false],
  ] as const)(
    'when the visitor is in %s (double anonymity for FR and IT), then double_blind is sent: %s',
    async (region, sent) => {
      const bodies: unknown[] = [];
      const recording = yotiProvider({
        baseUrl: `${upstream.origin}/age`,
        sdkId: SDK_ID,
        apiKey: API_KEY,
        doubleBlindRegions: ['FR', 'IT'],
        fetchFn: (url, init) => {
          if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
          return fetch(url, init);
        },
      });
      const started = await recording.start({ returnUrl: RETURN_URL, nowMs: Date.now(), region });
      expect(started.pending.sessionId).toBeTruthy();
      expect(bodies).toHaveLength(1);
      expect((bodies[0] as { double_blind?: boolean }).double_blind).toBe(sent ? true : undefined);
    },
  );

  it("when the visitor passes, then they come back with the session id and the result is a pass with Yoti's method", async () => {
    const started = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    const redirect = new URL(started.redirectUrl);
    expect(redirect.searchParams.get('sdkId')).toBe(SDK_ID);
    expect(redirect.searchParams.get('sessionId')).toBe(started.pending.sessionId);
    const back = new URL(await decide(started, 'pass'));
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    const params = { sessionId: back.searchParams.get('sessionId') ?? '' };
    expect(await provider().finish({ params, pending: started.pending })).toEqual({
      outcome: 'passed',
      method: 'AGE_ESTIMATION',
    });
  });

  it.each([
    ['fail', 'failed', 'status-failed'],
    ['cancel', 'cancelled', 'status-cancelled'],
  ] as const)('when the visitor presses %s, then the outcome is %s', async (button, outcome, refusal) => {
    const started = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    await decide(started, button);
    expect(await provider().finish({ params: {}, pending: started.pending })).toEqual({ outcome, refusal });
  });

  it('when the browser comes back before the check ended, then it asks 3 times and says pending', async () => {
    const started = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    expect(await provider().finish({ params: {}, pending: started.pending })).toEqual({
      outcome: 'pending',
      refusal: 'status-pending',
    });
  });

  it("when another browser's session id comes back, or our reference does not match, then it is refused", async () => {
    const mine = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    const theirs = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    await decide(theirs, 'pass');
    const params = { sessionId: theirs.pending.sessionId };
    expect(await provider().finish({ params, pending: mine.pending })).toMatchObject({ outcome: 'error' });
    const swapped = { ...theirs.pending, referenceId: mine.pending.referenceId };
    expect(await provider().finish({ params: {}, pending: swapped })).toEqual({
      outcome: 'error',
      refusal: 'other-reference',
    });
  });

  it('when the API key is wrong, then starting is refused as unavailable and the result cannot be read', async () => {
    await expect(provider('wrong-key').start({ returnUrl: RETURN_URL, nowMs: Date.now() })).rejects.toBeInstanceOf(
      DomainError,
    );
    const started = await provider().start({ returnUrl: RETURN_URL, nowMs: Date.now() });
    await decide(started, 'pass');
    expect(await provider('wrong-key').finish({ params: {}, pending: started.pending })).toEqual({
      outcome: 'error',
      refusal: 'result-unavailable',
    });
  });
});
