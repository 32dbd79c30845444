// The demo identity-verification provider: Yoti Identity Verification as documented (developers.yoti.com
// /identity-verification; EXTERNAL-APIS "Age assurance"): POST /sessions, GET /sessions/{id} and
// GET /sessions/{id}/media/{mediaId}/content, each signed with the application's key (X-Yoti-Auth-Digest: RSA-SHA256
// of "METHOD&/path?query&base64(body)", the query carrying sdkId, a fresh nonce and the time), and the person's page
// at /web/index.html?sessionID&sessionToken. Everything sits under /idverify/v1, so
// YOTI_IDV_API_URL=http://127.0.0.1:9010/idverify/v1. Instead of photographing a document, the page asks for the name
// and date of birth the document would show; its buttons 'Pass', 'Fail' and 'Cancel' decide the checks.
import { createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, isHttpUrl, send, type Reply } from './providerPages.js';
import { bodyText, sameSecret } from './requests.js';

export interface DemoIdentityCheckConfig {
  /** The emulators' YOTI_IDV_SDK_ID, and the public half of their YOTI_IDV_KEY (PEM). */
  sdkId: string;
  publicKeyPem: string;
}

const PREFIX = '/idverify/v1';
const SESSION = /^\/idverify\/v1\/sessions\/([a-f0-9]{24})$/;
const MEDIA = /^\/idverify\/v1\/sessions\/([a-f0-9]{24})\/media\/([a-f0-9]{24})\/content$/;
const PAGE = `${PREFIX}/web/index.html`;
const DECIDE = `${PREFIX}/web/decide`;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_SESSIONS = 10_000;
/** A signed request older or newer than this is refused (Yoti's own window is not published; ours is strict). */
const SIGNATURE_WINDOW_MS = 5 * 60_000;
const REQUIRED_CHECKS = ['ID_DOCUMENT_AUTHENTICITY', 'LIVENESS', 'ID_DOCUMENT_FACE_MATCH'];
const TEXT_EXTRACTION = 'ID_DOCUMENT_TEXT_DATA_EXTRACTION';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Session {
  id: string;
  token: string;
  userTrackingId: string;
  successUrl: string;
  errorUrl: string;
  state: 'ONGOING' | 'COMPLETED' | 'EXPIRED';
  /** Set when the person decides: every check's recommendation and what the document "says". */
  recommendation: 'APPROVE' | 'REJECT' | null;
  documentFields: { mediaId: string; fullName: string; dateOfBirth: string } | null;
  expiresAt: number;
}

const hexId = () => randomBytes(12).toString('hex');

/** Yoti's session request, checked as strictly as the documented fields allow; an error message or the session. */
function sessionFrom(body: unknown, now: number): Session | string {
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  const ttl = b.client_session_token_ttl ?? 600;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > 2_592_000)
    return 'client_session_token_ttl out of range';
  if (typeof b.resources_ttl === 'number' && b.resources_ttl < ttl + 86_400)
    return 'resources_ttl must exceed client_session_token_ttl by a day';
  const types = (list: unknown) =>
    Array.isArray(list) ? list.map((entry) => (entry as { type?: unknown } | null)?.type) : [];
  const checks = types(b.requested_checks);
  if (!REQUIRED_CHECKS.every((type) => checks.includes(type)))
    return `requested_checks must include ${REQUIRED_CHECKS.join(', ')}`;
  if (!types(b.requested_tasks).includes(TEXT_EXTRACTION)) return `requested_tasks must include ${TEXT_EXTRACTION}`;
  const sdkConfig = (b.sdk_config ?? {}) as Record<string, unknown>;
  if (!isHttpUrl(sdkConfig.success_url) || !isHttpUrl(sdkConfig.error_url))
    return 'sdk_config.success_url and error_url must be URLs';
  return {
    id: hexId(),
    token: randomBytes(18).toString('base64url'),
    userTrackingId: typeof b.user_tracking_id === 'string' ? b.user_tracking_id : '',
    successUrl: sdkConfig.success_url,
    errorUrl: sdkConfig.error_url,
    state: 'ONGOING',
    recommendation: null,
    documentFields: null,
    expiresAt: now + ttl * 1000,
  };
}

