// The items this person reported, kept on this device so that a reported item never comes back here: not in the
// next session, the favourites or 'Play favourites' (docs/product-rules.md#reports-and-takedowns). Only ids, only
// on the device: the report itself carries no reporter, and this list is never sent anywhere.
import { useMemo, useSyncExternalStore } from 'react';
import type { HidesItem } from '@shared/media/personalBlocklist';
import { STORAGE_KEYS } from '../config/storageKeys';

/** The newest this many are kept; a person reporting more than that is far past what a device needs to remember. */
export const REPORTED_ITEMS_MAX = 300;
/** Item ids are short (a post id, a video-host id, a URL hash); anything longer in storage is not ours. */
const ITEM_ID_MAX_CHARS = 300;

/** The last list read, with the stored text it came from: read again whenever that text changed (another tab). */
let snapshot: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: new Set() };
/** Reported while storage refuses writes (private mode): remembered for this page only. */
const unstored = new Set<string>();
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.reportedItems);
  } catch {
    return null;
  }
}

function parse(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= ITEM_ID_MAX_CHARS)
      .slice(-REPORTED_ITEMS_MAX);
  } catch {
    return [];
  }
}

export function reportedItemIds(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: new Set([...parse(raw), ...unstored]) };
  return snapshot.ids;
}

/** Remembers one reported item (the oldest leaves once the list is full). */
export function rememberReported(itemId: string): void {
  const ids = [...reportedItemIds()].filter((id) => id !== itemId);
  ids.push(itemId);
  const kept = ids.slice(-REPORTED_ITEMS_MAX);
  const raw = JSON.stringify(kept);
  try {
    localStorage.setItem(STORAGE_KEYS.reportedItems, raw);
  } catch {
    unstored.add(itemId);
  }
  snapshot = { raw: readRaw(), ids: new Set([...kept, ...unstored]) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab reported something: the next read sees the new text.
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

/** The reported items' ids, updated as soon as another is reported (here or in another tab). */
export function useReportedItems(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, reportedItemIds);
}

/** `hides` plus the reported items (by id). Unchanged while nothing is reported, so the blocklist's shortcuts hold. */
export function hidesReportedToo(hides: HidesItem, reported: ReadonlySet<string>): HidesItem {
  if (reported.size === 0) return hides;
  return (item) => ('id' in item && typeof item.id === 'string' && reported.has(item.id)) || hides(item);
}

/** The session's filter: the blocklist (null while it loads) and this device's reported items. */
export function useSessionHides(hides: HidesItem | null): HidesItem | null {
  const reported = useReportedItems();
  return useMemo(() => (hides === null ? null : hidesReportedToo(hides, reported)), [hides, reported]);
}
