import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingCheck } from './proofToken.js';
import { oidcProvider, type OidcConfig } from './oidcProvider.js';

// An AgeKey-like provider, faked only in its keys: real signatures, checked against a JWKS with jose.
const ISSUER = 'https://age-provider.test';
const CLIENT_ID = 'starsession-test';
let signingKey: KeyLike;
let otherKey: KeyLike;
let config: OidcConfig;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  config = {
    issuer: ISSUER,
    authorizeUrl: `${ISSUER}/v1/oidc/use`,
    clientId: CLIENT_ID,
    keys: createLocalJWKSet({ keys: [jwk] }),
  };
});

async function idToken(claims: Record<string, unknown>, options: { key?: KeyLike; exp?: string | number } = {}) {
  return new SignJWT({ nonce: 'nonce-1', age_thresholds: { '18': true }, ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
    .setAudience(typeof claims.aud === 'string' ? claims.aud : CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.key ?? signingKey);
}

const pending: PendingCheck = { provider: 'oidc', sessionId: 'state-1', referenceId: 'nonce-1', expiresAtMs: 0 };

describe('the OIDC provider', () => {
  it('when a check starts, then the browser goes to the authorize URL of the implicit flow with the 18 threshold', async () => {
    const started = await oidcProvider(config).start({ returnUrl: 'http://app.test/', nowMs: 1000 });
    const url = new URL(started.redirectUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      client_id: CLIENT_ID,
      redirect_uri: 'http://app.test/',
      state: started.pending.sessionId,
      nonce: started.pending.referenceId,
      claims: '{"age_thresholds":[18]}',
    });
  });

  it('when the token is signed by the provider, ours, with our nonce and over 18, then it passes', async () => {
    const params = { state: 'state-1', id_token: await idToken({}) };
    expect(await oidcProvider(config).finish({ params, pending })).toEqual({
      outcome: 'passed',
      method: 'OIDC_AGE_TOKEN',
    });
  });

  it.each([
    ['under the threshold', () => idToken({ age_thresholds: { '18': false } }), 'failed'],
    ['without thresholds', () => idToken({ age_thresholds: undefined }), 'failed'],
    ['with a threshold as text', () => idToken({ age_thresholds: { '18': 'true' } }), 'failed'],
    ['with another nonce (another browser)', () => idToken({ nonce: 'nonce-2' }), 'error'],
    ['for another client', () => idToken({ aud: 'someone-else' }), 'error'],
    ['from another issuer', () => idToken({ iss: 'https://evil.test' }), 'error'],
    ['signed by another key', () => idToken({}, { key: otherKey }), 'error'],
    ['expired', () => idToken({}, { exp: Math.floor(Date.now() / 1000) - 600 }), 'error'],
    ['not a token', () => Promise.resolve('not-a-jwt'), 'error'],
  ])('when the token is %s, then it is refused', async (_case, token, outcome) => {
    const params = { state: 'state-1', id_token: await token() };
    expect(await oidcProvider(config).finish({ params, pending })).toMatchObject({ outcome });
  });

  it('when the state is not this browser’s, or the visitor declined, then nothing passes', async () => {
    const token = await idToken({});
    expect(await oidcProvider(config).finish({ params: { state: 'state-2', id_token: token }, pending })).toMatchObject(
      { outcome: 'error' },
    );
    expect(await oidcProvider(config).finish({ params: { error: 'access_denied' }, pending })).toMatchObject({
      outcome: 'cancelled',
    });
  });
});
