// `stored_media/{itemId}`: media the operator holds, processed from an uploaded original into renditions under
// `renditions/{itemId}/` in Cloud Storage. The id comes from the original's content hash, so the same file uploaded
// twice (or into a second star's collection) is one item. Nothing here names who uploaded it or who watches it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

interface StoredRendition {
  name: string;
  role: 'card' | 'panel' | 'video';
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface StoredMediaItem {
  kind: 'image' | 'gif' | 'video';
  width: number;
  height: number;
  durationSec: number;
  hasAudio: boolean;
  /** Lowercase community names: the stars' collections this item belongs to. */
  communities: string[];
  renditions: StoredRendition[];
  blocked: boolean;
  /** Emulators only: the renditions' Storage download token (their links' signer). Null in production. */
  downloadToken: string | null;
  /** Perceptual fingerprints (media/processing/fingerprints.ts); absent on items processed before they existed. */
  fingerprints?: string[];
}

/** The item id for an original's SHA-256: 20 hex digits (80 bits) are unique enough for one operator's library. */
export const storedMediaId = (contentHash: string) => contentHash.slice(0, 20);

export const storedMediaRef = (itemId: string) => db().collection(COLLECTIONS.storedMedia).doc(itemId);

/** Where an item's rendition lives in the bucket. */
export const renditionObjectPath = (itemId: string, name: string) => `renditions/${itemId}/${name}`;

/**
 * The stored item a rendition link points at (the CDN's /renditions/{itemId}/…, the emulators' …/o/renditions%2F…),
 * or null for any other link.
 */
export function storedItemIdInLink(link: string): string | null {
  let path = link;
  try {
    path = decodeURIComponent(new URL(link).pathname);
  } catch {
    return null;
  }
  return /(?:^|\/)renditions\/([0-9a-f]{20})\//.exec(path)?.[1] ?? null;
}

/** The named items that exist, by id. */
export async function storedMediaItems(itemIds: readonly string[]): Promise<Map<string, StoredMediaItem>> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return new Map();
  const snaps = await db().getAll(...unique.map(storedMediaRef));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as StoredMediaItem]));
}

/**
 * Adds the item to a community when it is already stored (true: a duplicate, nothing to make), else returns false
 * and leaves the item to be created by `createStoredMedia` once its renditions are in the bucket.
 */
export async function joinStoredMedia(itemId: string, community: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(storedMediaRef(itemId));
    if (!snap.exists) return false;
    tx.update(snap.ref, { communities: FieldValue.arrayUnion(community) });
    return true;
  });
}

/**
 * Creates the item; when an identical original finished first (two uploads of one file at once), joins that one
 * instead and returns false.
 */
export async function createStoredMedia(itemId: string, item: StoredMediaItem, now = new Date()): Promise<boolean> {
  try {
    await storedMediaRef(itemId).create({ ...item, createdAt: Timestamp.fromDate(now) });
    return true;
  } catch (e) {
    // ALREADY_EXISTS: the other upload's renditions are the same bytes under the same names.
    if ((e as { code?: number }).code !== 6) throw e;
    await joinStoredMedia(itemId, item.communities[0] ?? '');
    return false;
  }
}

/**
 * Takes the item out of one community; when no community is left, the item and its renditions are deleted, so every
 * link to it ends (the emulators' token links at once; production's CDN links within their window).
 * Known gap: the files are deleted after the transaction, so an identical upload finishing in between (which re-makes
 * the item) can lose its renditions; a generation check per file would close it.
 */
export async function releaseStoredMedia(itemId: string, community: string): Promise<void> {
  const gone = await db().runTransaction(async (tx) => {
    const snap = await tx.get(storedMediaRef(itemId));
    if (!snap.exists) return false;
    const left = ((snap.get('communities') as string[] | undefined) ?? []).filter((c) => c !== community.toLowerCase());
    if (left.length > 0) {
      tx.update(snap.ref, { communities: left });
      return false;
    }
    tx.delete(snap.ref);
    return true;
  });
  if (gone)
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: renditionObjectPath(itemId, '') });
}
