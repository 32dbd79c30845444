import { useEffect } from 'react';
import { HIDES_NOTHING, type HidesItem } from '@shared/media/personalBlocklist';
import { useBlocklist } from '../../settings/blocklist';

/**
 * Loaded on demand by cardFilter.tsx: tells the dashboard the matcher of the blocklist in force, null when it
 * hides nothing (useBlocklist also keeps this device's flag in step for the next first view).
 */
export default function BlocklistReporter({ onChange }: { onChange: (hides: HidesItem | null) => void }) {
  const { blocklist, hides } = useBlocklist();
  useEffect(() => {
    if (blocklist !== null) onChange(hides === HIDES_NOTHING ? null : hides);
  }, [blocklist, hides, onChange]);
  return null;
}
