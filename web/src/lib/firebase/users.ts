// users/{uid} and usernames/{name}: the profile document, watched live, and username claims.
import type { FirestoreDataConverter, Timestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { LOCALES, TRANSACTION_MAX_ATTEMPTS, type Locale } from '@shared/constants';
import { isPremium, newUserDocument, type UserDocumentData } from '@shared/users';
import { getDb } from './app';
import { firestoreSdk } from './firestoreSdk';

type StoredUser = UserDocumentData<Timestamp>;

/** What the app sees: serialisable (no Timestamp), missing fields filled, the premium flag resolved. */
export interface UserDoc {
  uid: string;
  displayName: string | null;
  premium: boolean;
  username: string | null;
  personalization: string | null;
  referralCount: number;
  createdAtMs: number | null;
  /** The stored session defaults, unchecked: settings/sessionDefaults.ts validates them against premium. */
  settings: unknown;
  keepHistory: boolean;
  /** The stored blocklist, unchecked: @shared/media/personalBlocklist parses it. */
  blocklist: unknown;
  /** The POLICY_VERSION the user agreed to (server-written), or null when none is recorded. */
  consentPolicyVersion: string | null;
  /** The language the user chose while signed in, or null (settings/localeSetting.ts); always set when read. */
  locale?: Locale | null;
}

export interface UsernameDocumentData {
  uid: string;
  createdAt: Timestamp;
}

// Reads go through toUserDoc; writes through withConverter(null) with explicit fields.
const userConverter: FirestoreDataConverter<StoredUser> = {
  toFirestore: (data: object) => data,
  fromFirestore: (snapshot) => snapshot.data(),
};

function toUserDoc(uid: string, data: StoredUser): UserDoc {
  return {
    uid,
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    premium: isPremium(data),
    username: typeof data.username === 'string' ? data.username : null,
    personalization: typeof data.personalization === 'string' ? data.personalization : null,
    referralCount: typeof data.referralCount === 'number' ? data.referralCount : 0,
    createdAtMs: data.createdAt ? data.createdAt.toMillis() : null,
    settings: data.settings ?? null,
    keepHistory: data.keepHistory === true,
    blocklist: data.blocklist ?? null,
    consentPolicyVersion: typeof data.consentPolicyVersion === 'string' ? data.consentPolicyVersion : null,
    locale: (LOCALES as readonly unknown[]).includes(data.locale) ? (data.locale ?? null) : null,
  };
}

async function userRef(uid: string) {
  const [db, { doc }] = await Promise.all([getDb(), firestoreSdk()]);
  return doc(db, COLLECTIONS.users, uid).withConverter(userConverter);
}

async function usernameRef(name: string) {
  const [db, { doc }] = await Promise.all([getDb(), firestoreSdk()]);
  return doc(db, COLLECTIONS.usernames, name);
}

export async function fetchUserDoc(uid: string): Promise<UserDoc | null> {
  const [ref, { getDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  const snap = await getDoc(ref);
  const data = snap.data();
  return data ? toUserDoc(uid, data) : null;
}

/** Live updates of users/{uid} (null while it does not exist); returns the unsubscribe. */
export function watchUserDoc(uid: string, onNext: (doc: UserDoc | null) => void, onError: (e: unknown) => void) {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void Promise.all([userRef(uid), firestoreSdk()])
    .then(([ref, { onSnapshot }]) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        ref,
        (snap) => {
          // An offline cache miss is not "no document": keep what we had rather than flip premium to false.
          if (!snap.exists() && snap.metadata.fromCache) return;
          const data = snap.data();
          onNext(data ? toUserDoc(uid, data) : null);
        },
        onError,
      );
    })
    .catch(onError);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * First sign-in creates users/{uid} (premium false, referralCount 0, server createdAt);
 * later sign-ins only backfill missing fields. Returns the stored username (null when none).
 */
const ensuring = new Map<string, Promise<{ username: string | null }>>();

export function ensureUserDoc(uid: string, displayName: string | null): Promise<{ username: string | null }> {
  // The sign-up flow and the sign-in listener both call this at once; a second create would be refused.
  let pending = ensuring.get(uid);
  if (!pending) {
    pending = createOrBackfill(uid, displayName).finally(() => ensuring.delete(uid));
    ensuring.set(uid, pending);
  }
  return pending;
}

async function createOrBackfill(uid: string, displayName: string | null): Promise<{ username: string | null }> {
  const [ref, { getDoc, setDoc, serverTimestamp }] = await Promise.all([userRef(uid), firestoreSdk()]);
  const plainRef = ref.withConverter(null);
  const snap = await getDoc(plainRef);
  const stored = snap.data() ?? {};
  const defaults: Record<string, unknown> = newUserDocument(displayName, serverTimestamp());
  const missing = Object.fromEntries(Object.entries(defaults).filter(([key]) => !(key in stored)));
  if (!snap.exists()) await setDoc(plainRef, defaults);
  else if (Object.keys(missing).length > 0) await setDoc(plainRef, missing, { merge: true });
  return { username: typeof stored.username === 'string' ? stored.username : null };
}

/** Replaces the session defaults map of users/{uid} (the rules validate its shape and the free cap). */
export async function updateUserSettings(uid: string, settings: Record<string, unknown>): Promise<void> {
  const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  await updateDoc(ref.withConverter(null), { settings });
}

/** Stores the language the user chose (one of LOCALES; the rules refuse anything else). */
export async function updateUserLocale(uid: string, locale: Locale): Promise<void> {
  const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  await updateDoc(ref.withConverter(null), { locale });
}

/** Turns the session history on or off (docs/product-rules.md#history); the entries stay until cleared. */
export async function updateKeepHistory(uid: string, keepHistory: boolean): Promise<void> {
  const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  await updateDoc(ref.withConverter(null), { keepHistory });
}

/** Replaces the blocklist (in normal form; the rules check its shape and limits). */
export async function updateUserBlocklist(uid: string, blocklist: Record<string, unknown>): Promise<void> {
  const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  await updateDoc(ref.withConverter(null), { blocklist });
}

/** Stores the (already sanitised) personalization text, or clears it with null. */
export async function updatePersonalization(uid: string, personalization: string | null): Promise<void> {
  const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestoreSdk()]);
  await updateDoc(ref.withConverter(null), { personalization });
}