export class DemoIdentityCheck {
  private readonly sessions = new Map<string, Session>();
  private readonly seenNonces = new Map<string, number>();
  private readonly publicKey: KeyObject;

  constructor(
    private readonly config: DemoIdentityCheckConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.publicKey = createPublicKey(config.publicKeyPem);
  }

  /** Serves everything under /idverify/v1; false for other paths. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (!url.pathname.startsWith(`${PREFIX}/`)) return false;
    this.reply(req, url).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        console.error('demo upstream: identity check failed', req.method, url.pathname, error);
        send(res, { status: 500, json: { code: 'INTERNAL_ERROR' } });
      },
    );
    return true;
  }

  /** The SDK's signature over method, path, query and body, its SDK id, and a fresh, unused nonce. */
  private signed(req: IncomingMessage, url: URL, body: string): boolean {
    const query = url.searchParams;
    const timestamp = Number(query.get('timestamp'));
    const nonce = query.get('nonce') ?? '';
    if (!sameSecret(query.get('sdkId') ?? '', this.config.sdkId)) return false;
    if (!nonce || this.seenNonces.has(nonce) || !(Math.abs(this.now() - timestamp) <= SIGNATURE_WINDOW_MS))
      return false;
    const endpoint = `${url.pathname.slice(PREFIX.length)}${url.search}`;
    const payload = body ? `&${Buffer.from(body).toString('base64')}` : '';
    const digest = req.headers['x-yoti-auth-digest'];
    if (typeof digest !== 'string') return false;
    const message = Buffer.from(`${req.method ?? ''}&${endpoint}${payload}`);
    if (!verify('RSA-SHA256', message, this.publicKey, Buffer.from(digest, 'base64'))) return false;
    for (const [seen, at] of this.seenNonces) if (this.now() - at > SIGNATURE_WINDOW_MS) this.seenNonces.delete(seen);
    this.seenNonces.set(nonce, this.now());
    return true;
  }

