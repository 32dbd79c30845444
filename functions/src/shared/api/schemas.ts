import { z } from 'zod';
import {
  ADMIN_TARGET_MAX,
  AFFILIATE_RATE_MAX_PCT,
  AFFILIATE_RATE_MIN_PCT,
  AI_CHUNK_MINUTES,
  BPM_DEFAULT,
  BPM_MAX,
  BPM_MIN,
  DEFAULT_ENABLE_BAR,
  LISTING_COUNT_DEFAULT,
  LISTING_CURSOR_MAX,
  LISTING_DEFAULT_TIMEFRAME,
  LISTING_DEFAULT_TYPE,
  LISTING_MAX_PER_REQUEST,
  LISTING_TIMEFRAMES,
  LISTING_TYPES,
  PERSONALIZATION_MAX_CHARS,
  REDEEM_CODE_MAX,
  SANITIZE_MAX,
  SESSION_LENGTHS_MIN,
} from '../constants.js';
import { affiliateRateInputSchema } from '../validation/affiliateRate.js';
import {
  blankAsAbsent,
  enumField,
  patternField,
  queryBoolean,
  queryLiteral,
  queryNumber,
  requiredText,
  sanitizedText,
} from './fields.js';
import { listingItemSchema } from './listingItem.js';
import { UID_PATTERN } from './patterns.js';
import { CATALOGUE_COMMUNITIES } from '../stars.js';

// The HTTP contract shared by web and functions. Request schemas output what the handler uses
// (numbers, booleans, defaults applied); `z.infer` types below are those outputs.

// ---- Common shapes -------------------------------------------------------------------------

