import { z } from 'zod';
import { LIBRARY_UPLOAD_STATUS_MAX_IDS, MAX_UPLOAD_BYTES, SANITIZE_MAX } from '../../constants.js';
import { UPLOAD_REFUSALS, UPLOAD_REFUSAL_TEXT } from '../../media/uploadRefusals.js';
import { blankAsAbsent, enumField, patternField, queryNumber, sanitizedText } from '../fields.js';
import { SUBREDDIT_PATTERN } from './common.js';
import { performerIdsField } from './performerRecords.js';

// ---- Media library (admin) -----------------------------------------------------------------

export const LIBRARY_MEDIA_TYPES = ['image', 'gif', 'video'] as const;
export type LibraryMediaType = (typeof LIBRARY_MEDIA_TYPES)[number];
/** One file is one atomic write, so it stays within a single Firestore batch. */
export const LIBRARY_IMPORT_MAX_ROWS = 500;
const LIBRARY_IMPORT_MAX_CHARS = 2_000_000;
const LIBRARY_ITEM_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
const LIBRARY_TITLE_MAX = 300;
const LIBRARY_DIMENSION_MAX = 20_000;
const LIBRARY_DURATION_MAX_SEC = 36_000;
const LIBRARY_EXTENSIONS: Readonly<Record<LibraryMediaType, readonly string[]>> = {
  image: ['jpg', 'jpeg', 'png', 'webp'],
  gif: ['gif'],
  video: ['mp4', 'webm'],
};

/**
 * A library collection's name, lower-cased. Whether a star names it is checked against the live catalogue where the
 * request is handled (stars are operator data: media/libraryAdmin.ts).
 */
const libraryCommunityField = patternField(
  'community',
  SUBREDDIT_PATTERN,
  '2 to 21 letters, digits or underscores',
).transform((name) => name.toLowerCase());

/** The collection that holds stars' avatars: uploaded and processed like any media, never listed for a session. */
export const AVATAR_COLLECTION = 'staravatars';

/** A library item's review: new items wait, and nothing but an approved item is listed, thumbnailed or served. */
const LIBRARY_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type LibraryReviewState = (typeof LIBRARY_REVIEW_STATES)[number];

const mediaUrlField = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(2048, `${field} must be 2048 characters or fewer.`)
    .pipe(z.url({ protocol: /^https?$/, error: `${field} must be an http(s) address.` }));

function urlExtension(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    const dot = last.lastIndexOf('.');
    return dot === -1 ? '' : last.slice(dot + 1).toLowerCase();
  } catch {
    return '';
  }
}

/** One row of an import file (JSON object or CSV line). Numbers may arrive as text from CSV. */
export const libraryImportRowSchema = z
  .strictObject({
    community: libraryCommunityField,
    url: mediaUrlField('url'),
    type: enumField('type', LIBRARY_MEDIA_TYPES),
    width: blankAsAbsent(queryNumber('width', { min: 0, max: LIBRARY_DIMENSION_MAX, int: true }).default(0)),
    height: blankAsAbsent(queryNumber('height', { min: 0, max: LIBRARY_DIMENSION_MAX, int: true }).default(0)),
    durationSec: blankAsAbsent(queryNumber('durationSec', { min: 0, max: LIBRARY_DURATION_MAX_SEC }).default(0)),
    previewUrl: blankAsAbsent(mediaUrlField('previewUrl').optional()),
    title: blankAsAbsent(sanitizedText('title', { rawMax: SANITIZE_MAX, max: LIBRARY_TITLE_MAX }).optional()),
  })
  .superRefine((row, ctx) => {
    const allowed = LIBRARY_EXTENSIONS[row.type];
    if (!allowed.includes(urlExtension(row.url))) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `url must end in ${allowed.map((e) => `.${e}`).join(' or ')} for type ${row.type}.`,
      });
    }
    if (row.previewUrl !== undefined && !LIBRARY_EXTENSIONS.image.includes(urlExtension(row.previewUrl))) {
      ctx.addIssue({
        code: 'custom',
        path: ['previewUrl'],
        message: 'previewUrl must be a .jpg, .jpeg, .png or .webp image.',
      });
    }
  });
export type LibraryImportRow = z.infer<typeof libraryImportRowSchema>;

export const LIBRARY_IMPORT_FORMATS = ['json', 'csv'] as const;
export type LibraryImportFormat = (typeof LIBRARY_IMPORT_FORMATS)[number];

/** POST /api/admin/library/import: the uploaded file's text and its format. */
export const libraryImportBodySchema = z.object({
  format: enumField('format', LIBRARY_IMPORT_FORMATS),
  content: z
    .string({ error: 'content must be text.' })
    .min(1, 'The file is empty.')
    .max(LIBRARY_IMPORT_MAX_CHARS, `The file must be ${LIBRARY_IMPORT_MAX_CHARS} characters or fewer.`),
});
export type LibraryImportBody = z.infer<typeof libraryImportBodySchema>;

/** `row` counts data rows from 1 (a CSV header is not a row). */
const libraryRowErrorSchema = z.object({ row: z.number().int().nonnegative(), message: z.string() });
export type LibraryRowError = z.infer<typeof libraryRowErrorSchema>;

