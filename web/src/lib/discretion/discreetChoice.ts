// Whether this browser chose Discreet mode: read at start-up before the disguise code is loaded for it.
import { STORAGE_KEYS } from '../../config/storageKeys';

export function isDiscreet(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.discreet) === '1';
  } catch {
    return false;
  }
}
