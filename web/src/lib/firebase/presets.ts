// users/{uid}/presets/{slot}: named setups (docs/product-rules.md#presets). The slot ids p0…p9 are the cap.
import type { Timestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { SessionSettings } from '../validation/sessionConfig';
import { getDb } from './app';
import { firestoreSdk } from './firestoreSdk';

/** What a preset holds besides its name: the star and the setup page's choices. */
export interface PresetChoices extends SessionSettings {
  starId: string;
}

export interface Preset extends PresetChoices {
  /** The slot it lives in: `p0` … `p9` (the rules allow only those ids, which is what caps the count). */
  id: string;
  name: string;
  createdAtMs: number | null;
}

type PresetDocumentData = PresetChoices & { name: string; createdAt: Timestamp | null };

async function presetsCol(uid: string) {
  const [db, { collection }] = await Promise.all([getDb(), firestoreSdk()]);
  return collection(db, COLLECTIONS.users, uid, COLLECTIONS.presets);
}

/** Oldest first, so a list keeps its order as presets are added. */
export async function listPresets(uid: string): Promise<Preset[]> {
  const [col, { getDocs, orderBy, query }] = await Promise.all([presetsCol(uid), firestoreSdk()]);
  const snap = await getDocs(query(col, orderBy('createdAt', 'asc')));
  return snap.docs.map((d) => {
    const { createdAt, ...data } = d.data() as PresetDocumentData;
    return { ...data, id: d.id, createdAtMs: createdAt ? createdAt.toMillis() : null };
  });
}

/** Writes exactly the fields the rules accept, with the server's time. */
export async function savePreset(uid: string, slot: string, name: string, choices: PresetChoices): Promise<Preset> {
  const [col, { doc, setDoc, serverTimestamp }] = await Promise.all([presetsCol(uid), firestoreSdk()]);
  const { starId, lengthMin, screens, enableAI, enableBar, mediaIntervalSec, ignoreVideoDuration } = choices;
  const fields = { name, starId, lengthMin, screens, enableAI, enableBar, mediaIntervalSec, ignoreVideoDuration };
  await setDoc(doc(col, slot), { ...fields, createdAt: serverTimestamp() });
  return { ...fields, id: slot, createdAtMs: Date.now() };
}

export async function deletePreset(uid: string, slot: string): Promise<void> {
  const [col, { doc, deleteDoc }] = await Promise.all([presetsCol(uid), firestoreSdk()]);
  await deleteDoc(doc(col, slot));
}
