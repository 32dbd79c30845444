// users/{uid}/history/{slot}: the sessions a user chose to keep (docs/product-rules.md#history). Slot ids are the cap.
import type { Timestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { PresetChoices } from './presets';
import { getDb } from './app';
import { firestoreSdk } from './firestoreSdk';

export interface HistoryEntry extends PresetChoices {
  /** Its slot: `h0` … `h49`. */
  id: string;
  startedAtMs: number;
  endedAtMs: number | null;
  /** How long it actually ran: the session's own clock, pauses excluded. */
  ranSec: number;
}

type HistoryDocumentData = Omit<HistoryEntry, 'id' | 'startedAtMs' | 'endedAtMs'> & {
  startedAt: Timestamp;
  endedAt: Timestamp | null;
};

async function historyCol(uid: string) {
  const [db, { collection }] = await Promise.all([getDb(), firestoreSdk()]);
  return collection(db, COLLECTIONS.users, uid, COLLECTIONS.history);
}

/** Newest first. */
export async function listHistory(uid: string): Promise<HistoryEntry[]> {
  const [col, { getDocs, orderBy, query }] = await Promise.all([historyCol(uid), firestoreSdk()]);
  const snap = await getDocs(query(col, orderBy('endedAt', 'desc')));
  return snap.docs.map((d) => {
    const { startedAt, endedAt, ...data } = d.data() as HistoryDocumentData;
    return { ...data, id: d.id, startedAtMs: startedAt.toMillis(), endedAtMs: endedAt ? endedAt.toMillis() : null };
  });
}

/** Writes exactly the fields the rules accept; the end time is the server's. */
export async function recordHistory(
  uid: string,
  slot: string,
  entry: Omit<HistoryEntry, 'id' | 'endedAtMs'>,
): Promise<void> {
  const [col, { doc, setDoc, serverTimestamp, Timestamp }] = await Promise.all([historyCol(uid), firestoreSdk()]);
  const { starId, lengthMin, screens, enableAI, enableBar, mediaIntervalSec, ignoreVideoDuration, ranSec } = entry;
  await setDoc(doc(col, slot), {
    starId,
    lengthMin,
    screens,
    enableAI,
    enableBar,
    mediaIntervalSec,
    ignoreVideoDuration,
    ranSec,
    startedAt: Timestamp.fromMillis(entry.startedAtMs),
    endedAt: serverTimestamp(),
  });
}

/** Deletes every entry (at most HISTORY_MAX_PREMIUM, one batch). */
export async function clearHistory(uid: string): Promise<void> {
  const [db, col, { getDocs, writeBatch }] = await Promise.all([getDb(), historyCol(uid), firestoreSdk()]);
  const snap = await getDocs(col);
  const batch = writeBatch(db);
  for (const d of snap.docs) batch.delete(d.ref);
  await batch.commit();
}
