// Whether Firebase Auth has a signed-in user stored in this browser, read without loading the SDK,
// so a visitor who never signed in does not download it. Mirrors what `getAuth` persists to
// (firebase/auth's browser getAuth: indexedDB, then localStorage, then sessionStorage persistence);
// the names below are the SDK's own (@firebase/auth: DB_NAME, DB_OBJECTSTORE_NAME, _persistenceKeyName).
export const AUTH_DB_NAME = 'firebaseLocalStorageDb';
export const AUTH_DB_STORE = 'firebaseLocalStorage';
const AUTH_DB_VERSION = 1;

/** The key the SDK stores the current user under: `firebase:authUser:<apiKey>:<appName>`. */
export function authUserKey(apiKey: string, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}

export interface SessionStores {
  indexedDB?: IDBFactory;
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
}

/** True when the user's entry is in the SDK's IndexedDB store; never creates the database. */
function inIndexedDb(factory: IDBFactory, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(AUTH_DB_NAME, AUTH_DB_VERSION);
    } catch {
      resolve(true); // Unreadable: let the SDK decide.
      return;
    }
    // No database yet means nobody signed in here; abort so the probe leaves nothing behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(request.error?.name !== 'AbortError');
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(AUTH_DB_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      try {
        const get = db.transaction(AUTH_DB_STORE, 'readonly').objectStore(AUTH_DB_STORE).get(key);
        get.onsuccess = () => {
          db.close();
          resolve((get.result as { value?: unknown } | undefined)?.value != null);
        };
        get.onerror = () => {
          db.close();
          resolve(true);
        };
      } catch {
        db.close();
        resolve(true);
      }
    };
  });
}

function inWebStorage(storage: Pick<Storage, 'getItem'> | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false; // Storage disabled: the SDK cannot have used it either.
  }
}

/**
 * Whether a user may be stored for this app. Errs towards true (then the SDK loads, as before):
 * only a clear "nothing stored anywhere" lets the app show a visitor signed out without the SDK.
 */
export async function hasStoredAuthUser(apiKey: string, stores: SessionStores, appName?: string): Promise<boolean> {
  const key = authUserKey(apiKey, appName);
  if (inWebStorage(stores.localStorage, key) || inWebStorage(stores.sessionStorage, key)) return true;
  return stores.indexedDB ? inIndexedDb(stores.indexedDB, key) : false;
}
