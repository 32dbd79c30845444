import { describe, expect, it, vi } from 'vitest';
import { countedFirestore, type FirestoreTally } from './countedFirestore';
import type { FirestoreSdk } from './firestoreSdk';

// `npm run cost` counts the page's Firestore operations through this wrapper: each must count once, as billed, and
// only once it happened.

const ref = (path: string) => ({ path, parent: { id: path.split('/').at(-2) ?? '' } });
const collectionRef = (id: string) => ({ type: 'collection', id });
const snap = (fromCache = false, size = 1) => ({ metadata: { fromCache, hasPendingWrites: false }, size });

function fakeSdk() {
  return {
    query: vi.fn((base: object) => ({ type: 'query', base })),
    getDoc: vi.fn((_ref: unknown) => Promise.resolve(snap())),
    getDocs: vi.fn((_query: unknown) => Promise.resolve(snap(false, 3))),
    setDoc: vi.fn((_ref: unknown, _data: unknown) => Promise.resolve()),
    updateDoc: vi.fn((_ref: unknown, _data: unknown) => Promise.resolve()),
    deleteDoc: vi.fn((_ref: unknown) => Promise.resolve()),
    onSnapshot: vi.fn(),
    runTransaction: vi.fn(),
    writeBatch: vi.fn(),
  };
}

function counted() {
  const fake = fakeSdk();
  const tally: FirestoreTally = [];
  return { fake, tally, sdk: countedFirestore(fake as unknown as FirestoreSdk, tally) as unknown as typeof fake };
}

describe('the counted Firestore SDK', () => {
  it('when documents are read, written and deleted, then each counts once with its collection', async () => {
    const { sdk, tally } = counted();
    await sdk.getDoc(ref('users/u1'));
    await sdk.getDocs(sdk.query(collectionRef('favorites')));
    await sdk.setDoc(ref('users/u1/favorites/f1'), {});
    await sdk.updateDoc(ref('users/u1'), {});
    await sdk.deleteDoc(ref('users/u1/presets/p1'));
    expect(tally).toEqual([
      { kind: 'read', collection: 'users', count: 1, document: 'users/u1' },
      { kind: 'read', collection: 'favorites', count: 3 },
      { kind: 'write', collection: 'favorites', count: 1, document: 'users/u1/favorites/f1' },
      { kind: 'write', collection: 'users', count: 1, document: 'users/u1' },
      { kind: 'delete', collection: 'presets', count: 1, document: 'users/u1/presets/p1' },
    ]);
  });

  it('when a query finds nothing, then it is one read; answers from the cache and failed writes are not counted', async () => {
    const { sdk, fake, tally } = counted();
    fake.getDocs.mockResolvedValueOnce(snap(false, 0)).mockResolvedValueOnce(snap(true, 5));
    fake.setDoc.mockRejectedValueOnce(new Error('permission-denied'));
    await sdk.getDocs(collectionRef('history'));
    await sdk.getDocs(collectionRef('history'));
    await expect(sdk.setDoc(ref('users/u1') as never, {})).rejects.toThrow('permission-denied');
    expect(tally).toEqual([{ kind: 'read', collection: 'history', count: 1 }]);
  });

  it('when a listener hears the server, then each snapshot is a read; its cached and pending ones are not', () => {
    const { sdk, fake, tally } = counted();
    const onNext = vi.fn();
    sdk.onSnapshot(ref('users/u1'), onNext as never);
    const deliver = fake.onSnapshot.mock.calls[0]?.[1] as (s: unknown) => void;
    deliver(snap(true));
    deliver(snap(false));
    deliver({ metadata: { fromCache: false, hasPendingWrites: true } });
    expect(onNext).toHaveBeenCalledTimes(3);
    expect(tally).toEqual([{ kind: 'read', collection: 'users', count: 1 }]);
  });

  it('when a transaction is tried twice, then its reads count each try and its writes once, after the commit', async () => {
    const { sdk, fake, tally } = counted();
    const tx = {
      get: vi.fn((_ref: unknown) => Promise.resolve(snap())),
      set: vi.fn(),
      update: vi.fn(),
      delete: vi.fn(),
    };
    fake.runTransaction.mockImplementation(async (_db: unknown, update: (t: typeof tx) => Promise<string>) => {
      await update(tx);
      expect(tally.filter((e) => e.kind !== 'read')).toEqual([]);
      return update(tx);
    });
    const result: unknown = await sdk.runTransaction({}, async (t: typeof tx) => {
      await t.get(ref('signup_counters/d_i'));
      t.set(ref('signup_counters/d_i'), {});
      return 'done';
    });
    expect(result).toBe('done');
    expect(tally).toEqual([
      { kind: 'read', collection: 'signup_counters', count: 1, document: 'signup_counters/d_i' },
      { kind: 'read', collection: 'signup_counters', count: 1, document: 'signup_counters/d_i' },
      { kind: 'write', collection: 'signup_counters', count: 1, document: 'signup_counters/d_i' },
    ]);
  });

  it('when a batch commits, then each of its deletes counts', async () => {
    const { sdk, fake, tally } = counted();
    const batch = { set: vi.fn(), update: vi.fn(), delete: vi.fn(), commit: vi.fn(() => Promise.resolve()) };
    fake.writeBatch.mockReturnValue(batch);
    const counting = sdk.writeBatch({}) as unknown as typeof batch;
    counting.delete(ref('users/u1/history/a'));
    counting.delete(ref('users/u1/history/b'));
    expect(tally).toEqual([]);
    await counting.commit();
    expect(batch.delete).toHaveBeenCalledTimes(2);
    expect(tally.map((e) => `${e.kind} ${e.document ?? ''}`)).toEqual([
      'delete users/u1/history/a',
      'delete users/u1/history/b',
    ]);
  });
});
