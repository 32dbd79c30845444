// The demo age-verification provider: Yoti's Age Verification API as documented (EXTERNAL-APIS "Age
// assurance"; developers.yoti.com/age-verification): POST /api/v1/sessions with `Authorization: Bearer`
// and `Yoti-SDK-Id`, the page at `?sessionId&sdkId`, GET /api/v1/sessions/{id}/result. Everything sits
// under /age, so YOTI_BASE_URL=http://127.0.0.1:9010/age. The page's buttons 'Pass', 'Fail' and 'Cancel'
// decide the result; nothing about the visitor is asked or kept.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, isHttpUrl, send, type Reply } from './providerPages.js';
import { bodyText, sameSecret } from './requests.js';

export interface DemoAgeCheckConfig {
  /** The emulators' YOTI_SDK_ID and YOTI_API_KEY (functions/.env.demo-starsession, .secret.local). */
  sdkId: string;
  apiKey: string;
}

const PREFIX = '/age';
const SESSIONS = `${PREFIX}/api/v1/sessions`;
const RESULT = /^\/age\/api\/v1\/sessions\/([A-Za-z0-9-]{1,100})\/result$/;
const DECIDE = `${PREFIX}/decide`;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_SESSIONS = 10_000;
const METHODS = ['age_estimation', 'digital_id', 'doc_scan', 'credit_card', 'mobile'] as const;

type Status = 'PENDING' | 'IN_PROGRESS' | 'COMPLETE' | 'FAIL' | 'CANCELLED' | 'EXPIRED';

interface Session {
  id: string;
  threshold: number;
  referenceId: string;
  callbackUrl: string;
  cancelUrl: string;
  status: Status;
  method: string | null;
  createdAt: number;
  expiresAt: number;
  updatedAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Yoti's session request, checked as strictly as the documented fields allow; an error message or the session. */
function sessionFrom(body: unknown, now: number): Session | string {
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (b.type !== 'OVER') return 'type must be OVER';
  const ttl = b.ttl ?? 900;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > 2_678_400) return 'ttl out of range';
  if (typeof b.reference_id !== 'string' || b.reference_id.length > 256) return 'reference_id must be a string';
  const callback = b.callback as { url?: unknown } | undefined;
  if (!isHttpUrl(callback?.url)) return 'callback.url must be a URL';
  if (b.cancel_url !== undefined && !isHttpUrl(b.cancel_url)) return 'cancel_url must be a URL';
  if (b.double_blind !== undefined && typeof b.double_blind !== 'boolean') return 'double_blind must be a boolean';
  const allowed = METHODS.filter((name) => (b[name] as { allowed?: unknown } | undefined)?.allowed === true);
  const thresholds = allowed.map((name) => (b[name] as { threshold?: unknown }).threshold);
  if (thresholds.length === 0) return 'no method allowed';
  if (!thresholds.every((t) => typeof t === 'number' && t >= 1 && t <= 99)) return 'each method needs a threshold';
  return {
    id: randomBytes(12).toString('hex'),
    threshold: Math.max(...(thresholds as number[])),
    referenceId: b.reference_id,
    callbackUrl: callback.url,
    cancelUrl: typeof b.cancel_url === 'string' ? b.cancel_url : callback.url,
    status: 'PENDING',
    method: null,
    createdAt: now,
    expiresAt: now + ttl * 1000,
    updatedAt: now,
  };
}

function withSessionId(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('sessionId', id);
  return target.toString();
}

