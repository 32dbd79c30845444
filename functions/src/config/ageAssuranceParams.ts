// Parameters of age assurance (docs/age-assurance.md "What an operator configures").
import { defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_AGE_ASSURANCE_REGIONS } from './ageAssuranceRegions.js';

/** `REGION=click|block|verify:<minutes>[:visit]`, comma-separated, plus `XX-unknown=`, `unknown=` and `other=`. */
export const AGE_ASSURANCE_REGIONS = defineString('AGE_ASSURANCE_REGIONS', {
  default: DEFAULT_AGE_ASSURANCE_REGIONS,
  description:
    'Age policy per region: e.g. GB=verify:1440,FR=verify:60:visit,US-TX=verify:1440,US-unknown=verify:1440,US-UT=block,unknown=verify:60,other=click (docs/age-assurance.md).',
});

/**
 * Headers carrying the visitor's region, first non-empty wins: what the load balancer in front writes
 * ({client_region_subdivision}, {client_region}). Read only on requests that carry GEO_EDGE_SECRET.
 */
export const GEO_REGION_HEADER = defineString('GEO_REGION_HEADER', {
  default: 'x-client-region-subdivision,x-client-region',
  description:
    'Comma-separated request headers the load balancer sets to the ISO region; read only with GEO_EDGE_SECRET (docs/age-assurance.md).',
});

/**
 * The value the load balancer sends in `x-starsession-edge` beside the region headers (a custom request header);
 * `none`: no balancer, so region headers are never read and the IP database decides.
 */
export const GEO_EDGE_SECRET = defineSecret('GEO_EDGE_SECRET');

/** `on`: without a header, the country comes from the IP database shipped in the package (no downloads). */
export const GEO_IP_DATABASE = defineString('GEO_IP_DATABASE', {
  default: 'on',
  description:
    'on: look up the country of the client address in the bundled IP database when no header says; off: never.',
  input: { select: { options: [{ value: 'on' }, { value: 'off' }] } },
});

/** The providers offered in `verify` regions, in order (comma-separated: yoti, oidc). */
export const AGE_PROVIDERS = defineString('AGE_PROVIDERS', {
  default: 'yoti',
  description: 'Age-assurance providers offered to visitors, comma-separated, first is the default: yoti, oidc.',
});

/** Yoti Age Verification: the service's origin (the API is under /api/v1) and the SDK id from Yoti Hub. */
export const YOTI_BASE_URL = defineString('YOTI_BASE_URL', {
  default: 'https://age.yoti.com',
  description: "Origin of Yoti's Age Verification service (the demo provider's in the emulator).",
});
export const YOTI_SDK_ID = defineString('YOTI_SDK_ID', {
  default: '',
  description: 'Yoti SDK id (Yoti Hub).',
});
export const YOTI_API_KEY = defineSecret('YOTI_API_KEY');
/** Regions whose Yoti checks ask for double anonymity (France's and Italy's regulators require an option). */
export const YOTI_DOUBLE_BLIND_REGIONS = defineString('YOTI_DOUBLE_BLIND_REGIONS', {
  default: 'FR,IT',
  description:
    "Comma-separated regions (e.g. FR,IT) whose Yoti sessions send double_blind: true (Yoti's double anonymity); empty: none.",
});

/** An OpenID Connect age provider (e.g. AgeKey): issuer, endpoints and client id; no secret in the implicit flow. */
export const AGE_OIDC_ISSUER = defineString('AGE_OIDC_ISSUER', {
  default: '',
  description: 'OIDC issuer of the age provider (the id_token `iss`), e.g. https://api.agekey.org',
});
export const AGE_OIDC_AUTHORIZE_URL = defineString('AGE_OIDC_AUTHORIZE_URL', {
  default: '',
  description: 'Its authorization endpoint, e.g. https://api.agekey.org/v1/oidc/use',
});
export const AGE_OIDC_JWKS_URL = defineString('AGE_OIDC_JWKS_URL', {
  default: '',
  description: 'Its JWKS (id_token signing keys), e.g. https://api.agekey.org/.well-known/jwks.json',
});
export const AGE_OIDC_CLIENT_ID = defineString('AGE_OIDC_CLIENT_ID', {
  default: '',
  description: 'The client id registered with it (redirect URI: the app origin followed by /).',
});

/** HMAC key of the age proof and the pending check in the `__session` cookie (emulator: a demo value). */
export const AGE_PROOF_KEY = defineSecret('AGE_PROOF_KEY');

export const AGE_ASSURANCE_SECRETS = [YOTI_API_KEY, AGE_PROOF_KEY, GEO_EDGE_SECRET];
