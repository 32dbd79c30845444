import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';

const HOUR_MS = 60 * 60 * 1000;

/** "3 h", "2 d 4 h": how long something has waited in a console queue, in the active language. */
export function waitingAge(sinceMs: number, nowMs: number): string {
  const hours = Math.max(0, Math.floor((nowMs - sinceMs) / HOUR_MS));
  if (hours < 24) return i18n._(msg({ message: `${hours} h`, comment: 'A duration in hours, short' }));
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return i18n._(msg({ message: `${days} d ${rest} h`, comment: 'A duration in days and hours, short' }));
}
