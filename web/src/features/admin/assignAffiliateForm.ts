import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADMIN_TARGET_MAX, RATE_FIELD_MAX } from '@shared/constants';
import { validateAffiliateRateField } from '@shared/validation/affiliateRate';

export interface AssignAffiliateErrors {
  target?: MessageDescriptor;
  rate?: MessageDescriptor;
}

/** Client-side checks mirroring the server's schema (docs/product-rules.md#affiliates). */
export function validateAssignAffiliate(target: string, rate: string): AssignAffiliateErrors {
  const errors: AssignAffiliateErrors = {};
  const trimmed = target.trim();
  const max = ADMIN_TARGET_MAX;
  if (!trimmed) errors.target = msg`Enter a user id or email.`;
  else if (trimmed.length > max)
    errors.target = msg({
      message: `target must be ${max} characters or fewer.`,
      comment: '"target" is the user id or email field',
    });
  if (validateAffiliateRateField(rate) === 'tooLong') {
    const rateMax = RATE_FIELD_MAX;
    errors.rate = msg`Rate must be ${rateMax} characters or fewer.`;
  }
  return errors;
}

/** 'Request failed' when no answer came back, the server's text when it sent one, else 'Failed'. */
export function assignErrorMessage(error: unknown): string | MessageDescriptor {
  const failed = msg({ message: 'Failed', comment: 'A request failed (nothing more is known)' });
  if (typeof error !== 'object' || error === null) return failed;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return msg`Request failed`;
  const text = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : failed;
}