export class DemoAgeCheck {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly config: DemoAgeCheckConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Serves everything under /age; false for other paths. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) return false;
    this.reply(req, url).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        console.error('demo upstream: age check failed', req.method, req.url, error);
        send(res, { status: 500, json: { error: 'INTERNAL_ERROR' } });
      },
    );
    return true;
  }

  private authorised(req: IncomingMessage): boolean {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const sdk = req.headers['yoti-sdk-id'];
    return sameSecret(bearer, this.config.apiKey) && typeof sdk === 'string' && sameSecret(sdk, this.config.sdkId);
  }

  private live(id: string | null | undefined): Session | null {
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) return null;
    if (this.now() >= session.expiresAt && !['COMPLETE', 'FAIL', 'CANCELLED'].includes(session.status))
      session.status = 'EXPIRED';
    return session;
  }

  private async reply(req: IncomingMessage, url: URL): Promise<Reply> {
    const path = url.pathname;
    if (req.method === 'POST' && path === SESSIONS) return this.create(req);
    const result = RESULT.exec(path);
    if (req.method === 'GET' && result?.[1]) return this.result(req, result[1]);
    if (req.method === 'GET' && path === PREFIX) return this.page(url);
    if (req.method === 'POST' && path === DECIDE) return this.decide(req);
    return { status: 404, json: { error: 'NOT_FOUND' } };
  }

  private async create(req: IncomingMessage): Promise<Reply> {
    if (!this.authorised(req)) return { status: 401, json: { error: 'UNAUTHORIZED' } };
    const text = await bodyText(req, MAX_BODY_BYTES);
    let body: unknown;
    try {
      body = text === null ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    const session = sessionFrom(body, this.now());
    if (typeof session === 'string') return { status: 400, json: { error: 'INVALID_REQUEST', message: session } };
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value ?? '');
    this.sessions.set(session.id, session);
    return { status: 200, json: { id: session.id, expires_at: iso(session.expiresAt) } };
  }

  private result(req: IncomingMessage, id: string): Reply {
    if (!this.authorised(req)) return { status: 401, json: { error: 'UNAUTHORIZED' } };
    const s = this.live(id);
    if (!s) return { status: 404, json: { error: 'SESSION_NOT_FOUND' } };
    const json = {
      id: s.id,
      sdk_id: this.config.sdkId,
      type: 'OVER',
      age: s.threshold,
      status: s.status,
      method: s.method,
      reference_id: s.referenceId,
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      updated_at: iso(s.updatedAt),
      evidence_id: s.status === 'COMPLETE' ? `demo-evidence-${s.id}` : null,
    };
    return { status: 200, json };
  }

  private page(url: URL): Reply {
    const s = this.live(url.searchParams.get('sessionId'));
    if (!s || url.searchParams.get('sdkId') !== this.config.sdkId || s.status === 'EXPIRED')
      return {
        status: 404,
        html: { title: 'Age check', body: '<p>This age check has expired or does not exist.</p>' },
      };
    if (s.status === 'PENDING') s.status = 'IN_PROGRESS';
    const button = (outcome: string, label: string) =>
      `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
    const intro =
      'A real provider would estimate your age from a selfie, read a digital ID or an identity document here. This demo asks nothing: choose the result.';
    const question = `Is the visitor ${s.threshold} or over?`;
    const body = `<p>${intro}</p>
<form method="post" action="${DECIDE}"><input type="hidden" name="sessionId" value="${escapeHtml(s.id)}">
<p>${question}</p><div class="actions">${button('pass', 'Pass')} ${button('fail', 'Fail')} ${button('cancel', 'Cancel')}</div></form>`;
    return { status: 200, html: { title: 'Demo age check', body, formTarget: new URL(s.callbackUrl).origin } };
  }

  private async decide(req: IncomingMessage): Promise<Reply> {
    const form = Object.fromEntries(new URLSearchParams((await bodyText(req, MAX_BODY_BYTES)) ?? ''));
    const s = this.live(form.sessionId);
    if (s?.status !== 'IN_PROGRESS')
      return { status: 400, html: { title: 'Age check', body: '<p>This age check has already ended.</p>' } };
    const outcome = form.outcome;
    if (outcome !== 'pass' && outcome !== 'fail' && outcome !== 'cancel')
      return { status: 400, html: { title: 'Age check', body: '<p>Choose Pass, Fail or Cancel.</p>' } };
    s.status = outcome === 'pass' ? 'COMPLETE' : outcome === 'fail' ? 'FAIL' : 'CANCELLED';
    s.method = outcome === 'cancel' ? null : 'AGE_ESTIMATION';
    s.updatedAt = this.now();
    return { status: 303, redirect: withSessionId(outcome === 'cancel' ? s.cancelUrl : s.callbackUrl, s.id) };
  }
}
