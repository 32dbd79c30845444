import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

/** The stored shape of `served_videos/{videoId}`: which catalogue communities served it, and until when it counts. */
interface ServedVideoDocumentData {
  communities: string[];
  expiresAt: Timestamp;
}

export interface ServedVideo {
  id: string;
  /** Lowercase community name. */
  community: string;
}

/** Records (or refreshes) that the listing served these videos; `expiresAt` is for a Firestore TTL policy. */
export async function recordServedVideos(db: Firestore, videos: readonly ServedVideo[], expiresAtMs: number) {
  if (videos.length === 0) return;
  const batch = db.batch();
  const expiresAt = Timestamp.fromMillis(expiresAtMs);
  for (const video of videos) {
    batch.set(
      db.collection(COLLECTIONS.servedVideos).doc(video.id),
      { communities: FieldValue.arrayUnion(video.community), expiresAt },
      { merge: true },
    );
  }
  await batch.commit();
}

/** The communities that served this id and whose record has not expired; null when none. */
export async function servedVideoCommunities(db: Firestore, id: string, nowMs: number): Promise<string[] | null> {
  const snap = await db.collection(COLLECTIONS.servedVideos).doc(id).get();
  const data = snap.data() as Partial<ServedVideoDocumentData> | undefined;
  if (!data?.expiresAt || data.expiresAt.toMillis() <= nowMs || !Array.isArray(data.communities)) return null;
  return data.communities;
}