  private live(id: string | null | undefined): Session | null {
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) return null;
    if (this.now() >= session.expiresAt && session.state === 'ONGOING') session.state = 'EXPIRED';
    return session;
  }

  /** The session whose page this is (its token, as Yoti's page URL carries it), while nobody has decided it. */
  private awaitingDecision(id: string | null | undefined, token: string | null | undefined): Session | null {
    const s = this.live(id);
    return s?.state === 'ONGOING' && s.recommendation === null && sameSecret(token ?? '', s.token) ? s : null;
  }

  private async reply(req: IncomingMessage, url: URL): Promise<Reply> {
    const path = url.pathname;
    if (req.method === 'GET' && path === PAGE) return this.page(url);
    if (req.method === 'POST' && path === DECIDE) return this.decide(req);
    const body = req.method === 'POST' ? ((await bodyText(req, MAX_BODY_BYTES)) ?? '') : '';
    const api = path === `${PREFIX}/sessions` || SESSION.test(path) || MEDIA.test(path);
    if (!api) return { status: 404, json: { code: 'NOT_FOUND' } };
    if (!this.signed(req, url, body)) return { status: 401, json: { code: 'UNAUTHORIZED' } };
    if (req.method === 'POST' && path === `${PREFIX}/sessions`) return this.create(body);
    const session = SESSION.exec(path);
    if (req.method === 'GET' && session?.[1]) return this.result(session[1]);
    const media = MEDIA.exec(path);
    if (req.method === 'GET' && media?.[1] && media[2]) return this.media(media[1], media[2]);
    return { status: 405, json: { code: 'METHOD_NOT_ALLOWED' } };
  }

  private create(text: string): Reply {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const session = sessionFrom(body, this.now());
    if (typeof session === 'string') return { status: 400, json: { code: 'PAYLOAD_VALIDATION', message: session } };
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value ?? '');
    this.sessions.set(session.id, session);
    const ttl = Math.round((session.expiresAt - this.now()) / 1000);
    return {
      status: 200,
      json: { client_session_token_ttl: ttl, session_id: session.id, client_session_token: session.token },
    };
  }

  private result(id: string): Reply {
    const s = this.live(id);
    if (!s) return { status: 404, json: { code: 'SESSION_NOT_FOUND' } };
    const decided = s.recommendation !== null;
    const check = (type: string) => ({
      type,
      id: hexId(),
      state: decided ? 'DONE' : 'CREATED',
      ...(decided ? { report: { recommendation: { value: s.recommendation }, breakdown: [] } } : {}),
    });
    const document = s.documentFields
      ? [
          {
            id: hexId(),
            document_type: 'PASSPORT',
            issuing_country: 'GBR',
            pages: [],
            tasks: [],
            document_fields: { media: { id: s.documentFields.mediaId, type: 'JSON' } },
          },
        ]
      : [];
    return {
      status: 200,
      json: {
        client_session_token_ttl: Math.max(0, Math.round((s.expiresAt - this.now()) / 1000)),
        session_id: s.id,
        user_tracking_id: s.userTrackingId,
        state: s.state,
        client_session_token: s.token,
        checks: REQUIRED_CHECKS.map(check),
        resources: { id_documents: document, liveness_capture: [] },
      },
    };
  }

  private media(id: string, mediaId: string): Reply {
    const fields = this.live(id)?.documentFields;
    if (fields?.mediaId !== mediaId) return { status: 404, json: { code: 'MEDIA_NOT_FOUND' } };
    return { status: 200, json: { full_name: fields.fullName, date_of_birth: fields.dateOfBirth } };
  }

  private page(url: URL): Reply {
    const s = this.awaitingDecision(url.searchParams.get('sessionID'), url.searchParams.get('sessionToken'));
    if (!s)
      return {
        status: 404,
        html: { title: 'Identity check', body: '<p>This identity check has expired or does not exist.</p>' },
      };
    const button = (outcome: string, label: string) =>
      `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
    const body = `<p>A real provider would photograph an identity document here, check that it is genuine, and match the person holding it to the photo on it. This demo asks what the document would say instead: type the name and date of birth as printed on it, then choose the result.</p>
<form method="post" action="${DECIDE}"><input type="hidden" name="sessionID" value="${escapeHtml(s.id)}"><input type="hidden" name="sessionToken" value="${escapeHtml(s.token)}">
<label>Full name on the document<input name="full_name" autocomplete="off" maxlength="200"></label>
<label>Date of birth on the document<input name="date_of_birth" type="date"></label>
<p>Is the document genuine, and is the person holding it the one on it?</p><div class="actions">${button('pass', 'Pass')} ${button('fail', 'Fail')} ${button('cancel', 'Cancel')}</div></form>`;
    return {
      status: 200,
      html: {
        title: 'Demo identity check',
        body,
        formTarget: new URL(s.successUrl).origin,
        tag: 'Demo only — no real identity check',
      },
    };
  }

  private async decide(req: IncomingMessage): Promise<Reply> {
    const form = Object.fromEntries(new URLSearchParams((await bodyText(req, MAX_BODY_BYTES)) ?? ''));
    const s = this.awaitingDecision(form.sessionID, form.sessionToken);
    const ended = {
      status: 400,
      html: { title: 'Identity check', body: '<p>This identity check has already ended.</p>' },
    };
    if (!s) return ended;
    const outcome = form.outcome;
    if (outcome === 'cancel') return { status: 303, redirect: s.errorUrl };
    const fullName = (form.full_name ?? '').trim();
    const dateOfBirth = form.date_of_birth ?? '';
    if ((outcome !== 'pass' && outcome !== 'fail') || !fullName || !ISO_DAY.test(dateOfBirth))
      return {
        status: 400,
        html: {
          title: 'Identity check',
          body: '<p>Type the name and date of birth, then choose Pass, Fail or Cancel. Go back to try again.</p>',
        },
      };
    s.state = 'COMPLETED';
    s.recommendation = outcome === 'pass' ? 'APPROVE' : 'REJECT';
    s.documentFields = { mediaId: hexId(), fullName, dateOfBirth };
    return { status: 303, redirect: s.successUrl };
  }
}
