// users/{uid}/favorites as the server reads them: only what the takedown check needs (docs/product-rules.md
// "Reports and takedowns"). The app writes them (firestore.rules); the server never does.
import { FieldPath, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

export interface StoredFavoriteRef {
  /** As the web's favourites list names it: the stored item id, else the document id. */
  id: string;
  url: string;
  postUrl: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Every favourite of the user, `pageSize` at a time. The favourites page lists them all and nothing caps how many
 * a user keeps, so the check must reach each one; document-id order needs no index and reaches those the page
 * cannot order too. Only the matched fields are read, which keeps a large collection cheap.
 */
export async function* favoriteRefPages(
  db: Firestore,
  uid: string,
  pageSize: number,
): AsyncGenerator<StoredFavoriteRef[]> {
  const favorites = db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites);
  let lastId: string | null = null;
  for (;;) {
    const page = favorites.orderBy(FieldPath.documentId()).select('id', 'srcUrl', 'postUrl').limit(pageSize);
    const snap: QuerySnapshot = await (lastId === null ? page : page.startAfter(lastId)).get();
    yield snap.docs.map((doc) => ({
      id: text(doc.get('id')) ?? doc.id,
      url: text(doc.get('srcUrl')) ?? '',
      postUrl: text(doc.get('postUrl')),
    }));
    const last = snap.docs.at(-1);
    if (snap.size < pageSize || last === undefined) return;
    lastId = last.id;
  }
}
