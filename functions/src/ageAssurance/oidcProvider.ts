// An OpenID Connect age provider such as AgeKey (docs.agekey.org/api; EXTERNAL-APIS "Age assurance"): the
// implicit flow asks for an `id_token` carrying `age_thresholds: {"18": true}`, signed by the provider's JWKS.
// The token comes back in the URL fragment, which only the browser sees: the first view posts it to
// POST /api/age/return with the `state` (docs/age-assurance.md).
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { logger } from 'firebase-functions';
import { AGE_ASSURANCE_THRESHOLD, AGE_CHECK_TTL_SEC } from '../shared/constants.js';
import type { AgeProvider, FinishedCheck } from './provider.js';

export interface OidcConfig {
  issuer: string;
  authorizeUrl: string;
  clientId: string;
  /** The provider's signing keys: a remote JWKS in production, a local set in tests. */
  keys: JWTVerifyGetKey;
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** One cached JWKS per URL per instance (jose refreshes it on an unknown `kid`). */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  let keys = remoteKeySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
    remoteKeySets.set(jwksUrl, keys);
  }
  return keys;
}

/** True when the token's `age_thresholds` says over our threshold (`{"18": true}`). */
function overThreshold(claims: Record<string, unknown>): boolean {
  const thresholds = claims.age_thresholds;
  if (typeof thresholds !== 'object' || thresholds === null || Array.isArray(thresholds)) return false;
  return (thresholds as Record<string, unknown>)[String(AGE_ASSURANCE_THRESHOLD)] === true;
}

export function oidcProvider(config: OidcConfig): AgeProvider {
  return {
    id: 'oidc',
    start({ returnUrl, nowMs }) {
      const state = randomBytes(16).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        scope: 'openid',
        response_type: 'id_token',
        client_id: config.clientId,
        redirect_uri: returnUrl,
        state,
        nonce,
        claims: JSON.stringify({ age_thresholds: [AGE_ASSURANCE_THRESHOLD] }),
      }).toString();
      return Promise.resolve({
        redirectUrl: url.toString(),
        pending: {
          provider: 'oidc',
          sessionId: state,
          referenceId: nonce,
          expiresAtMs: nowMs + AGE_CHECK_TTL_SEC * 1000,
        },
      });
    },

    async finish({ params, pending }): Promise<FinishedCheck> {
      if (params.error === 'access_denied') return { outcome: 'cancelled', refusal: 'access-denied' };
      if (params.state !== pending.sessionId) return { outcome: 'error', refusal: 'other-state' };
      const token = params.id_token;
      if (!token) return { outcome: 'error', refusal: 'no-id-token' };
      try {
        const { payload } = await jwtVerify(token, config.keys, {
          issuer: config.issuer,
          audience: config.clientId,
          algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
          clockTolerance: 30,
        });
        if (payload.nonce !== pending.referenceId) return { outcome: 'error', refusal: 'other-nonce' };
        if (!overThreshold(payload)) return { outcome: 'failed', refusal: 'not-over-threshold' };
        return { outcome: 'passed', method: 'OIDC_AGE_TOKEN' };
      } catch (error) {
        if (!(error instanceof errors.JOSEError)) throw error;
        logger.warn('age check: OIDC id_token refused', { code: error.code });
        return { outcome: 'error', refusal: `token-${error.code}` };
      }
    },
  };
}
