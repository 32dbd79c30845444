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

export const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
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

/** POST /api/claim (referral-count unlock) and POST /api/contentlocker/complete take no payload. */
export const claimBodySchema = emptyBodySchema;
export const claimResponseSchema = okResponseSchema;
export const contentLockerCompleteBodySchema = emptyBodySchema;
export const contentLockerCompleteResponseSchema = okResponseSchema;

export const contentLockerClickBodySchema = emptyBodySchema;
/** `url` is the external task to open (with our click id as its sub-id). */
export const contentLockerClickResponseSchema = z.object({ ok: z.literal(true), url: httpUrl });
export type ContentLockerClickResponse = z.infer<typeof contentLockerClickResponseSchema>;

// ---- Affiliates ----------------------------------------------------------------------------

const ratePctSchema = z.number().int().min(AFFILIATE_RATE_MIN_PCT).max(AFFILIATE_RATE_MAX_PCT);

/** `balanceCents` may go negative after a clawback; `refParam` is null until enabled. */
export const affiliateMeResponseSchema = z.object({
  ok: z.literal(true),
  enabled: z.boolean(),
  ratePct: ratePctSchema,
  balanceCents: z.number().int(),
  refParam: z.string().nullable(),
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
