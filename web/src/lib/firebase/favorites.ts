// users/{uid}/favorites/{id}: saved media items (premium feature).
import type {
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  Timestamp,
  WithFieldValue,
} from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { MediaItem } from '@shared/media/types';
import { getDb } from './app';
import { firestoreSdk } from './firestoreSdk';

interface FavoriteDocumentData {
  id: string;
  type: MediaItem['type'];
  srcUrl: string;
  previewUrl: string | null;
  durationSec: number;
  width: number;
  height: number;
  source: MediaItem['source'];
  postUrl: string | null;
  /** The listing's signature of the item (media/reportBinding.ts), so a report from here binds its post. */
  reportSig?: string;
  createdAt: Timestamp | null;
}

/** Serialisable for the store: createdAt in ms. */
export type Favorite = Omit<FavoriteDocumentData, 'createdAt'> & { createdAtMs: number | null };

// Reads only: writes build FavoriteDocumentData explicitly (createdAt is a server timestamp).
const favoriteConverter: FirestoreDataConverter<Favorite> = {
  toFirestore: (fav: PartialWithFieldValue<Favorite>): DocumentData => fav,
  fromFirestore: (snapshot) => {
    const data = snapshot.data() as FavoriteDocumentData;
    return { ...data, id: data.id || snapshot.id, createdAtMs: data.createdAt ? data.createdAt.toMillis() : null };
  },
};

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The document id: the item id, or else a url-safe base64 of srcUrl (one document per item). */
function favoriteIdFor(item: Pick<MediaItem, 'id' | 'srcUrl'>): string {
  return item.id ? item.id : base64Url(item.srcUrl);
}

async function favoritesCol(uid: string) {
  const [db, { collection }] = await Promise.all([getDb(), firestoreSdk()]);
  return collection(db, COLLECTIONS.users, uid, COLLECTIONS.favorites).withConverter(favoriteConverter);
}

/** Newest first. */
export async function listFavorites(uid: string): Promise<Favorite[]> {
  const [col, { getDocs, orderBy, query }] = await Promise.all([favoritesCol(uid), firestoreSdk()]);
  const snap = await getDocs(query(col, orderBy('createdAt', 'desc')));
  return snap.docs.map((d) => d.data());
}

export async function addFavorite(uid: string, item: MediaItem): Promise<Favorite> {
  const [col, { doc, setDoc, serverTimestamp }] = await Promise.all([favoritesCol(uid), firestoreSdk()]);
  const id = favoriteIdFor(item);
  const data = {
    id,
    type: item.type,
    srcUrl: item.srcUrl,
    previewUrl: item.previewUrl,
    durationSec: item.durationSec,
    width: item.width,
    height: item.height,
    source: item.source,
    postUrl: item.postUrl,
    ...(item.reportSig ? { reportSig: item.reportSig } : {}),
    createdAt: serverTimestamp(),
  } satisfies WithFieldValue<FavoriteDocumentData>;
  await setDoc(doc(col, id).withConverter(null), data);
  const { createdAt: _c, ...rest } = data;
  return { ...rest, createdAtMs: Date.now() };
}

export async function removeFavorite(uid: string, id: string): Promise<void> {
  const [col, { doc, deleteDoc }] = await Promise.all([favoritesCol(uid), firestoreSdk()]);
  await deleteDoc(doc(col, id));
}
