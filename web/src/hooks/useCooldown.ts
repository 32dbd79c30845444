import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown started with `start()`; 0 when ready. */
export function useCooldown(durationMs: number): [secondsLeft: number, start: () => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(id);
  }, [until, now]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + durationMs);
  }, [durationMs]);

  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
