import express, { Router, type RequestHandler } from 'express';
import {
  DEMO_MODE,
  OFFER_NETWORK_ID,
  OFFER_POSTBACK_SECRET,
  PUBLIC_APP_URL,
  VEROTEL_SIGNATURE_KEY,
} from '../config/params.js';
import { verotelConfig } from '../config/verotel.js';
import { demoPagesEnabled } from '../config/demoMode.js';
import { completeDemoCheckout, completeDemoOffer } from '../domain/demoCheckout.js';
import { verifyStartOrderSignature } from '../domain/verotel.js';
import { postbackParams } from '../middleware/postbackParams.js';
import { parseInput } from '../middleware/validate.js';
import { CLICK_ID_PATTERN } from '../shared/api/schemas/contentLocker.js';
import { processorPostbackSchema } from '../shared/api/schemas/purchases.js';

// DEMO ONLY (DEMO_MODE=true, set for the emulators): stand-ins for the offer network's task page and
// Verotel's hosted order page, so the free-premium and purchase flows work end to end offline.
// They go through the same postback functions, with the demo secret/signature key.
export const demoRouter = Router();

const demoOnly: RequestHandler = (_req, _res, next) => {
  // 'route' skips the rest of this route, so a production deploy answers the normal 404.
  next(demoPagesEnabled(DEMO_MODE.value()) ? undefined : 'route');
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#111;color:#eee;max-width:32rem;margin:3rem auto;padding:0 1rem}
.tag{display:inline-block;background:#a60;color:#fff;padding:0 .5rem;border-radius:4px;font-size:.8rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#e91e63;color:#fff;cursor:pointer}
a{color:#8ab4f8}</style></head><body><p class="tag">Demo only — no real network or payment</p>${body}</body></html>`;
}

function hidden(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** Only redirect back into our own app. */
function backTo(url: string | undefined): string {
  const app = PUBLIC_APP_URL.value();
  return url !== undefined && (url === app || url.startsWith(`${app}/`)) ? url : '/premium';
}

function clickOf(input: unknown): string | null {
  const click = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).click : undefined;
  return typeof click === 'string' && CLICK_ID_PATTERN.test(click) ? click : null;
}

const form = express.urlencoded({ extended: false, limit: '16kb' });

demoRouter.get('/demo/offer', demoOnly, (req, res) => {
  const click = clickOf(req.query);
  if (!click) {
    res
      .status(400)
      .type('html')
      .send(page('Demo offer', '<h1>Demo offer</h1><p>This offer link is missing its click id.</p>'));
    return;
  }
  res.type('html').send(
    page(
      'Demo offer',
      `<h1>Demo offer</h1><p>A real offer network would show a short task here. Completing it makes the network call our postback.</p>
<form method="post" action="/api/demo/offer">${hidden({ click })}<button type="submit">Complete the demo task</button></form>`,
    ),
  );
});

demoRouter.post('/demo/offer', demoOnly, form, async (req, res) => {
  const click = clickOf(req.body);
  if (!click) {
    res.status(400).type('html').send(page('Demo offer', '<h1>Demo offer</h1><p>Missing click id.</p>'));
    return;
  }
  await completeDemoOffer(click, { network: OFFER_NETWORK_ID.value(), secret: OFFER_POSTBACK_SECRET.value() });
  res.redirect(303, '/premium-complete');
});

demoRouter.get('/demo/checkout', demoOnly, (req, res) => {
  const params = parseInput(processorPostbackSchema, req.query);
  if (!verifyStartOrderSignature(VEROTEL_SIGNATURE_KEY.value(), params)) {
    res
      .status(400)
      .type('html')
      .send(page('Demo checkout', '<h1>Demo checkout</h1><p>The order link signature is invalid.</p>'));
    return;
  }
  const price = `${params.priceAmount ?? '?'} ${params.priceCurrency ?? ''}`;
  res.type('html').send(
    page(
      'Demo checkout',
      `<h1>Demo checkout</h1><p>${escapeHtml(params.description ?? 'Purchase')}</p><p>Price: <strong>${escapeHtml(price)}</strong></p>
<form method="post" action="/api/demo/checkout">${hidden(params)}<button type="submit">Pay ${escapeHtml(price)} (demo)</button></form>
<p><a href="${escapeHtml(backTo(params.backURL))}">Cancel and go back</a></p>`,
    ),
  );
});

demoRouter.post('/demo/checkout', demoOnly, form, async (req, res) => {
  const order = parseInput(processorPostbackSchema, postbackParams(req));
  const signatureKey = VEROTEL_SIGNATURE_KEY.value();
  if (!verifyStartOrderSignature(signatureKey, order)) {
    res
      .status(400)
      .type('html')
      .send(page('Demo checkout', '<h1>Demo checkout</h1><p>The order signature is invalid.</p>'));
    return;
  }
  await completeDemoCheckout(order, { ...verotelConfig(), signatureKey });
  res.redirect(303, backTo(order.backURL));
});
