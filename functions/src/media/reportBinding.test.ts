import { describe, expect, it } from 'vitest';
import { galleryPost, jpgPost } from '../shared/media/fixtures/forumImagePosts.js';
import { createImageSelector } from '../shared/media/imageSelection.js';
import { normalizeListingItem } from '../shared/media/listingPayload.js';
import { listingItemsToMediaItems } from '../shared/media/toMediaItems.js';
import type { ListingItem } from '../shared/media/types.js';
import { removalKeysFor, signReportableItems } from './reportBinding.js';

const KEY = 'test-key-of-sixteen-chars-or-more';
const selector = createImageSelector();
const asItem = (raw: Record<string, unknown>): ListingItem => {
  const normalized = normalizeListingItem(raw);
  if (!normalized) throw new Error('fixture has no id');
  return normalized;
};
const served = listingItemsToMediaItems(
  signReportableItems({ items: [asItem(jpgPost), asItem(galleryPost)], after: null }, selector, KEY).items,
  { selector },
);
const galleryId = String(galleryPost.id);
const asReported = (m: (typeof served)[number]) => ({ url: m.srcUrl, sourceId: m.id, postUrl: m.postUrl });

describe('report binding', () => {
  it('when the app reports a served item with its signature, then Remove blocks its file and its post', () => {
    const image = served.find((m) => m.id.startsWith(`${galleryId}_`));
    if (!image?.reportSig) throw new Error('the listing did not sign the gallery image');
    expect(removalKeysFor(asReported(image), image.reportSig, KEY)).toEqual(
      expect.arrayContaining([{ kind: 'post', value: galleryId }]),
    );
  });

  it("when a report pairs a file with another post (its own signature, or none), then only the file's keys", () => {
    const [first, other] = [served[0], served.find((m) => m.id.startsWith(galleryId))];
    if (!first?.reportSig || !other?.reportSig) throw new Error('no signed items');
    const forged = { url: first.srcUrl, sourceId: other.id, postUrl: other.postUrl };
    const fileOnly = [{ kind: 'url', value: new URL(first.srcUrl).host + new URL(first.srcUrl).pathname }];
    expect(removalKeysFor(forged, other.reportSig, KEY)).toEqual(fileOnly);
    expect(removalKeysFor(forged, first.reportSig, KEY)).toEqual(fileOnly);
    expect(removalKeysFor(forged, undefined, KEY)).toEqual(fileOnly);
    // Without a usable key nothing is bound, whatever comes along.
    expect(removalKeysFor(asReported(first), first.reportSig, null)).toEqual(fileOnly);
  });

  it('when the same file comes back under another query string, then its signature still holds', () => {
    const first = served[0];
    if (!first?.reportSig) throw new Error('no signed item');
    const keys = removalKeysFor({ ...asReported(first), url: `${first.srcUrl}?s=other` }, first.reportSig, KEY);
    expect(keys).toContainEqual({ kind: 'post', value: jpgPost.id });
  });
});
