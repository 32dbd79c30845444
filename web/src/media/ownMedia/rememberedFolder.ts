// The one own-media folder a user asked this browser to remember (docs/product-rules.md#your-own-media): its
// File System Access handle in IndexedDB, the only form a browser lets a page keep. It holds no file and no file
// name inside it, and grants nothing by itself: reading it again needs the user's permission on a later visit.
import { INDEXED_DB_NAMES } from '../../config/indexedDbNames';
import type { DeviceFolderHandle } from './deviceFolders';

const STORE = 'folders';
const KEY = 'remembered';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(INDEXED_DB_NAMES.ownMediaFolder, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(factory);
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

export async function rememberFolder(folder: DeviceFolderHandle, factory: IDBFactory = indexedDB): Promise<void> {
  await withStore(factory, 'readwrite', (store) => store.put(folder, KEY));
}

/** The remembered folder, or null (none, or this browser keeps no IndexedDB). */
export async function rememberedFolder(factory: IDBFactory = indexedDB): Promise<DeviceFolderHandle | null> {
  try {
    const value: unknown = await withStore(factory, 'readonly', (store) => store.get(KEY));
    const folder = value as Partial<DeviceFolderHandle> | undefined;
    return folder?.kind === 'directory' && typeof folder.name === 'string' ? (value as DeviceFolderHandle) : null;
  } catch {
    return null;
  }
}

export async function forgetFolder(factory: IDBFactory = indexedDB): Promise<void> {
  await withStore(factory, 'readwrite', (store) => store.delete(KEY));
}