/** Whether usernames/{name} exists. Throws on permission or network errors; callers pick the hint. */
export async function isUsernameTaken(name: string): Promise<boolean> {
  const [ref, { getDoc }] = await Promise.all([usernameRef(name), firestoreSdk()]);
  return (await getDoc(ref)).exists();
}

export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super('Username is already taken.');
    this.name = 'UsernameTakenError';
  }
}

/**
 * Claims usernames/{name} for uid and sets users/{uid}.username in one transaction,
 * releasing the previous name. Throws UsernameTakenError when someone else holds it.
 */
export async function claimUsername(uid: string, name: string): Promise<void> {
  const [db, ref, nameRef, { runTransaction, serverTimestamp }] = await Promise.all([
    getDb(),
    userRef(uid),
    usernameRef(name),
    firestoreSdk(),
  ]);
  await runTransaction(
    db,
    async (tx) => {
      const [nameSnap, userSnap] = await Promise.all([tx.get(nameRef), tx.get(ref)]);
      const holder = (nameSnap.data() as Partial<UsernameDocumentData> | undefined)?.uid;
      if (nameSnap.exists() && holder !== uid) throw new UsernameTakenError(name);
      const previous = userSnap.data()?.username ?? null;
      if (!nameSnap.exists()) tx.set(nameRef, { uid, createdAt: serverTimestamp() });
      tx.set(ref.withConverter(null), { username: name }, { merge: true });
      if (previous && previous !== name) tx.delete(await usernameRef(previous));
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}
