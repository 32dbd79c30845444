// `media_snapshots/starCards`: the dashboard's card images (the GET /api/stars/thumbnails answer) as last computed,
// with what it was computed from. A scheduled function rewrites it (index.ts `refreshCardSnapshot`) and an instance
// that had to compute the answer itself writes it back, so a new instance reads one document instead of asking every
// star's listings again (media/thumbnailService.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { parseStarThumbnailsResponse, type StarThumbnailsResponse } from '../shared/api/schemas/thumbnails.js';

export interface CardSnapshot {
  answer: StarThumbnailsResponse;
  /** The blocklist and catalogue versions it was computed at (thumbnailService's cache key). */
  versionKey: string;
  computedAtMs: number;
}

/** Where the snapshot lives; an interface so the service's freshness rules have fast tests of their own. */
export interface CardSnapshotStore {
  /** The stored snapshot, or null when there is none or it is unreadable. */
  read(): Promise<CardSnapshot | null>;
  write(snapshot: CardSnapshot): Promise<void>;
  /** Forget it (an admin changed what the cards show): every instance computes again until one writes it back. */
  discard(): Promise<void>;
}

const snapshotRef = (db: Firestore) => db.collection(COLLECTIONS.mediaSnapshots).doc('starCards');

export function firestoreCardSnapshots(db: () => Firestore): CardSnapshotStore {
  return {
    read: async () => {
      const data = (await snapshotRef(db()).get()).data();
      if (!data || typeof data.versionKey !== 'string' || typeof data.computedAtMs !== 'number') return null;
      // The shared check the browser applies too: a malformed document is computed again, never served.
      const answer = parseStarThumbnailsResponse(data.answer);
      return answer ? { answer, versionKey: data.versionKey, computedAtMs: data.computedAtMs } : null;
    },
    write: async (snapshot) => {
      await snapshotRef(db()).set(snapshot);
    },
    discard: async () => {
      await snapshotRef(db()).delete();
    },
  };
}
