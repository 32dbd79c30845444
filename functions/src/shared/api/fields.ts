import { z } from 'zod';
import { sanitizeText } from '../text/sanitize.js';

// Building blocks for request schemas. Query values arrive as strings (or arrays when a key repeats),
// so numbers and booleans are converted here. Every message is a full sentence ending in '.',
// which is how `firstIssueMessage` tells them from zod's defaults.

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A blank query value ('?after=') counts as absent, so defaults and `.optional()` apply. */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
}

function requiredOr(field: string, otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required.` : otherwise);
}

function numberFromQuery(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value;
}

/** A number from a query string or JSON, within [min, max]; whole numbers only when `int`. */
export function queryNumber(field: string, { min, max, int = false }: { min: number; max: number; int?: boolean }) {
  let base = z.number({ error: requiredOr(field, `${field} must be a number.`) });
  if (int) base = base.int(`${field} must be a whole number.`);
  base = base.min(min, `${field} must be at least ${min}.`).max(max, `${field} must be at most ${max}.`);
  return z.preprocess(numberFromQuery, base);
}

/** One of a fixed set of numbers (e.g. session lengths); `allowed` completes "{field} must be …". */
export function queryLiteral<const T extends readonly [number, ...number[]]>(
  field: string,
  values: T,
  allowed: string,
) {
  return z.preprocess(numberFromQuery, z.literal(values, { error: requiredOr(field, `${field} must be ${allowed}.`) }));
}

/** 'true'/'false'/'1'/'0' (or a JSON boolean). Anything else is an error, never silently truthy. */
export function queryBoolean(field: string) {
  return z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error: requiredOr(field, `${field} must be true or false.`) }),
  );
}

export function enumField<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: requiredOr(field, `${field} must be one of: ${values.join(', ')}.`) });
}

/** A string that must match `pattern`; `rule` completes "{field} must be …". */
export function patternField(field: string, pattern: RegExp, rule: string) {
  return z.string({ error: requiredOr(field, `${field} must be text.`) }).regex(pattern, `${field} must be ${rule}.`);
}

/** Trimmed, non-empty text of at most `max` characters. */
export function requiredText(field: string, max: number, { requiredMessage }: { requiredMessage?: string } = {}) {
  const required = requiredMessage ?? `${field} is required.`;
  return z
    .string({ error: requiredOr(field, `${field} must be text.`) })
    .trim()
    .min(1, required)
    .max(max, `${field} must be ${max} characters or fewer.`);
}

/** Free text that is sanitised on the way in; `rawMax` bounds the input before sanitising. */
export function sanitizedText(field: string, { rawMax, max }: { rawMax: number; max: number }) {
  return z
    .string({ error: `${field} must be text.` })
    .max(rawMax, `${field} must be ${rawMax} characters or fewer.`)
    .transform((value) => sanitizeText(value, max));
}
