import { z } from 'zod';
import { PERFORMER_NAME_MAX } from '../../constants.js';
import { patternField, requiredText } from '../fields.js';

// ---- Identity checks (docs/product-rules.md#performer-records) ---------------------------------------------------
// Everyone depicted (a performer record's check) and everyone who adds media (an uploader's own check) passes an
// identity check at the identity provider; the same states, reasons and return address serve both.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30) and is not after today (UTC, with a day's grace). */
export function pastDayField(field: string) {
  return patternField(field, ISO_DAY, 'a date as YYYY-MM-DD')
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), `${field} must be a real date.`)
    .refine(
      (day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + 24 * 60 * 60 * 1000,
      `${field} must not be in the future.`,
    )
    .refine((day) => day >= '1900-01-01', `${field} must be after 1900.`);
}

export const ID_CHECK_STATUSES = ['none', 'pending', 'passed', 'failed'] as const;
export type IdCheckStatus = (typeof ID_CHECK_STATUSES)[number];
/**
 * Why an ID check failed: the provider did not approve the document, the liveness or the face match (`rejected`), the
 * session ran out (`expired`), or came back without what we asked for (`incomplete`, `unreadable`); or the document
 * was fine but names someone else or gives another date of birth than the one expected.
 */
export const ID_CHECK_FAILURES = [
  'rejected',
  'expired',
  'incomplete',
  'unreadable',
  'nameMismatch',
  'dateOfBirthMismatch',
] as const;
export type IdCheckFailure = (typeof ID_CHECK_FAILURES)[number];

/** The query parameter of the address the provider sends the browser back to: the check's return token. */
export const ID_CHECK_RETURN_PARAM = 'idCheck';
/** POST …/finish with the return token read off the address the provider sent the browser back to. */
export const idCheckFinishBodySchema = z.strictObject({
  returnToken: patternField('returnToken', /^[A-Za-z0-9_-]{22}$/, 'the return token of the ID check'),
});

/** POST /api/admin/uploader-check: who the admin is, as their identity document will show. */
export const uploaderCheckBodySchema = z.strictObject({
  legalName: requiredText('legalName', PERFORMER_NAME_MAX),
  dateOfBirth: pastDayField('dateOfBirth'),
});
export type UploaderCheckBody = z.infer<typeof uploaderCheckBodySchema>;

/** GET /api/admin/uploader-check: the caller's own check. */
export const uploaderCheckViewSchema = z.object({
  ok: z.literal(true),
  check: z.object({
    status: z.enum(ID_CHECK_STATUSES),
    failure: z.enum(ID_CHECK_FAILURES).nullable(),
    checkedAt: z.string().nullable(),
  }),
});
export type UploaderCheckView = z.infer<typeof uploaderCheckViewSchema>['check'];

export const idCheckStartedSchema = z.object({ ok: z.literal(true), redirectUrl: z.string() });
export const idCheckFinishedSchema = z.object({ ok: z.literal(true), status: z.enum(ID_CHECK_STATUSES) });
