// Yoti Identity Verification (developers.yoti.com/identity-verification; EXTERNAL-APIS "Age assurance"): a session
// with document authenticity, liveness, face match and text extraction, the person sent to Yoti's web page, and on
// their return the session read server to server. Requests are signed with the Yoti Hub application's key by the
// official SDK's RequestBuilder (loaded only here: it is large), and sent through our own bounded fetch.
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import type { IdentityCheckConfig } from '../../config/identityCheckParams.js';
import { DomainError } from '../../domain/errors.js';
import { requestJson, type FetchFn, type UpstreamReply } from '../../media/upstreamHttp.js';
import { readDocumentFields, readIdvSession, type DocumentIdentity } from './idvSession.js';

/** How long the person has to finish on Yoti's page; resources must outlive it by a day (Yoti's rule). */
const CLIENT_SESSION_TTL_SEC = 3_600;
const RESOURCES_TTL_SEC = CLIENT_SESSION_TTL_SEC + 86_400 + 60;
const SESSION_ID = /^[A-Za-z0-9-]{1,100}$/;

interface StartedIdentityCheck {
  redirectUrl: string;
  sessionId: string;
}

type FinishedIdentityCheck =
  | { outcome: 'passed'; document: DocumentIdentity }
  | { outcome: 'pending' }
  | { outcome: 'failed'; reason: 'rejected' | 'expired' | 'incomplete' | 'unreadable' }
  | { outcome: 'error' };

export interface IdentityCheck {
  /** `returnUrl` is where Yoti's page sends the person back, whether they finished or gave up. */
  start(returnUrl: string): Promise<StartedIdentityCheck>;
  finish(sessionId: string): Promise<FinishedIdentityCheck>;
}

const ok = (reply: UpstreamReply) => reply.kind === 'response' && reply.status === 200;

export function yotiIdentityCheck(config: IdentityCheckConfig, fetchFn: FetchFn = fetch): IdentityCheck {
  async function signed(method: 'GET' | 'POST', endpoint: string, payload?: object): Promise<UpstreamReply> {
    const { RequestBuilder, Payload } = (await import('yoti')).default;
    const builder = new RequestBuilder()
      .withBaseUrl(config.apiUrl)
      .withPemString(config.pem)
      .withEndpoint(endpoint)
      .withMethod(method)
      .withQueryParam('sdkId', config.sdkId);
    if (payload) builder.withPayload(new Payload(payload));
    const request = builder.build();
    const body = request.getPayload()?.getPayloadData();
    return requestJson(fetchFn, request.getUrl(), {
      method,
      headers: request.getHeaders(),
      ...(typeof body === 'string' ? { body } : {}),
    });
  }

  return {
    async start(returnUrl) {
      const reply = await signed('POST', '/sessions', {
        client_session_token_ttl: CLIENT_SESSION_TTL_SEC,
        resources_ttl: RESOURCES_TTL_SEC,
        // Yoti's tracking id: random, so Yoti learns nothing of the record.
        user_tracking_id: randomBytes(16).toString('base64url'),
        requested_checks: [
          { type: 'ID_DOCUMENT_AUTHENTICITY', config: {} },
          { type: 'LIVENESS', config: { liveness_type: 'STATIC', max_retries: 3 } },
          { type: 'ID_DOCUMENT_FACE_MATCH', config: { manual_check: 'FALLBACK' } },
        ],
        requested_tasks: [{ type: 'ID_DOCUMENT_TEXT_DATA_EXTRACTION', config: { manual_check: 'FALLBACK' } }],
        sdk_config: { allowed_capture_methods: 'CAMERA_AND_UPLOAD', success_url: returnUrl, error_url: returnUrl },
      });
      const answer = ok(reply) && reply.kind === 'response' ? reply.body : null;
      const { session_id: sessionId, client_session_token: token } = (answer ?? {}) as Record<string, unknown>;
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId) || typeof token !== 'string') {
        logger.error('identity check: Yoti session not created', {
          kind: reply.kind,
          status: reply.kind === 'failed' ? reply.reason : reply.status,
        });
        throw new DomainError('unavailable', 'ageProviderUnavailable');
      }
      const page = new URL(`${config.apiUrl}/web/index.html`);
      page.searchParams.set('sessionID', sessionId);
      page.searchParams.set('sessionToken', token);
      return { redirectUrl: page.toString(), sessionId };
    },

    async finish(sessionId) {
      const id = encodeURIComponent(sessionId);
      const reply = await signed('GET', `/sessions/${id}`);
      if (!ok(reply) || reply.kind !== 'response') {
        logger.warn('identity check: Yoti session unavailable', { kind: reply.kind });
        return { outcome: 'error' };
      }
      const verdict = readIdvSession(reply.body, sessionId);
      if (verdict.outcome !== 'approved') return verdict;
      const media = await signed(
        'GET',
        `/sessions/${id}/media/${encodeURIComponent(verdict.documentFieldsMediaId)}/content`,
      );
      if (!ok(media) || media.kind !== 'response') return { outcome: 'error' };
      const document = readDocumentFields(media.body);
      return document ? { outcome: 'passed', document } : { outcome: 'failed', reason: 'unreadable' };
    },
  };
}
