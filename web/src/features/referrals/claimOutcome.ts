import { VERIFY_EMAIL_FIRST } from '@shared/api/messages';

/**
 * What a referral claim's answer means for the stored referrer:
 * - 'final': claimed, or refused for good (self-referral, already referred, unknown, not eligible) → clear it;
 * - 'retry': the answer may change soon (network, 5xx, rate limit, a token minted before verification) → keep it.
 */
export type ClaimOutcome = 'final' | 'retry';

export function claimOutcome(result: { data?: unknown; error?: unknown }): ClaimOutcome {
  if (!('error' in result) || result.error === undefined) return 'final';
  const { status, data } = result.error as { status?: unknown; data?: unknown };
  if (typeof status !== 'number') return 'retry'; // FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR
  if (status >= 500 || status === 429 || status === 401 || status === 408) return 'retry';
  const message = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  if (status === 403 && message === VERIFY_EMAIL_FIRST) return 'retry';
  return 'final';
}