/** Every failure answer: `{ ok: false, error }` with a message fit to show the user. */
export const errorEnvelopeSchema = z.object({ ok: z.literal(false), error: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** POSTs without a payload: Express 5 leaves `req.body` undefined when nothing was sent. */
export const emptyBodySchema = z.preprocess((value) => value ?? {}, z.object({}));
export type EmptyBody = z.infer<typeof emptyBodySchema>;

export { UID_PATTERN };
export const STAR_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
export const SUBREDDIT_PATTERN = /^[A-Za-z0-9_]{2,21}$/;
export const LISTING_CURSOR_PATTERN = /^t[1-6]_[A-Za-z0-9]{1,28}$/;
export const VIDEO_ID_PATTERN = /^[a-z]{3,64}$/;

const uidField = (field: string) => patternField(field, UID_PATTERN, 'a valid user id');
const starIdField = patternField('starId', STAR_ID_PATTERN, 'a star id of lowercase letters, digits and dashes');
const httpUrl = z.url({ protocol: /^https?$/, error: 'url must be an http(s) address.' });

// ---- GET /api/health -----------------------------------------------------------------------

export const healthResponseSchema = z.object({ ok: z.literal(true), version: z.string() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

// ---- GET /api/reddit/listing ---------------------------------------------------------------

/** `timeframe` only matters for `type=top`; the server ignores it for `hot`. */
export const listingQuerySchema = z.object({
  sub: patternField('sub', SUBREDDIT_PATTERN, '2 to 21 letters, digits or underscores'),
  type: blankAsAbsent(enumField('type', LISTING_TYPES).default(LISTING_DEFAULT_TYPE)),
  timeframe: blankAsAbsent(enumField('timeframe', LISTING_TIMEFRAMES).default(LISTING_DEFAULT_TIMEFRAME)),
  limit: blankAsAbsent(
    queryNumber('limit', { min: 1, max: LISTING_MAX_PER_REQUEST, int: true }).default(LISTING_COUNT_DEFAULT),
  ),
  after: blankAsAbsent(
    z
      .string({ error: 'after must be text.' })
      .max(LISTING_CURSOR_MAX, `after must be ${LISTING_CURSOR_MAX} characters or fewer.`)
      .regex(LISTING_CURSOR_PATTERN, 'after must be a listing cursor like t3_abc123.')
      .optional(),
  ),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingResponseSchema = z.object({
  items: z.array(listingItemSchema),
  after: z.string().nullable(),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

// ---- GET /api/stars/thumbnails -------------------------------------------------------------

/** Star id → its card image URL, or null when none of its posts has one. */
export const starThumbnailsResponseSchema = z.object({
  thumbnails: z.record(z.string(), z.string().min(1).nullable()),
});
export type StarThumbnailsResponse = z.infer<typeof starThumbnailsResponseSchema>;

// ---- GET /api/redgifs/resolve --------------------------------------------------------------

export const videoResolveQuerySchema = z.object({
  u: patternField('u', VIDEO_ID_PATTERN, '3 to 64 lowercase letters'),
});
export type VideoResolveQuery = z.infer<typeof videoResolveQuerySchema>;

/** `url` may be relative when the server proxies the bytes; `duration` is in seconds. */
export const videoResolveResponseSchema = z.object({
  url: z.string().min(1),
  duration: z.number().nonnegative(),
});
export type VideoResolveResponse = z.infer<typeof videoResolveResponseSchema>;

// ---- Referrals -----------------------------------------------------------------------------

export const referralInfoQuerySchema = z.object({ uid: uidField('uid') });
export type ReferralInfoQuery = z.infer<typeof referralInfoQuerySchema>;

/** `name` is the referrer's username or display name; null when they have neither. */
export const referralInfoResponseSchema = z.object({ ok: z.literal(true), name: z.string().nullable() });
export type ReferralInfoResponse = z.infer<typeof referralInfoResponseSchema>;

export const referralClaimBodySchema = z.object({ referrerUid: uidField('referrerUid') });
export type ReferralClaimBody = z.infer<typeof referralClaimBodySchema>;
export const referralClaimResponseSchema = okResponseSchema;

// ---- Premium unlocks -----------------------------------------------------------------------

export const redeemBodySchema = z.object({
  code: requiredText('code', REDEEM_CODE_MAX, { requiredMessage: 'Enter a code.' }),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;
export const redeemResponseSchema = okResponseSchema;

/** POST /api/claim (confirm a purchase) and POST /api/contentlocker/complete take no payload. */
export const claimBodySchema = emptyBodySchema;
export const claimResponseSchema = okResponseSchema;
export const contentLockerCompleteBodySchema = emptyBodySchema;
export const contentLockerCompleteResponseSchema = okResponseSchema;

export const contentLockerClickBodySchema = emptyBodySchema;
/** `url` is the external task to open (with our click id as its sub-id). */
export const contentLockerClickResponseSchema = z.object({ ok: z.literal(true), url: httpUrl });
export type ContentLockerClickResponse = z.infer<typeof contentLockerClickResponseSchema>;

/** Our click id: the sub-id the offer network echoes back (base64url, never the uid). */
export const CLICK_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{16,64}$/;
/** A network's transaction id becomes part of a document id: no slashes, bounded. */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * GET or POST /api/contentlocker/postback, called server-to-server by the offer network:
 * `?click={sub-id}&txn={transaction id}&status=approved|reversed&secret={shared secret}` (payout optional).
 */
export const offerPostbackSchema = z.object({
  click: patternField('click', CLICK_ID_PATTERN, 'a click id we issued'),
  txn: patternField('txn', TRANSACTION_ID_PATTERN, '1 to 100 letters, digits or ._:-'),
  status: blankAsAbsent(enumField('status', ['approved', 'reversed'] as const).default('approved')),
  payout: blankAsAbsent(z.string({ error: 'payout must be text.' }).max(32, 'payout must be 32 characters or fewer.').optional()),
  secret: z.string({ error: 'secret is required.' }).max(256, 'secret must be 256 characters or fewer.'),
});
export type OfferPostback = z.infer<typeof offerPostbackSchema>;

// ---- Purchases (Verotel FlexPay) -----------------------------------------------------------

/** GET /api/purchase/link: the signed hosted-payment link carrying our reference for this user. */
export const purchaseLinkResponseSchema = z.object({ ok: z.literal(true), url: httpUrl });
export type PurchaseLinkResponse = z.infer<typeof purchaseLinkResponseSchema>;

/** Processor postbacks are flat key=value pairs (query or form); each value is bounded. */
export const processorPostbackSchema = z.record(
  z.string().max(64, 'Parameter names must be 64 characters or fewer.'),
  z.string({ error: 'Parameters must appear once.' }).max(1000, 'Parameter values must be 1000 characters or fewer.'),
  { error: 'Postback must be key=value parameters.' },
);
export type ProcessorPostback = z.infer<typeof processorPostbackSchema>;

// ---- Affiliates ----------------------------------------------------------------------------

const ratePctSchema = z.number().int().min(AFFILIATE_RATE_MIN_PCT).max(AFFILIATE_RATE_MAX_PCT);

/**
 * `balanceCents` may go negative after a clawback. `refParam` is the bare uid that goes into
 * `?ref=` (the client builds the link, one builder for referral and affiliate links); null until enabled.
 */
export const affiliateMeResponseSchema = z.object({
  ok: z.literal(true),
  enabled: z.boolean(),
  ratePct: ratePctSchema,
  balanceCents: z.number().int(),
  refParam: uidField('refParam').nullable(),
});
export type AffiliateMeResponse = z.infer<typeof affiliateMeResponseSchema>;

// ---- Admin ---------------------------------------------------------------------------------

export const adminMeResponseSchema = z.object({ admin: z.boolean() });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

const countSchema = z.number().int().nonnegative();
export const adminStatsResponseSchema = z.object({
  ok: z.literal(true),
  totalUsers: countSchema,
  newUsers24h: countSchema,
  premiumSales24h: countSchema,
  referredUsers24h: countSchema,
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** `target` is a uid or an email (the server decides which); `ratePct` is parsed to 0..100, default 10. */
export const assignAffiliateBodySchema = z.object({
  target: requiredText('target', ADMIN_TARGET_MAX, { requiredMessage: 'Enter a user id or email.' }),
  ratePct: affiliateRateInputSchema,
});
export type AssignAffiliateBody = z.infer<typeof assignAffiliateBodySchema>;
export type AssignAffiliateBodyInput = z.input<typeof assignAffiliateBodySchema>;

export const assignAffiliateResponseSchema = z.object({
  ok: z.literal(true),
  uid: z.string(),
  ratePct: ratePctSchema,
});
export type AssignAffiliateResponse = z.infer<typeof assignAffiliateResponseSchema>;

// ---- LLM -----------------------------------------------------------------------------------

const PERSONA_MAX = 200;
const LLM_TOKEN_MAX = 4096;
const CHUNK_INDEX_MAX = 59;
const CONTROLS_MAX = 1000;
const SCRIPT_LINES_MAX = 500;

/** Fields both LLM calls share. `token` is opaque and never trusted for auth (that is the bearer header). */
const llmCommonQuery = {
  persona: blankAsAbsent(sanitizedText('persona', { rawMax: SANITIZE_MAX, max: PERSONA_MAX }).default('')),
  starId: starIdField,
  premium: blankAsAbsent(queryBoolean('premium').default(false)),
  personalization: blankAsAbsent(
    sanitizedText('personalization', { rawMax: SANITIZE_MAX, max: PERSONALIZATION_MAX_CHARS }).default(''),
  ),
  token: blankAsAbsent(
    z
      .string({ error: 'token must be text.' })
      .max(LLM_TOKEN_MAX, `token must be ${LLM_TOKEN_MAX} characters or fewer.`)
      .optional(),
  ),
};

const lengthMinSchema = queryLiteral('lengthMin', SESSION_LENGTHS_MIN, '5, 10, 20 or 30');

export const llmPlanQuerySchema = z.object({
  ...llmCommonQuery,
  lengthMin: lengthMinSchema,
  enableBar: blankAsAbsent(queryBoolean('enableBar').default(DEFAULT_ENABLE_BAR)),
  bpm: blankAsAbsent(queryNumber('bpm', { min: BPM_MIN, max: BPM_MAX }).default(BPM_DEFAULT)),
});
export type LlmPlanQuery = z.infer<typeof llmPlanQuerySchema>;

/** One pace-bar segment: `bpm` for `duration` seconds. */
export const planControlSchema = z.object({
  bpm: z.number().min(BPM_MIN).max(BPM_MAX),
  duration: z.number().positive(),
});
export type PlanControl = z.infer<typeof planControlSchema>;
export const llmPlanResponseSchema = z.object({ controls: z.array(planControlSchema).max(CONTROLS_MAX) });
export type LlmPlanResponse = z.infer<typeof llmPlanResponseSchema>;

export const llmChunkQuerySchema = z.object({
  ...llmCommonQuery,
  chunkMinutes: queryNumber('chunkMinutes', { min: 1, max: AI_CHUNK_MINUTES, int: true }),
  chunkIndex: queryNumber('chunkIndex', { min: 0, max: CHUNK_INDEX_MAX, int: true }),
});
export type LlmChunkQuery = z.infer<typeof llmChunkQuerySchema>;

/** One instruction line, shown for `displaySec` seconds. */
export const scriptEntrySchema = z.object({
  text: z.string().min(1).max(SANITIZE_MAX),
  displaySec: z.number().positive(),
});
export type ScriptEntry = z.infer<typeof scriptEntrySchema>;
export const llmChunkResponseSchema = z.object({ script: z.array(scriptEntrySchema).max(SCRIPT_LINES_MAX) });
export type LlmChunkResponse = z.infer<typeof llmChunkResponseSchema>;

// ---- Media library (admin) -----------------------------------------------------------------

export const LIBRARY_MEDIA_TYPES = ['image', 'gif', 'video'] as const;
export type LibraryMediaType = (typeof LIBRARY_MEDIA_TYPES)[number];
/** One file is one atomic write, so it stays within a single Firestore batch. */
export const LIBRARY_IMPORT_MAX_ROWS = 500;
export const LIBRARY_IMPORT_MAX_CHARS = 2_000_000;
export const LIBRARY_ITEM_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
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
export const libraryRowErrorSchema = z.object({ row: z.number().int().nonnegative(), message: z.string() });
export type LibraryRowError = z.infer<typeof libraryRowErrorSchema>;

/** `skipped` rows were already in the library (same community and url) and were left as they are. */
export const libraryImportResponseSchema = z.object({
  ok: z.literal(true),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type LibraryImportResponse = z.infer<typeof libraryImportResponseSchema>;

/** A rejected file: nothing was written. */
export const libraryImportErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  rowErrors: z.array(libraryRowErrorSchema),
});
export type LibraryImportError = z.infer<typeof libraryImportErrorSchema>;

export const libraryListQuerySchema = z.object({
  community: libraryCommunityField,
  after: blankAsAbsent(patternField('after', LIBRARY_ITEM_ID_PATTERN, 'a library item id').optional()),
  limit: blankAsAbsent(queryNumber('limit', { min: 1, max: 200, int: true }).default(100)),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryItemSchema = z.object({
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
export type LibraryBlockBody = z.infer<typeof libraryBlockBodySchema>;
export const libraryBlockResponseSchema = z.object({ ok: z.literal(true), id: z.string(), blocked: z.boolean() });
export type LibraryBlockResponse = z.infer<typeof libraryBlockResponseSchema>;

// ---- GET /api/redgifs/stream/:id -----------------------------------------------------------

export const VIDEO_QUALITIES = ['hd', 'sd'] as const;
export const videoStreamParamsSchema = z.object({
  id: patternField('id', VIDEO_ID_PATTERN, '3 to 64 lowercase letters'),
});
export const videoStreamQuerySchema = z.object({ q: blankAsAbsent(enumField('q', VIDEO_QUALITIES).default('hd')) });
