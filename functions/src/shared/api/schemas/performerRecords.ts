import { z } from 'zod';
import {
  ITEM_PERFORMERS_MAX,
  PERFORMER_NAME_MAX,
  PERFORMER_RECORDS_LIST_MAX,
  PERFORMER_STAGE_NAMES_MAX,
} from '../../constants.js';
import { patternField, requiredText } from '../fields.js';
import {
  ID_CHECK_FAILURES,
  ID_CHECK_STATUSES,
  idCheckFinishBodySchema,
  idCheckFinishedSchema,
  idCheckStartedSchema,
  pastDayField,
  type IdCheckStatus,
} from './identityChecks.js';

// ---- Performer records (docs/product-rules.md#performer-records) -------------------------------------
// Admins see a record's stage names and standing (to name the people in an item, and in the review queue); only the
// custodian of records sees the rest, and each of their views is audited.

const PERFORMER_RECORD_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
const performerRecordIdField = patternField('id', PERFORMER_RECORD_ID_PATTERN, 'a performer record id');

export type PerformerIdCheckStatus = IdCheckStatus;

/** A record's standing for publication: only `cleared` lets an item that names it be approved. */
export const PERFORMER_CLEARANCES = ['cleared', 'idCheckMissing', 'consentMissing', 'consentWithdrawn'] as const;
export type PerformerClearance = (typeof PERFORMER_CLEARANCES)[number];

/** The release the person signed: what it covers, when they signed it, and the day the media was produced. */
const consentSchema = z.strictObject({
  recorded: z.boolean({ error: 'consent.recorded must be true or false.' }),
  publication: z.boolean({ error: 'consent.publication must be true or false.' }),
  download: z.boolean({ error: 'consent.download must be true or false.' }),
  signedOn: pastDayField('consent.signedOn'),
  productionDate: pastDayField('consent.productionDate'),
});

/** POST /api/admin/performer-records (custodian). */
export const performerRecordBodySchema = z.strictObject({
  legalName: requiredText('legalName', PERFORMER_NAME_MAX),
  dateOfBirth: pastDayField('dateOfBirth'),
  stageNames: z
    .array(requiredText('stageNames', PERFORMER_NAME_MAX), { error: 'stageNames must be a list of names.' })
    .min(1, 'stageNames needs at least one name.')
    .max(PERFORMER_STAGE_NAMES_MAX, `stageNames may hold ${PERFORMER_STAGE_NAMES_MAX} names at most.`),
  consent: consentSchema,
});
export type PerformerRecordBody = z.infer<typeof performerRecordBodySchema>;

export const performerRecordParamsSchema = z.object({ id: performerRecordIdField });

/** What every admin sees of a record. */
const performerSummarySchema = z.object({
  id: z.string(),
  stageNames: z.array(z.string()),
  clearance: z.enum(PERFORMER_CLEARANCES),
  idCheck: z.enum(ID_CHECK_STATUSES),
  createdAt: z.string(),
});
export type PerformerSummary = z.infer<typeof performerSummarySchema>;

export const performerRecordListSchema = z.object({
  ok: z.literal(true),
  records: z.array(performerSummarySchema).max(PERFORMER_RECORDS_LIST_MAX),
});
export type PerformerRecordList = z.infer<typeof performerRecordListSchema>;

const PERFORMER_DOCUMENT_KINDS = ['idDocument', 'release'] as const;
export type PerformerDocumentKind = (typeof PERFORMER_DOCUMENT_KINDS)[number];
const PERFORMER_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type PerformerDocumentType = (typeof PERFORMER_DOCUMENT_TYPES)[number];

const performerDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(PERFORMER_DOCUMENT_KINDS),
  contentType: z.enum(PERFORMER_DOCUMENT_TYPES),
  bytes: z.number().int(),
  addedAt: z.string(),
});

const PERFORMER_RECORD_ACTIONS = [
  'added',
  'viewed',
  'exported',
  'idCheckStarted',
  'idCheckFinished',
  'documentAdded',
  'documentViewed',
  'consentWithdrawn',
] as const;
export type PerformerRecordAction = (typeof PERFORMER_RECORD_ACTIONS)[number];

/** The custodian's view: the whole record and who did what with it. */
export const performerRecordDetailSchema = z.object({
  ok: z.literal(true),
  record: performerSummarySchema.extend({
    legalName: z.string(),
    dateOfBirth: z.string(),
    consent: consentSchema.extend({ withdrawnAt: z.string().nullable() }),
    idCheckDetail: z.object({
      checkedAt: z.string().nullable(),
      method: z.string().nullable(),
      provider: z.string().nullable(),
      failure: z.enum(ID_CHECK_FAILURES).nullable(),
    }),
    documents: z.array(performerDocumentSchema),
    trail: z.array(z.object({ action: z.enum(PERFORMER_RECORD_ACTIONS), by: z.string(), at: z.string() })),
    /** Library items that name this record. */
    itemCount: z.number().int(),
  }),
});
export type PerformerRecordDetail = z.infer<typeof performerRecordDetailSchema>['record'];

export const performerRecordCreatedSchema = z.object({ ok: z.literal(true), id: z.string() });

/** POST …/{id}/id-check: where to send the browser (the provider's document check). */
export const performerIdCheckStartedSchema = idCheckStartedSchema;
/** POST …/{id}/id-check/finish with the return token read off the address the provider sent the browser back to. */
export const performerIdCheckFinishBodySchema = idCheckFinishBodySchema;
export const performerIdCheckFinishedSchema = idCheckFinishedSchema;

/** POST …/{id}/documents?kind=&type= with the file as the body (application/octet-stream). */
export const performerDocumentQuerySchema = z.object({
  kind: z.enum(PERFORMER_DOCUMENT_KINDS, { error: 'kind must be idDocument or release.' }),
});
export const performerDocumentParamsSchema = performerRecordParamsSchema.extend({
  documentId: patternField('documentId', /^[A-Za-z0-9]{20}$/, 'a document id'),
});

/** The records of everyone in an item (or in a batch of uploads), each once. */
export const performerIdsField = z
  .array(performerRecordIdField, { error: 'performerIds must be a list of record ids.' })
  .max(ITEM_PERFORMERS_MAX, `performerIds may hold ${ITEM_PERFORMERS_MAX} records at most.`)
  .transform((ids) => [...new Set(ids)]);

/** PUT /api/admin/library/{itemId}/performers. */
export const itemPerformersBodySchema = z.strictObject({ performerIds: performerIdsField });

export interface ItemPerformersResponse {
  ok: true;
  id: string;
  performerIds: string[];
}
