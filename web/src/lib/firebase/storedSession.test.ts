import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { AUTH_DB_NAME, AUTH_DB_STORE, authUserKey, hasStoredAuthUser } from './storedSession';

const API_KEY = 'demo-api-key';

/** Writes a user the way the SDK's indexedDB persistence does (keyPath fbase_key, the user under value). */
function storeUser(factory: IDBFactory, key: string, value: unknown = { uid: 'u1' }): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = factory.open(AUTH_DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(AUTH_DB_STORE, { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const tx = open.result.transaction(AUTH_DB_STORE, 'readwrite');
      tx.objectStore(AUTH_DB_STORE).put({ fbase_key: key, value });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

function storage(entries: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

async function databaseNames(factory: IDBFactory): Promise<string[]> {
  return (await factory.databases()).map((db) => db.name ?? '');
}

describe('stored Firebase session probe', () => {
  it('reads the key the SDK persists under', () => {
    expect(authUserKey(API_KEY)).toBe('firebase:authUser:demo-api-key:[DEFAULT]');
  });

  it('finds no user in a brand-new browser and leaves no database behind', async () => {
    const indexedDB = new IDBFactory();
    expect(await hasStoredAuthUser(API_KEY, { indexedDB, localStorage: storage(), sessionStorage: storage() })).toBe(
      false,
    );
    expect(await databaseNames(indexedDB)).toEqual([]);
  });

  it('finds a user the SDK stored in IndexedDB', async () => {
    const indexedDB = new IDBFactory();
    await storeUser(indexedDB, authUserKey(API_KEY));
    expect(await hasStoredAuthUser(API_KEY, { indexedDB, localStorage: storage() })).toBe(true);
  });

  it('finds no user after sign-out emptied the store, or when only another project’s user is stored', async () => {
    const indexedDB = new IDBFactory();
    await storeUser(indexedDB, authUserKey('another-key'));
    expect(await hasStoredAuthUser(API_KEY, { indexedDB })).toBe(false);
    await storeUser(indexedDB, authUserKey(API_KEY), null);
    expect(await hasStoredAuthUser(API_KEY, { indexedDB })).toBe(false);
  });

  it('finds a user in the localStorage or sessionStorage fallbacks', async () => {
    const key = authUserKey(API_KEY);
    const indexedDB = new IDBFactory();
    expect(await hasStoredAuthUser(API_KEY, { indexedDB, localStorage: storage({ [key]: '{}' }) })).toBe(true);
    expect(await hasStoredAuthUser(API_KEY, { indexedDB, sessionStorage: storage({ [key]: '{}' }) })).toBe(true);
  });

  it('lets the SDK decide when IndexedDB cannot be opened', async () => {
    const broken = {
      open: () => {
        throw new Error('SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await hasStoredAuthUser(API_KEY, { indexedDB: broken })).toBe(true);
  });
});
