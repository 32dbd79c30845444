// The demo stand-ins for the offer network's task page and Verotel's hosted order page, so the
// content locker and the purchase work end to end offline. Like the real ones they sit outside the
// app and reach it only by server-to-server postbacks to the function's public postback URLs.
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATHS } from '../../functions/src/shared/api/paths.js';
import { salePostback, startOrderSignatureValid } from './flexPay.js';
import { bodyText } from './requests.js';

export interface DemoPaymentsConfig {
  /** Origin of the app (the Hosting emulator): postbacks go to its /api, users go back to its pages. */
  appOrigin: string;
  /** The emulators' OFFER_POSTBACK_SECRET and VEROTEL_SIGNATURE_KEY (functions/.secret.local). */
  offerPostbackSecret: string;
  verotelSignatureKey: string;
}

const DEMO_OFFER_PATH = '/offer';
const DEMO_CHECKOUT_PATH = '/checkout';
const MAX_FORM_BYTES = 16 * 1024;
// The network echoes our click id (its sub-id) without knowing its format; the app checks it.
const CLICK = /^[A-Za-z0-9_-]{1,64}$/;

interface Page {
  status: number;
  title: string;
  body: string;
  /** A 303 to this URL instead of a page. */
  redirect?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hidden = (params: Readonly<Record<string, string>>) =>
  Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

function send(res: ServerResponse, page: Page, appOrigin: string): void {
  // The form posts here and its answer redirects into the app, so both origins are form targets.
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
  if (page.redirect) {
    res.writeHead(303, { ...headers, Location: page.redirect });
    res.end();
    return;
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#111;color:#eee;max-width:32rem;margin:3rem auto;padding:0 1rem}
.tag{display:inline-block;background:#a60;color:#fff;padding:0 .5rem;border-radius:4px;font-size:.8rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#e91e63;color:#fff;cursor:pointer}
a{color:#8ab4f8}</style></head><body><p class="tag">Demo only — no real network or payment</p><h1>${escapeHtml(page.title)}</h1>${page.body}</body></html>`;
  res.writeHead(page.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** The form fields of a POST (urlencoded, at most 16 KB), or null when the body is too large. */
async function formOf(req: IncomingMessage): Promise<Record<string, string> | null> {
  const text = await bodyText(req, MAX_FORM_BYTES);
  return text === null ? null : Object.fromEntries(new URLSearchParams(text));
}

/** Calls the app's postback URL as the network would; a refusal becomes a 4xx page, an outage a 502. */
async function postback(
  config: DemoPaymentsConfig,
  path: string,
  params: Record<string, string>,
): Promise<Page | null> {
  const url = `${config.appOrigin}${path}?${new URLSearchParams(params).toString()}`;
  let status: number;
  let text: string;
  try {
    const res = await fetch(url);
    status = res.status;
    text = await res.text();
  } catch (error) {
    return {
      status: 502,
      title: 'Postback failed',
      body: `<p>The app did not answer: ${escapeHtml(String(error))}</p>`,
    };
  }
  if (status === 200) return null;
  const body = `<p>The app refused the postback (HTTP ${status}): ${escapeHtml(text.slice(0, 300))}</p>`;
  return { status: status < 500 ? 400 : 502, title: 'Postback refused', body };
}

/** Only ever send the user back into the app. */
function backTo(config: DemoPaymentsConfig, url: string | undefined): string {
  const app = config.appOrigin;
  return url !== undefined && (url === app || url.startsWith(`${app}/`)) ? url : `${app}/premium`;
}

async function offerPage(
  req: IncomingMessage,
  query: Record<string, string>,
  config: DemoPaymentsConfig,
): Promise<Page> {
  const fields = req.method === 'POST' ? await formOf(req) : query;
  if (!fields) return { status: 413, title: 'Demo offer', body: '<p>The form is too large.</p>' };
  const click = fields.click ?? '';
  if (!CLICK.test(click))
    return { status: 400, title: 'Demo offer', body: '<p>This offer link is missing its click id.</p>' };
  if (req.method !== 'POST') {
    const body = `<p>A real offer network would show a short task here. Completing it makes the network call our postback.</p>
<form method="post" action="${DEMO_OFFER_PATH}">${hidden({ click })}<button type="submit">Complete the demo task</button></form>`;
    return { status: 200, title: 'Demo offer', body };
  }
  const txn = `demo-${randomBytes(9).toString('base64url')}`;
  const params = { click, txn, status: 'approved', secret: config.offerPostbackSecret };
  const refused = await postback(config, API_PATHS.contentLockerPostback, params);
  return refused ?? { status: 303, title: 'Demo offer', body: '', redirect: `${config.appOrigin}/premium-complete` };
}

async function checkoutPage(
  req: IncomingMessage,
  query: Record<string, string>,
  config: DemoPaymentsConfig,
): Promise<Page> {
  const order = req.method === 'POST' ? await formOf(req) : query;
  if (!order) return { status: 413, title: 'Demo checkout', body: '<p>The form is too large.</p>' };
  if (!startOrderSignatureValid(config.verotelSignatureKey, order))
    return { status: 400, title: 'Demo checkout', body: '<p>The order link signature is invalid.</p>' };
  if (req.method !== 'POST') {
    const price = `${order.priceAmount ?? '?'} ${order.priceCurrency ?? ''}`;
    const body = `<p>${escapeHtml(order.description ?? 'Purchase')}</p><p>Price: <strong>${escapeHtml(price)}</strong></p>
<form method="post" action="${DEMO_CHECKOUT_PATH}">${hidden(order)}<button type="submit">Pay ${escapeHtml(price)} (demo)</button></form>
<p><a href="${escapeHtml(backTo(config, order.backURL))}">Cancel and go back</a></p>`;
    return { status: 200, title: 'Demo checkout', body };
  }
  const sale = salePostback(config.verotelSignatureKey, order, String(randomInt(10_000_000, 99_999_999)));
  const refused = await postback(config, API_PATHS.verotelPostback, sale);
  return refused ?? { status: 303, title: 'Demo checkout', body: '', redirect: backTo(config, order.backURL) };
}

/** Serves /offer and /checkout (GET shows the page, POST completes it); false for any other path. */
export function handlePaymentPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: DemoPaymentsConfig | undefined,
): boolean {
  const page = url.pathname === DEMO_OFFER_PATH ? offerPage : url.pathname === DEMO_CHECKOUT_PATH ? checkoutPage : null;
  if (!page) return false;
  const appOrigin = config?.appOrigin ?? '';
  const answer = (p: Page) => send(res, p, appOrigin);
  if (req.method !== 'GET' && req.method !== 'POST') answer({ status: 405, title: 'Method not allowed', body: '' });
  else if (!config)
    answer({
      status: 404,
      title: 'Not configured',
      body: '<p>Start the demo source with the app origin and demo secrets.</p>',
    });
  else {
    page(req, Object.fromEntries(url.searchParams), config).then(answer, (error: unknown) => {
      console.error('demo upstream: payment page failed', req.method, req.url, error);
      if (!res.headersSent) answer({ status: 500, title: 'Demo page failed', body: '' });
      else res.destroy();
    });
  }
  return true;
}
