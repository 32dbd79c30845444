// What the demo identity providers (ageCheckPages.ts, identityCheckPages.ts) answer with: JSON, a redirect, or a small
// page marked as a demo, never cached and never framed.
import type { ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  json?: unknown;
  /** `tag`: the banner saying what is only pretended (default: the age check). */
  html?: { title: string; body: string; formTarget?: string; tag?: string };
  redirect?: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function send(res: ServerResponse, reply: Reply): void {
  const common = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
  if (reply.redirect) {
    res.writeHead(reply.status, { ...common, Location: reply.redirect });
    res.end();
  } else if (reply.html) {
    const { title, body, formTarget = '', tag = 'Demo only — no real age check' } = reply.html;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#111;color:#eee;max-width:32rem;margin:3rem auto;padding:0 1rem}
.tag{display:inline-block;background:#a60;color:#fff;padding:0 .5rem;border-radius:4px;font-size:.8rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
label{display:block;margin:.75rem 0}input{display:block;font:inherit;padding:.4rem;margin-top:.25rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#e91e63;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}</style></head><body><p class="tag">${escapeHtml(tag)}</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
    res.writeHead(reply.status, {
      ...common,
      'Content-Type': 'text/html; charset=utf-8',
      // The form posts here and its answer redirects into the app, so both are form targets.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTarget}; base-uri 'none'; frame-ancestors 'none'`,
    });
    res.end(html);
  } else {
    const payload = JSON.stringify(reply.json ?? {});
    res.writeHead(reply.status, { ...common, 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(payload);
  }
}
