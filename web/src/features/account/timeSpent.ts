import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { TIME_SPENT_TICK_MS } from '@shared/constants';
import { STORAGE_KEYS } from '../../config/storageKeys';

// Cumulative visible time on the site, +1 s per visible second (docs/product-rules.md#browser-storage).
const CHANGED_EVENT = 'starsession:timeSpent';

function readTimeSpentMs(storage: Storage = localStorage): number {
  const ms = Number(storage.getItem(STORAGE_KEYS.timeSpentMs));
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

function addTimeSpent(ms: number, storage: Storage = localStorage): number {
  const total = readTimeSpentMs(storage) + ms;
  storage.setItem(STORAGE_KEYS.timeSpentMs, String(total));
  return total;
}

/** '0s', '45s', '3m 05s', '2h 03m' in English; the units and their order in the active language. */
export function formatDuration(ms: number, i18n: I18n): string {
  const totalSec = Math.floor(ms / 1000);
  const hours = Math.floor(totalSec / 3600);
  const mins = Math.floor((totalSec % 3600) / 60);
  const secs = totalSec % 60;
  const minutes = String(mins).padStart(2, '0');
  const seconds = String(secs).padStart(2, '0');
  if (hours > 0) {
    return i18n._(
      msg({ message: `${hours}h ${minutes}m`, comment: 'Time spent on the site, hours and minutes: 2h 03m' }),
    );
  }
  if (mins > 0) {
    return i18n._(
      msg({ message: `${mins}m ${seconds}s`, comment: 'Time spent on the site, minutes and seconds: 3m 05s' }),
    );
  }
  return i18n._(msg({ message: `${secs}s`, comment: 'Time spent on the site, seconds: 45s' }));
}

/** Mounted once in the layout: adds a second for every second the page is visible. */
export function useTimeSpentTracker(): void {
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      addTimeSpent(TIME_SPENT_TICK_MS);
      window.dispatchEvent(new Event(CHANGED_EVENT));
    }, TIME_SPENT_TICK_MS);
    return () => clearInterval(id);
  }, []);
}

/** The stored total, updated as the tracker ticks. */
export function useTimeSpentMs(): number {
  const [ms, setMs] = useState(readTimeSpentMs);
  useEffect(() => {
    const update = () => setMs(readTimeSpentMs());
    window.addEventListener(CHANGED_EVENT, update);
    return () => window.removeEventListener(CHANGED_EVENT, update);
  }, []);
  return ms;
}
