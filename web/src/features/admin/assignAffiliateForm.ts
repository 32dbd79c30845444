import { ADMIN_TARGET_MAX } from '@shared/constants';
import { validateAffiliateRateField } from '@shared/validation/affiliateRate';

export interface AssignAffiliateErrors {
  target?: string;
  rate?: string;
}

/** Client-side checks mirroring the server's schema (docs/product-rules.md#affiliates). */
export function validateAssignAffiliate(target: string, rate: string): AssignAffiliateErrors {
  const errors: AssignAffiliateErrors = {};
  const trimmed = target.trim();
  if (!trimmed) errors.target = 'Enter a user id or email.';
  else if (trimmed.length > ADMIN_TARGET_MAX) errors.target = `target must be ${ADMIN_TARGET_MAX} characters or fewer.`;
  const rateError = validateAffiliateRateField(rate);
  if (rateError) errors.rate = rateError;
  return errors;
}

/** 'Request failed' when no answer came back, the server's text when it sent one, else 'Failed'. */
export function assignErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Failed';
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'Request failed';
  const text = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : 'Failed';
}
