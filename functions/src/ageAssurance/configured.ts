// The params behind age assurance, read inside requests (as params must be) and parsed once per value.
import { logger } from 'firebase-functions';
import {
  AGE_ASSURANCE_REGIONS,
  AGE_OIDC_AUTHORIZE_URL,
  AGE_OIDC_CLIENT_ID,
  AGE_OIDC_ISSUER,
  AGE_OIDC_JWKS_URL,
  AGE_PROOF_KEY,
  AGE_PROVIDERS,
  GEO_EDGE_SECRET,
  GEO_IP_DATABASE,
  GEO_REGION_HEADER,
  YOTI_API_KEY,
  YOTI_BASE_URL,
  YOTI_DOUBLE_BLIND_REGIONS,
  YOTI_SDK_ID,
} from '../config/ageAssuranceParams.js';
import { credentialOrNull } from '../config/mediaParams.js';
import { runningInEmulator } from '../config/runtime.js';
import { DomainError } from '../domain/errors.js';
import { clientAddress, hostingProxies } from '../middleware/clientIp.js';
import type { AgeProviderId } from '../shared/api/schemas/ageAssurance.js';
import type { Request } from 'express';
import type { AccessConfig } from './access.js';
import { countryOfAddress } from './ipCountry.js';
import type { AgeProvider } from './provider.js';
import { oidcProvider, remoteKeys } from './oidcProvider.js';
import { EDGE_PROOF_HEADER, edgeProven, headerNames, type RegionSources } from './region.js';
import { FAIL_CLOSED, normaliseRegion, parseRegionPolicies, type RegionPolicies } from './regionPolicy.js';
import { yotiProvider } from './yotiProvider.js';

const DEMO_PROOF_KEY = 'demo-age-proof-key';
const DEMO_EDGE_SECRET = 'demo-geo-edge-secret';
const EDGE_SECRET_MIN_LENGTH = 16;
let refusedEdgeSecretLogged = false;

let parsed: { spec: string; policies: RegionPolicies } | null = null;

/** AGE_ASSURANCE_REGIONS; a spec with a mistake fails closed (every region must verify) and says why. */
function configuredPolicies(): RegionPolicies {
  const spec = AGE_ASSURANCE_REGIONS.value();
  if (parsed?.spec !== spec) {
    const result = parseRegionPolicies(spec);
    if ('errors' in result) logger.error('AGE_ASSURANCE_REGIONS is invalid: every region must verify', result);
    parsed = { spec, policies: 'policies' in result ? result.policies : FAIL_CLOSED };
  }
  return parsed.policies;
}

/** The proof key; the demo value is refused outside the emulator, so a deploy cannot run on it. */
export function configuredProofKey(): string {
  const key = AGE_PROOF_KEY.value().trim();
  if (key.length < 16 || (key === DEMO_PROOF_KEY && !runningInEmulator())) {
    logger.error('AGE_PROOF_KEY is missing or the demo value: no age proof can be made or read.');
    throw new DomainError('unavailable', 'ageProviderUnavailable');
  }
  return key;
}

/** GEO_EDGE_SECRET, or null when none is set (or it is guessable: short, or the demo value outside the emulator). */
function configuredEdgeSecret(): string | null {
  const secret = credentialOrNull(GEO_EDGE_SECRET.value());
  if (secret && (secret.length < EDGE_SECRET_MIN_LENGTH || (secret === DEMO_EDGE_SECRET && !runningInEmulator()))) {
    // Once per instance, not once per request.
    if (!refusedEdgeSecretLogged)
      logger.error('GEO_EDGE_SECRET is too short or the demo value: region headers are not read.');
    refusedEdgeSecretLogged = true;
    return null;
  }
  return secret;
}

/** Where the region comes from: the balancer's headers when the request proves it came through it, else the address. */
function regionSources(req: Request): RegionSources {
  const secret = configuredEdgeSecret();
  const names = secret ? headerNames(GEO_REGION_HEADER.value()) : [];
  return {
    headers: edgeProven(req.get(EDGE_PROOF_HEADER), secret) ? names : [],
    // Every answer varies on them once they can be read: a shared answer made without them (no proof, no region)
    // must never be served to a request that has them, nor one made with them to a request without.
    varyOn: names.length > 0 ? [...names, EDGE_PROOF_HEADER] : [],
    address: clientAddress(req, hostingProxies()),
    lookupCountry: GEO_IP_DATABASE.value() === 'on' ? countryOfAddress : null,
  };
}

export function configuredAccess(req: Request): AccessConfig {
  return { policies: configuredPolicies(), sources: regionSources(req), proofKey: configuredProofKey };
}

/** The providers offered, in order; an unknown name is skipped (and logged). */
export function configuredProviderIds(): AgeProviderId[] {
  const ids: AgeProviderId[] = [];
  for (const name of AGE_PROVIDERS.value()
    .split(',')
    .map((part) => part.trim())) {
    if ((name === 'yoti' || name === 'oidc') && !ids.includes(name)) ids.push(name);
    else if (name) logger.error('AGE_PROVIDERS names an unknown provider', { name });
  }
  return ids;
}

function configuredYoti(): AgeProvider {
  const apiKey = credentialOrNull(YOTI_API_KEY.value());
  const sdkId = YOTI_SDK_ID.value().trim();
  if (!apiKey || !sdkId) {
    logger.error('Yoti is asked for a check but YOTI_API_KEY or YOTI_SDK_ID is not set.');
    throw new DomainError('unavailable', 'ageProviderUnavailable');
  }
  const doubleBlindRegions = YOTI_DOUBLE_BLIND_REGIONS.value()
    .split(',')
    .flatMap((part) => normaliseRegion(part) ?? []);
  return yotiProvider({ baseUrl: YOTI_BASE_URL.value(), sdkId, apiKey, doubleBlindRegions });
}

export function configuredProvider(id: AgeProviderId): AgeProvider {
  if (id === 'yoti') return configuredYoti();
  const [issuer, authorizeUrl, jwksUrl, clientId] = [
    AGE_OIDC_ISSUER,
    AGE_OIDC_AUTHORIZE_URL,
    AGE_OIDC_JWKS_URL,
    AGE_OIDC_CLIENT_ID,
  ].map((param) => param.value().trim());
  if (!issuer || !authorizeUrl || !jwksUrl || !clientId) {
    logger.error('The OIDC age provider is offered but AGE_OIDC_* is not set.');
    throw new DomainError('unavailable', 'ageProviderUnavailable');
  }
  return oidcProvider({ issuer, authorizeUrl, clientId, keys: remoteKeys(jwksUrl) });
}
