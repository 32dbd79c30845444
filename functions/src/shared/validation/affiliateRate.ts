import { z } from 'zod';
import {
  AFFILIATE_RATE_DEFAULT_PCT,
  AFFILIATE_RATE_MAX_PCT,
  AFFILIATE_RATE_MIN_PCT,
  RATE_FIELD_MAX,
} from '../constants.js';

const RATE_MESSAGES = {
  tooLong: 'Rate must be 12 characters or fewer.',
  invalidType: 'Rate must be a number.',
} as const;

// Keeps digits and the first dot only, so '12.5%' → '12.5', '$0.1' → '0.1', '1.2.3' → '1.23'.
function numericPart(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '');
  const firstDot = kept.indexOf('.');
  return firstDot === -1 ? kept : kept.slice(0, firstDot + 1) + kept.slice(firstDot + 1).replace(/\./g, '');
}

function toPercent(value: number): number {
  // Values of 1 or less are fractions (0.15 → 15%); toPrecision avoids 0.145*100 = 14.499….
  const percent = value <= 1 ? Number((value * 100).toPrecision(12)) : value;
  return Math.min(AFFILIATE_RATE_MAX_PCT, Math.max(AFFILIATE_RATE_MIN_PCT, Math.round(percent)));
}

/**
 * Admin rate input → whole percent in 0..100. Strings lose every character but digits and
 * the first dot (so '-5' reads as 5); empty or unparsable input gives the default 10.
 * Numbers are used as they are (a negative number clamps to 0).
 */
export function parseAffiliateRate(input: unknown): number {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string') {
    const digits = numericPart(input);
    value = /\d/.test(digits) ? Number(digits) : Number.NaN;
  } else {
    value = Number.NaN;
  }
  return Number.isFinite(value) ? toPercent(value) : AFFILIATE_RATE_DEFAULT_PCT;
}

/** For the admin form: 'tooLong' when the raw field is longer than RATE_FIELD_MAX, else null (the web words it). */
export function validateAffiliateRateField(input: string | number): 'tooLong' | null {
  return typeof input === 'string' && input.length > RATE_FIELD_MAX ? 'tooLong' : null;
}

/** Request field: a string of at most 12 characters or a number, optional; outputs the parsed percent. */
export const affiliateRateInputSchema = z
  .union([z.string(), z.number()], { error: RATE_MESSAGES.invalidType })
  .optional()
  .refine((value) => typeof value !== 'string' || value.length <= RATE_FIELD_MAX, RATE_MESSAGES.tooLong)
  .transform((value) => parseAffiliateRate(value));
