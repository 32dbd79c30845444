// The person's blocklist (docs/product-rules.md#blocklist): users/{uid}.blocklist when signed in, this device's
// copy when signed out. Nothing else keeps what a person hides: the filtering happens here, in the browser.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  compileBlocklist,
  EMPTY_BLOCKLIST,
  HIDES_NOTHING,
  parseBlocklist,
  type HidesItem,
  type PersonalBlocklist,
} from '@shared/media/personalBlocklist';
import { STORAGE_KEYS } from '../config/storageKeys';
import { selectAuthStatus, selectAuthUser } from '../identity/authSlice';
import { useUserDoc } from '../identity/userDocApi';
import { useAppSelector } from '../store/hooks';
import { useSaveBlocklistMutation } from './blocklistApi';
import { writeBlocklistFlag } from './blocklistFlag';

const deviceListeners = new Set<() => void>();
let deviceCopy: { raw: string | null; blocklist: PersonalBlocklist } = { raw: null, blocklist: EMPTY_BLOCKLIST };

function readDeviceBlocklist(): PersonalBlocklist {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.blocklist);
  } catch {
    // Storage blocked: nothing stored on this device.
  }
  if (raw === deviceCopy.raw) return deviceCopy.blocklist;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  deviceCopy = { raw, blocklist: parseBlocklist(parsed) };
  return deviceCopy.blocklist;
}

function subscribeDevice(listener: () => void): () => void {
  deviceListeners.add(listener);
  // Another tab of this browser changed it.
  window.addEventListener('storage', listener);
  return () => {
    deviceListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeDeviceBlocklist(blocklist: PersonalBlocklist): void {
  localStorage.setItem(STORAGE_KEYS.blocklist, JSON.stringify(blocklist));
  deviceListeners.forEach((listener) => listener());
}

export interface BlocklistHandle {
  /** null while the signed-in person's document is still loading. */
  blocklist: PersonalBlocklist | null;
  /** Hides nothing until the blocklist is known. */
  hides: HidesItem;
  where: 'account' | 'device';
  /** Stores the whole list; rejects when the write is refused (the caller shows it). */
  save: (next: PersonalBlocklist) => Promise<void>;
}

export function useBlocklist(): BlocklistHandle {
  const status = useAppSelector(selectAuthStatus);
  const uid = useAppSelector(selectAuthUser)?.uid ?? null;
  const userDoc = useUserDoc();
  const device = useSyncExternalStore(subscribeDevice, readDeviceBlocklist);
  const [saveToAccount] = useSaveBlocklistMutation();
  const storedOnAccount: unknown = userDoc.data?.blocklist;
  const accountLoaded = userDoc.isSuccess || userDoc.isError;

  const blocklist = useMemo(() => {
    if (status === 'signedOut') return device;
    if (status === 'loading' || !accountLoaded) return null;
    return parseBlocklist(storedOnAccount);
  }, [status, device, accountLoaded, storedOnAccount]);
  const hides = useMemo(() => compileBlocklist(blocklist ?? EMPTY_BLOCKLIST), [blocklist]);
  // Whenever the list in force is known, the next first view of the dashboard knows whether to hold images.
  useEffect(() => {
    if (blocklist !== null) writeBlocklistFlag(hides !== HIDES_NOTHING);
  }, [blocklist, hides]);

  const save = useCallback(
    async (next: PersonalBlocklist) => {
      if (uid === null) writeDeviceBlocklist(next);
      else await saveToAccount({ uid, blocklist: next }).unwrap();
    },
    [uid, saveToAccount],
  );
  return { blocklist, hides, where: uid === null ? 'device' : 'account', save };
}
