import { z } from 'zod';
import { QUEUE_CURSOR_PATTERN } from '../patterns.js';
import { REPORT_BULK_DISMISS_MAX, REPORT_TEXT_MAX_CHARS, REPORT_URL_MAX_CHARS } from '../../constants.js';
import {
  REPORT_LANES,
  REPORT_REASONS,
  type ReportLane,
  type ReportOrigin,
  type ReportReason,
  type ReportStatus,
} from '../../reports.js';
import { blankAsAbsent, enumField, patternField, sanitizedText } from '../fields.js';
import { httpUrl } from './common.js';

// ---- POST /api/reports (anyone; the takedown queue) -------------------------------------------

/** A panel's media: an http(s) URL, or an unresolved video-host item (`videohost:{id}`). */
export const mediaUrlField = z
  .string({ error: 'url is required.' })
  .max(REPORT_URL_MAX_CHARS, `url must be ${REPORT_URL_MAX_CHARS} characters or fewer.`)
  .refine((url) => /^videohost:[a-z0-9]{1,64}$/.test(url) || httpUrl.safeParse(url).success, {
    error: 'url must be an http(s) address.',
  });
/** The item's id as its source names it. */
export const mediaIdField = (field: string) => patternField(field, /^[A-Za-z0-9_-]{1,128}$/, 'a media id');
/** The post an item belongs to, when the source has one. */
export const postUrlField = httpUrl.max(REPORT_URL_MAX_CHARS).nullable();
const reasonField = enumField('reason', REPORT_REASONS);
const textField = blankAsAbsent(
  sanitizedText('text', { rawMax: REPORT_TEXT_MAX_CHARS * 2, max: REPORT_TEXT_MAX_CHARS }).optional(),
);

/** A report from a session panel or the favourites viewer: the item as the app showed it. */
const itemReportSchema = z.strictObject({
  origin: z.enum(['session', 'favorites'], { error: 'origin must be session, favorites or removalRequest.' }),
  url: mediaUrlField,
  source: enumField('source', ['forum', 'videohost', 'library']),
  sourceId: mediaIdField('sourceId'),
  postUrl: postUrlField,
  /** The listing's signature over url, sourceId and postUrl (`reportSig`); without it only the URL is bound. */
  itemSig: patternField('itemSig', /^[A-Za-z0-9_-]{22}$/, 'the signature the listing gave the item').optional(),
  reason: reasonField,
  text: textField,
});

/** The public content-removal form: any URL of the item, and an optional address to answer to. */
const removalRequestSchema = z.strictObject({
  origin: z.literal('removalRequest'),
  url: httpUrl.max(REPORT_URL_MAX_CHARS),
  reason: reasonField,
  text: textField,
  contact: blankAsAbsent(z.email({ error: 'contact must be an email address.' }).max(254).optional()),
});

export const reportBodySchema = z.discriminatedUnion('origin', [itemReportSchema, removalRequestSchema], {
  error: 'origin must be session, favorites or removalRequest.',
});
export type ReportBodyInput = z.input<typeof reportBodySchema>;

// ---- GET /api/favorites/removed (signed in) ---------------------------------------------------

/** New links for a favourite of an uploaded item (its saved ones end with their window). */
export interface FreshFavoriteLinks {
  /** As the favourites list names it. */
  id: string;
  srcUrl: string;
  previewUrl: string | null;
}

export interface RemovedFavoritesResponse {
  ok: true;
  /**
   * Ids of the caller's favourites the takedown blocklist removed (as the favourites list names them), and of
   * favourites of uploaded items no longer served (rejected, blocked, consent withdrawn, deleted).
   */
  removed: string[];
  /** The caller's favourites of uploaded items they may watch, with links made now. */
  fresh: FreshFavoriteLinks[];
}

// ---- Admin: the queue, decisions, the monthly export ------------------------------------------

/** One blocklist key: a file (host and path), a post id or a video-host id. */
export interface ReportBlockKey {
  kind: 'url' | 'post' | 'video';
  value: string;
}

export interface AdminReport {
  id: string;
  origin: ReportOrigin;
  url: string;
  source: string | null;
  sourceId: string | null;
  postUrl: string | null;
  reason: ReportReason;
  text: string;
  contact: string | null;
  createdAtMs: number;
  status: ReportStatus;
  decidedAtMs: number | null;
  /** Every key a Remove writes to the blocklist (the admin sees them before deciding). */
  blockKeys: ReportBlockKey[];
}

/** GET /api/admin/reports: how many reports each lane holds open, and the latest decisions. */
export interface AdminReportsResponse {
  ok: true;
  counts: Record<ReportLane, number>;
  recent: AdminReport[];
}

/** GET /api/admin/reports/open: one lane, a page at a time from the last page's cursor. */
export const openReportsQuerySchema = z.object({
  lane: enumField('lane', REPORT_LANES),
  after: blankAsAbsent(patternField('after', QUEUE_CURSOR_PATTERN, 'a cursor from the last page').optional()),
});
export type OpenReportsQuery = z.infer<typeof openReportsQuerySchema>;

export interface AdminOpenReportsResponse {
  ok: true;
  lane: ReportLane;
  /** Oldest first. */
  open: AdminReport[];
  after: string | null;
}

const REPORT_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;
export const reportDecisionBodySchema = z.strictObject({
  id: patternField('id', REPORT_ID_PATTERN, 'a report id'),
  decision: enumField('decision', ['remove', 'dismiss']),
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

/** POST /api/admin/reports/dismiss: junk dismissed many at a time (nothing is blocked). */
export const reportBulkDismissBodySchema = z.strictObject({
  ids: z
    .array(patternField('ids', REPORT_ID_PATTERN, 'a list of report ids'), {
      error: 'ids must be a list of report ids.',
    })
    .min(1, 'Choose at least one report.')
    .max(REPORT_BULK_DISMISS_MAX, `Dismiss at most ${REPORT_BULK_DISMISS_MAX} reports at once.`),
});
export type ReportBulkDismissBody = z.infer<typeof reportBulkDismissBodySchema>;

export interface ReportBulkDismissResponse {
  ok: true;
  dismissed: number;
  /** Named reports that were already decided or do not exist: left as they were. */
  skipped: number;
}

export interface ReportDecisionResponse {
  ok: true;
  status: Exclude<ReportStatus, 'open'>;
  /** Blocklist keys the removal added (0 for a dismissal). */
  blocked: number;
}

export const reportsExportQuerySchema = z.object({
  month: patternField('month', /^[0-9]{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'),
});