/** `skipped` rows were already in the library (same community and url) and were left as they are. */
export const libraryImportResponseSchema = z.object({
  ok: z.literal(true),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type LibraryImportResponse = z.infer<typeof libraryImportResponseSchema>;

/** A rejected file: nothing was written. `error` says what is wrong with the file, `rowErrors` with which rows. */
export const libraryImportErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.literal('libraryFileInvalid'),
  rowErrors: z.array(libraryRowErrorSchema),
});
export type LibraryImportError = z.infer<typeof libraryImportErrorSchema>;

export const libraryListQuerySchema = z.object({
  community: libraryCommunityField,
  after: blankAsAbsent(patternField('after', LIBRARY_ITEM_ID_PATTERN, 'a library item id').optional()),
  limit: blankAsAbsent(queryNumber('limit', { min: 1, max: 200, int: true }).default(100)),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

const libraryItemSchema = z.object({
  id: z.string(),
  community: z.string(),
  url: z.string(),
  type: z.enum(LIBRARY_MEDIA_TYPES),
  width: z.number(),
  height: z.number(),
  durationSec: z.number(),
  previewUrl: z.string().nullable(),
  title: z.string().nullable(),
  blocked: z.boolean(),
  /** Only approved items are served (docs/product-rules.md#review). */
  review: z.enum(LIBRARY_REVIEW_STATES),
  /** The performer records of the people in it (docs/product-rules.md#performer-records). */
  performerIds: z.array(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** Blocked items are listed too (admins unblock or delete them); `after` pages by item id. */
export const libraryListResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(libraryItemSchema),
  after: z.string().nullable(),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;

export const libraryItemParamsSchema = z.object({
  id: patternField('id', LIBRARY_ITEM_ID_PATTERN, 'a library item id'),
});

/** POST /api/admin/library/:id/block; `{blocked:false}` unblocks. */
export const libraryBlockBodySchema = z.preprocess(
  (value) => value ?? {},
  z.object({ blocked: z.boolean({ error: 'blocked must be true or false.' }).default(true) }),
);
export interface LibraryBlockResponse {
  ok: true;
  id: string;
  blocked: boolean;
}

// ---- Uploads of originals into the library (admin) -------------------------------------------------

const UPLOAD_STATUSES = ['waiting', 'processing', 'ready', 'refused', 'failed'] as const;
export type LibraryUploadStatus = (typeof UPLOAD_STATUSES)[number];
const UPLOAD_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
const UPLOAD_FILE_NAME_MAX = 200;

/** An admin announces one file before sending it; the answer names where in the bucket it goes. */
export const libraryUploadBodySchema = z.object({
  community: libraryCommunityField,
  // The name is kept for the console only (what is served never carries it); the bytes decide what the file is.
  fileName: sanitizedText('fileName', { rawMax: 1000, max: UPLOAD_FILE_NAME_MAX }).pipe(
    z.string().min(1, 'fileName is required.'),
  ),
  bytes: z
    .number({ error: 'bytes must be a number.' })
    .int('bytes must be a whole number.')
    .min(1, UPLOAD_REFUSAL_TEXT.empty)
    .max(MAX_UPLOAD_BYTES, UPLOAD_REFUSAL_TEXT.tooLarge),
  /** The people in the file (their performer records): its item is made naming them, ready for review. */
  performerIds: performerIdsField.optional(),
});

export type LibraryUploadBody = z.infer<typeof libraryUploadBodySchema>;

export const libraryUploadResponseSchema = z.object({
  ok: z.literal(true),
  uploadId: z.string(),
  /** The bucket and object path the browser uploads to: uploads/{uid}/{uploadId}/original. */
  bucket: z.string(),
  path: z.string(),
});
export type LibraryUploadResponse = z.infer<typeof libraryUploadResponseSchema>;

export const libraryUploadStatusQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required.' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(UPLOAD_ID_PATTERN, 'ids must be upload ids.'))
        .min(1, 'ids is required.')
        .max(LIBRARY_UPLOAD_STATUS_MAX_IDS, `ids may name at most ${LIBRARY_UPLOAD_STATUS_MAX_IDS} uploads.`),
    ),
});

const libraryUploadViewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  community: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  /** Set when refused: the console words it in the admin's language. */
  refusal: z.enum(UPLOAD_REFUSALS).nullable(),
  /** Set when ready: the item the file became (an earlier item when the same file was uploaded before). */
  itemId: z.string().nullable(),
  duplicate: z.boolean(),
  /** Set when ready: a short-lived link to the item's card still, straight from storage. */
  preview: z.string().nullable(),
  /** Set when ready: the review of the item in this upload's collection. */
  review: z.enum(LIBRARY_REVIEW_STATES).nullable(),
});
export type LibraryUploadView = z.infer<typeof libraryUploadViewSchema>;

/** Uploads of other admins, and unknown ids, are left out. */
export const libraryUploadStatusResponseSchema = z.object({
  ok: z.literal(true),
  uploads: z.array(libraryUploadViewSchema),
});
export type LibraryUploadStatusResponse = z.infer<typeof libraryUploadStatusResponseSchema>;
