// Which post a report may take down is the server's word, not the reporter's (docs/product-rules.md
// "Reports and takedowns"): the listing signs each media item's URL together with its id and post link,
// and only a report carrying that signature binds its post; any other report blocks just its URL's own keys.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ImageSelector } from '../shared/media/imageSelection.js';
import { listingItemToMediaItems } from '../shared/media/toMediaItems.js';
import type { ListingPage } from '../shared/media/types.js';
import { blockKeysFor, urlKeysFor, type BlockKey, type ReportedItem } from './blockMatching.js';

const SIGNATURE_CHARS = 22;

// Signed over the URL's keys rather than its text, so the same file under another query string still matches.
function signature(item: ReportedItem, key: string): string {
  const urlKeys = urlKeysFor(item.url).map((k) => `${k.kind}:${k.value}`);
  return createHmac('sha256', key)
    .update(['report-item-v1', item.sourceId ?? '', item.postUrl ?? '', ...urlKeys].join('\n'))
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/** The page with `report_sigs` on each post: one signature per media item the app makes of it. */
export function signReportableItems(page: ListingPage, selector: ImageSelector, key: string): ListingPage {
  return {
    ...page,
    items: page.items.map((item) => {
      const media = listingItemToMediaItems(item, { selector });
      if (media.length === 0) return item;
      const sigs = Object.fromEntries(
        media.map((m) => [m.id, signature({ url: m.srcUrl, sourceId: m.id, postUrl: m.postUrl }, key)]),
      );
      return { ...item, report_sigs: sigs };
    }),
  };
}

function signedByUs(item: ReportedItem, sig: string, key: string): boolean {
  const expected = Buffer.from(signature(item, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What a Remove of this report will block: every key when the listing signed the item as reported,
 * else only the keys its URL names by itself (a made-up pairing of a file and someone else's post binds nothing).
 */
export function removalKeysFor(item: ReportedItem, sig: string | undefined, key: string | null): BlockKey[] {
  const bound = sig !== undefined && key !== null && signedByUs(item, sig, key);
  return bound ? blockKeysFor(item) : urlKeysFor(item.url);
}
