// GET /api/age/status, checked by plain code rather than zod: the answer is read by the first view before anything
// else loads (see thumbnails.ts for why zod stays off that view). Its own module so that the first view's entry
// carries only this parser, not the verification pages' ones (ageAssurance.ts).

/** What a region asks before media: the spec's click gate, a verified age, or nothing (not offered). */
export type AgePolicy = 'click' | 'verify' | 'block';

const AGE_POLICIES: readonly AgePolicy[] = ['click', 'verify', 'block'];

/** The age-assurance providers the server can use (docs/age-assurance.md). */
export type AgeProviderId = 'yoti' | 'oidc';

export interface AgeStatusResponse {
  policy: AgePolicy;
  /** True when this browser holds a proof that is valid here now. */
  verified: boolean;
  /** When the proof stops working (epoch ms), or null without one. */
  expiresAt: number | null;
  /** The providers a visitor may choose from, in the operator's order (empty outside `verify`). */
  providers: AgeProviderId[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The status answer when it has exactly the expected types, else null. */
export function parseAgeStatusResponse(raw: unknown): AgeStatusResponse | null {
  if (!isRecord(raw)) return null;
  const { policy, verified, expiresAt, providers } = raw;
  if (typeof policy !== 'string' || !(AGE_POLICIES as readonly string[]).includes(policy)) return null;
  if (typeof verified !== 'boolean') return null;
  if (expiresAt !== null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) return null;
  if (!Array.isArray(providers) || !providers.every((p) => p === 'yoti' || p === 'oidc')) return null;
  return { policy: policy as AgePolicy, verified, expiresAt, providers: providers as AgeProviderId[] };
}
