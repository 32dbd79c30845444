import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../functions/src/shared/api/paths.js';
import { startDemoUpstream, type DemoUpstream } from './server.js';

// A stand-in for the app behind Hosting: records the postbacks and answers `appStatus`.
let app: Server;
let appOrigin = '';
let appStatus = 200;
let postbacks: URL[] = [];
let upstream: DemoUpstream;
let unconfigured: DemoUpstream;
const KEY = 'test-signature-key';
const SECRET = 'test-offer-secret';

beforeAll(async () => {
  app = createServer((req, res) => {
    postbacks.push(new URL(req.url ?? '/', appOrigin));
    res.writeHead(appStatus, { 'Content-Type': 'text/plain' });
    res.end(appStatus === 200 ? 'OK' : 'Unknown click.');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const payments = { appOrigin, offerPostbackSecret: SECRET, verotelSignatureKey: KEY };
  upstream = await startDemoUpstream({ port: 0, payments });
  unconfigured = await startDemoUpstream({ port: 0 });
});
afterAll(async () => {
  await Promise.all([upstream.close(), unconfigured.close()]);
  await new Promise((resolve) => app.close(resolve));
});
beforeEach(() => {
  appStatus = 200;
  postbacks = [];
});

// Signed as Verotel documents it (independently of flexPay.ts).
function signed(params: Record<string, string>, key = KEY): URLSearchParams {
  const joined = [
    key,
    ...Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k] ?? ''}`),
  ].join(':');
  return new URLSearchParams({ ...params, signature: createHash('sha256').update(joined).digest('hex') });
}
const order = () =>
  signed({
    version: '4',
    shopID: '100000',
    type: 'purchase',
    priceAmount: '9.99',
    priceCurrency: 'USD',
    description: 'StarSession Premium',
    referenceID: 'ref-1',
    custom1: 'uid-1',
    backURL: `${appOrigin}/premium`,
  });
const submit = (path: string, body: URLSearchParams) =>
  fetch(`${upstream.origin}${path}`, { method: 'POST', body, redirect: 'manual' });

describe('demo offer page', () => {
  it('when the user opens the offer link, then it shows the task with the click id in its form', async () => {
    const res = await fetch(`${upstream.origin}/offer?click=abc_DEF-123`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Complete the demo task');
    expect(html).toContain('name="click" value="abc_DEF-123"');
    expect(res.headers.get('content-security-policy')).toContain(`form-action 'self' ${appOrigin}`);
    expect(postbacks).toHaveLength(0);
  });

  it('when the task is completed, then it sends the approval postback with the secret and returns the user to the app', async () => {
    const res = await submit('/offer', new URLSearchParams({ click: 'abc_DEF-123' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${appOrigin}/premium-complete`);
    expect(postbacks).toHaveLength(1);
    const [sent] = postbacks;
    expect(sent?.pathname).toBe(API_PATHS.contentLockerPostback);
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      click: 'abc_DEF-123',
      status: 'approved',
      secret: SECRET,
      txn: expect.stringMatching(/^demo-[\w-]{12}$/) as unknown,
    });
  });

  it('when the click id is missing or malformed, then it answers 400 and sends nothing', async () => {
    expect((await fetch(`${upstream.origin}/offer`)).status).toBe(400);
    expect((await submit('/offer', new URLSearchParams({ click: '<script>' }))).status).toBe(400);
    expect(postbacks).toHaveLength(0);
  });

  it('when the app refuses the postback, then the page says so with a 400 instead of redirecting', async () => {
    appStatus = 404;
    const res = await submit('/offer', new URLSearchParams({ click: 'never-issued' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The app refused the postback (HTTP 404)');
  });

  it('when the form body is oversized, then it answers 413', async () => {
    const res = await submit('/offer', new URLSearchParams({ click: 'a', pad: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
  });
});

describe('demo checkout', () => {
  it('when the order link is signed, then it shows the price and a pay button', async () => {
    const res = await fetch(`${upstream.origin}/checkout?${order().toString()}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Pay 9.99 USD (demo)');
  });

  it('when the user pays, then a sale postback signed with the key reaches the app and the user goes back', async () => {
    const res = await submit('/checkout', order());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${appOrigin}/premium`);
    const sent = postbacks[0];
    expect(sent?.pathname).toBe(API_PATHS.verotelPostback);
    const params = Object.fromEntries(sent?.searchParams ?? []);
    const { signature, ...rest } = params;
    expect(rest).toMatchObject({ type: 'purchase', shopID: '100000', priceAmount: '9.99', custom1: 'uid-1' });
    expect(rest.saleID).toMatch(/^\d{8}$/);
    expect(signature).toBe(signed(rest).get('signature'));
  });

  it('when a signed param was changed or the key is wrong, then it answers 400 and sends nothing', async () => {
    const tampered = order();
    tampered.set('priceAmount', '0.01');
    expect((await fetch(`${upstream.origin}/checkout?${tampered.toString()}`)).status).toBe(400);
    expect((await submit('/checkout', tampered)).status).toBe(400);
    const otherKey = signed(Object.fromEntries(order()), 'another-key');
    expect((await submit('/checkout', otherKey)).status).toBe(400);
    expect(postbacks).toHaveLength(0);
  });

  it('when backURL points outside the app, then the user is sent to the app instead', async () => {
    const params = Object.fromEntries(order());
    delete params.signature;
    const res = await submit('/checkout', signed({ ...params, backURL: 'https://evil.example/' }));
    expect(res.headers.get('location')).toBe(`${appOrigin}/premium`);
  });
});

describe('without payment settings', () => {
  it('when the pages are not configured, then they answer 404', async () => {
    expect((await fetch(`${unconfigured.origin}/offer?click=abc`)).status).toBe(404);
    expect((await fetch(`${unconfigured.origin}/checkout`)).status).toBe(404);
  });
});
