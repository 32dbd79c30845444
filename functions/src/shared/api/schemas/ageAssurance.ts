// POST /api/age/start and /api/age/return, checked by plain code like the status answer (ageStatus.ts, re-exported
// here so that the server has one import for the age-assurance API).

export * from './ageStatus.js';
import { API_ERRORS } from '../apiErrors.js';
import { isRecord } from './ageStatus.js';

/** How a check at the provider ended, as the app tells the visitor (`?age=` on the way back). */
export type AgeCheckOutcome = 'passed' | 'failed' | 'cancelled' | 'expired' | 'pending' | 'error';

const AGE_CHECK_OUTCOMES: readonly AgeCheckOutcome[] = ['passed', 'failed', 'cancelled', 'expired', 'pending', 'error'];

export interface AgeStartResponse {
  /** Where the browser goes to prove its age (the provider's page). */
  redirectUrl: string;
}

/** POST /api/age/return (an OIDC provider's answer): how the check ended. */
export interface AgeReturnResponse {
  outcome: AgeCheckOutcome;
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
  verify: API_ERRORS.ageCheckRequired,
  block: API_ERRORS.regionBlocked,
} as const;
