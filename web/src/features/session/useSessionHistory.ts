import { useEffect, useRef, useState } from 'react';
import type { SessionConfig } from '../../settings/sessionSlice';
import { useUserDoc } from '../../identity/userDocApi';
import { useRecordHistoryMutation } from '../../settings/historyApi';

/**
 * Adds this session to the user's history when it ends, if they chose to keep one (docs/product-rules.md#history).
 * `ranMs` is the session's own clock at the end (pauses excluded). Like the server's run timing, nothing on screen
 * waits for it; a failed write only means this run is not in the list.
 */
export function useSessionHistory(args: {
  uid: string;
  premium: boolean;
  config: SessionConfig;
  ended: boolean;
  ranMs: number;
}) {
  const { uid, premium, config, ended, ranMs } = args;
  const keepHistory = useUserDoc().data?.keepHistory === true;
  const [startedAtMs] = useState(() => Date.now());
  const [record] = useRecordHistoryMutation();
  const recorded = useRef(false);

  useEffect(() => {
    if (!ended || !keepHistory || recorded.current) return;
    recorded.current = true;
    const { bpm: _bpm, ...choices } = config;
    void record({ uid, premium, entry: { ...choices, startedAtMs, ranSec: Math.round(ranMs / 1000) } });
  }, [ended, keepHistory, config, uid, premium, startedAtMs, ranMs, record]);
}
