// GET /api/age/status and POST /api/age/start, checked by plain code rather than zod: the answer is read
// by the first view before anything else loads (see thumbnails.ts for why zod stays off that view).

/** What a region asks before media: the spec's click gate, a verified age, or nothing (not offered). */
export type AgePolicy = 'click' | 'verify' | 'block';

const AGE_POLICIES: readonly AgePolicy[] = ['click', 'verify', 'block'];

/** The age-assurance providers the server can use (docs/age-assurance.md). */
export type AgeProviderId = 'yoti' | 'oidc';

/** How a check at the provider ended, as the app tells the visitor (`?age=` on the way back). */
export type AgeCheckOutcome = 'passed' | 'failed' | 'cancelled' | 'expired' | 'pending' | 'error';

const AGE_CHECK_OUTCOMES: readonly AgeCheckOutcome[] = ['passed', 'failed', 'cancelled', 'expired', 'pending', 'error'];

export interface AgeStatusResponse {
  policy: AgePolicy;
  /** True when this browser holds a proof that is valid here now. */
  verified: boolean;
  /** When the proof stops working (epoch ms), or null without one. */
  expiresAt: number | null;
  /** The providers a visitor may choose from, in the operator's order (empty outside `verify`). */
  providers: AgeProviderId[];
}

export interface AgeStartResponse {
  /** Where the browser goes to prove its age (the provider's page). */
  redirectUrl: string;
}

/** POST /api/age/return (an OIDC provider's answer): how the check ended. */
export interface AgeReturnResponse {
  outcome: AgeCheckOutcome;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
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

/** The start answer's redirect when it is an http(s) URL, else null. */
export function parseAgeStartResponse(raw: unknown): AgeStartResponse | null {
  if (!isRecord(raw) || typeof raw.redirectUrl !== 'string') return null;
  return /^https?:\/\//.test(raw.redirectUrl) ? { redirectUrl: raw.redirectUrl } : null;
}

/** The outcome of a posted return, or null when the answer is not one. */
export function parseAgeReturnResponse(raw: unknown): AgeReturnResponse | null {
  const outcome = isRecord(raw) && typeof raw.outcome === 'string' ? parseAgeCheckOutcome(raw.outcome) : null;
  return outcome ? { outcome } : null;
}

/** The `?age=` outcome a return carries, or null for none or anything else. */
export function parseAgeCheckOutcome(raw: string | null): AgeCheckOutcome | null {
  return raw !== null && (AGE_CHECK_OUTCOMES as readonly string[]).includes(raw) ? (raw as AgeCheckOutcome) : null;
}

/** The 451 answers of the media APIs. */
export const AGE_REFUSALS = {
  verify: 'Verify your age to see this. The law where you are requires an age check before any adult media is shown.',
  block: 'StarSession is not offered in your region.',
} as const;
