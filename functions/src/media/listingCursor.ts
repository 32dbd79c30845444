// The listing's `after` is opaque to callers (docs/product-rules.md "Abuse limits"): the server signs
// every upstream cursor it hands out, so a made-up one is refused before any upstream call.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import type { ListingTimeframe, ListingType } from '../shared/constants.js';
import { LISTING_CURSOR_KEY } from '../config/mediaParams.js';

const DEMO_CURSOR_KEY = 'demo-listing-cursor-key';
const SIGNATURE_CHARS = 22;

/** What a cursor is valid for: the community (any case), the sort and, for top, the timeframe. */
export interface CursorScope {
  sub: string;
  type: ListingType;
  timeframe?: ListingTimeframe | undefined;
}

/** The configured key; the demo value is refused outside the emulator, so a deploy cannot run on it. */
export function configuredCursorKey(): string {
  const key = LISTING_CURSOR_KEY.value().trim();
  const usable = key.length >= 16 && (key !== DEMO_CURSOR_KEY || process.env.FUNCTIONS_EMULATOR === 'true');
  if (!usable) {
    logger.error('LISTING_CURSOR_KEY is missing or the demo value: listings cannot page.');
    throw new DomainError('unavailable', 'listingsUnavailable');
  }
  return key;
}

function signature(cursor: string, scope: CursorScope, key: string): string {
  const timeframe = scope.type === 'top' ? (scope.timeframe ?? '') : '';
  return createHmac('sha256', key)
    .update(['listing-cursor-v1', scope.sub.toLowerCase(), scope.type, timeframe, cursor].join('\n'))
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/** The cursor callers see: `<upstream cursor>.<signature>`. */
export function signCursor(cursor: string, scope: CursorScope, key: string): string {
  return `${cursor}.${signature(cursor, scope, key)}`;
}

/** The upstream cursor inside a token this server issued for this scope; 400 for anything else. */
export function openCursor(token: string, scope: CursorScope, key: string): string {
  const dot = token.lastIndexOf('.');
  const cursor = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(cursor, scope, key));
  if (dot <= 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError('invalid', 'listingCursorInvalid');
  return cursor;
}
