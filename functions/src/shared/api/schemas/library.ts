import { z } from 'zod';
import { SANITIZE_MAX } from '../../constants.js';
import { CATALOGUE_COMMUNITIES } from '../../stars.js';
import { blankAsAbsent, enumField, patternField, queryNumber, sanitizedText } from '../fields.js';
import { SUBREDDIT_PATTERN } from './common.js';

// ---- Media library (admin) -----------------------------------------------------------------

const LIBRARY_MEDIA_TYPES = ['image', 'gif', 'video'] as const;
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

/** Library items are served for catalogue communities only (the same rule as the listing proxy). */
const libraryCommunityField = patternField('community', SUBREDDIT_PATTERN, '2 to 21 letters, digits or underscores')
  .refine(
    (name) => CATALOGUE_COMMUNITIES.has(name.toLowerCase()),
    'community must be a community of the star catalogue.',
  )
  .transform((name) => name.toLowerCase());

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
