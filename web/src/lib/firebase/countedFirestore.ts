// The Firestore SDK with every billable document operation of this page tallied, for `npm run cost` only (see
// firestoreSdk.ts). Counted as Firestore bills them: a document fetched is one read, a query one read per document
// returned and at least one, a listener one read per document change it receives from the server; each write and
// delete once its commit has succeeded.
import type { FirestoreSdk } from './firestoreSdk';

interface FirestoreTallyEntry {
  kind: 'read' | 'write' | 'delete';
  collection: string;
  count: number;
  document?: string;
}
export type FirestoreTally = FirestoreTallyEntry[];

interface DocRef {
  path: string;
  parent: { id: string };
}

const collectionOf = (ref: DocRef) => ref.parent.id;

type PendingWrite = [DocRef, 'write' | 'delete'];

interface Writes {
  set: (...args: never[]) => unknown;
  update: (...args: never[]) => unknown;
  delete: (...args: never[]) => unknown;
}

/** `inner` (a transaction or a batch) with each set, update and delete also noted in `writes`. */
function notingWrites<W extends Writes>(inner: W, writes: PendingWrite[]): W {
  const counted = Object.create(inner) as W;
  const noting =
    (method: keyof Writes, kind: PendingWrite[1]) =>
    (ref: DocRef, ...rest: unknown[]) => {
      writes.push([ref, kind]);
      (inner[method] as (...args: unknown[]) => unknown).call(inner, ref, ...rest);
      return counted;
    };
  Object.assign(counted, {
    set: noting('set', 'write'),
    update: noting('update', 'write'),
    delete: noting('delete', 'delete'),
  });
  return counted;
}

export function countedFirestore(sdk: FirestoreSdk, tally: FirestoreTally): FirestoreSdk {
  const note = (kind: FirestoreTallyEntry['kind'], collection: string, count: number, document?: string) =>
    tally.push({ kind, collection, count, ...(document ? { document } : {}) });
  // A query's collection: a collection reference names it (`id`); a query built from one is remembered.
  const queryCollections = new WeakMap<object, string>();
  const collectionOfQuery = (q: object) =>
    queryCollections.get(q) ??
    ((q as { type?: string; id?: string }).type === 'collection' ? (q as { id: string }).id : '?');
  const query = ((base: object, ...constraints: unknown[]) => {
    const built = (sdk.query as (...args: unknown[]) => object)(base, ...constraints);
    queryCollections.set(built, collectionOfQuery(base));
    return built;
  }) as FirestoreSdk['query'];
  const wroteTo = (ref: unknown, kind: 'write' | 'delete' = 'write') =>
    note(kind, collectionOf(ref as DocRef), 1, (ref as DocRef).path);

  const getDoc: FirestoreSdk['getDoc'] = async (ref) => {
    const snap = await sdk.getDoc(ref);
    if (!snap.metadata.fromCache) note('read', collectionOf(ref), 1, ref.path);
    return snap;
  };
  const getDocs = (async (query: Parameters<FirestoreSdk['getDocs']>[0]) => {
    const snap = await sdk.getDocs(query);
    if (!snap.metadata.fromCache) note('read', collectionOfQuery(query), Math.max(1, snap.size));
    return snap;
  }) as FirestoreSdk['getDocs'];
  const setDoc = (async (ref: DocRef, ...rest: unknown[]) => {
    await (sdk.setDoc as (...args: unknown[]) => Promise<void>)(ref, ...rest);
    wroteTo(ref);
  }) as unknown as FirestoreSdk['setDoc'];
  const updateDoc = (async (ref: DocRef, ...rest: unknown[]) => {
    await (sdk.updateDoc as (...args: unknown[]) => Promise<void>)(ref, ...rest);
    wroteTo(ref);
  }) as unknown as FirestoreSdk['updateDoc'];
  const deleteDoc: FirestoreSdk['deleteDoc'] = async (ref) => {
    await sdk.deleteDoc(ref);
    wroteTo(ref, 'delete');
  };
  // Listeners: the first snapshot reads every document it holds, later ones each document that changed.
  const onSnapshot = ((target: DocRef, onNext: (snap: unknown) => void, ...rest: unknown[]) =>
    (sdk.onSnapshot as (...args: unknown[]) => () => void)(
      target,
      (snap: { metadata: { fromCache: boolean; hasPendingWrites: boolean } }) => {
        if (!snap.metadata.fromCache && !snap.metadata.hasPendingWrites) note('read', collectionOf(target), 1);
        onNext(snap);
      },
      ...rest,
    )) as unknown as FirestoreSdk['onSnapshot'];

  // Transactions and batches: the reads as they happen, the writes once the commit succeeded.
  const runTransaction: FirestoreSdk['runTransaction'] = async (db, update, options) => {
    let writes: PendingWrite[] = [];
    const result = await sdk.runTransaction(
      db,
      async (tx) => {
        writes = [];
        const counted = notingWrites(tx, writes);
        counted.get = async (ref) => {
          const snap = await tx.get(ref);
          note('read', collectionOf(ref), 1, ref.path);
          return snap;
        };
        return update(counted);
      },
      options,
    );
    for (const [ref, kind] of writes) wroteTo(ref, kind);
    return result;
  };
  const writeBatch: FirestoreSdk['writeBatch'] = (db) => {
    const batch = sdk.writeBatch(db);
    const writes: PendingWrite[] = [];
    const counted = notingWrites(batch, writes);
    counted.commit = async () => {
      await batch.commit();
      for (const [ref, kind] of writes) wroteTo(ref, kind);
    };
    return counted;
  };

  return { ...sdk, query, getDoc, getDocs, setDoc, updateDoc, deleteDoc, onSnapshot, runTransaction, writeBatch };
}
