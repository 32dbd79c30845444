import { HISTORY_MAX_PREMIUM } from '@shared/constants';
import type { HistoryEntry } from '../lib/firebase/history';

// History (docs/product-rules.md#history): premium keeps the last HISTORY_MAX_PREMIUM sessions, free the last one.
// Entries live in fixed slots (the rules accept only those ids), so the newest takes a free slot or the oldest one.

const FREE_SLOT = 'h0';

/** The slot the next entry goes to: free users always h0; premium the first free slot, else the oldest entry's. */
export function nextHistorySlot(entries: readonly Pick<HistoryEntry, 'id' | 'endedAtMs'>[], premium: boolean): string {
  if (!premium) return FREE_SLOT;
  const taken = new Set(entries.map((e) => e.id));
  for (let i = 0; i < HISTORY_MAX_PREMIUM; i += 1) if (!taken.has(`h${i}`)) return `h${i}`;
  const oldest = entries.reduce((a, b) => ((a.endedAtMs ?? 0) <= (b.endedAtMs ?? 0) ? a : b));
  return oldest.id;
}

/** What a plan shows: free users see only their newest entry (premium ones kept from a lapsed plan stay stored). */
export function visibleHistory(entries: readonly HistoryEntry[], premium: boolean): readonly HistoryEntry[] {
  return premium ? entries : entries.slice(0, 1);
}

/** m:ss of a run. */
export function formatRan(ranSec: number): string {
  const whole = Math.max(0, Math.round(ranSec));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
