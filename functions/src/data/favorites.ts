// users/{uid}/favorites as the server reads them: only what the takedown check needs (docs/product-rules.md
// "Reports and takedowns"). The app writes them (firestore.rules); the server never does.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

export interface StoredFavoriteRef {
  /** As the web's favourites list names it: the stored item id, else the document id. */
  id: string;
  url: string;
  postUrl: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The user's newest `max` favourites (the order the favourites page lists them in). */
export async function newestFavoriteRefs(db: Firestore, uid: string, max: number): Promise<StoredFavoriteRef[]> {
  const snap = await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.favorites)
    .orderBy('createdAt', 'desc')
    .limit(max)
    .select('id', 'srcUrl', 'postUrl')
    .get();
  return snap.docs.map((doc) => ({
    id: text(doc.get('id')) ?? doc.id,
    url: text(doc.get('srcUrl')) ?? '',
    postUrl: text(doc.get('postUrl')),
  }));
}
