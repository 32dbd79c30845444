// Benchmark instrumentation, active only when the page sets `window.__starsessionSwapGaps` (the bench
// does, and `?bench=1`). A swap's gap runs from the moment the new item was due and ready (its slot
// start, or later if it was still loading while the old media was held) to the start of the frame that
// first paints it: the timestamp requestAnimationFrame hands to that frame's callbacks.
declare global {
  interface Window {
    __starsessionSwapGaps?: number[];
    /** How long the old media stayed past its slot while the new item was not ready (ms). */
    __starsessionSwapHolds?: number[];
  }
}

export function benchEnabled(search: string = location.search): boolean {
  return new URLSearchParams(search).get('bench') === '1';
}

/**
 * Call in the commit (layout effect) that shows the new item: a frame callback requested now runs
 * in the very frame that paints this commit.
 */
export function recordSwapGap(slotStartedAtMs: number, readyAtMs: number): void {
  const gaps = window.__starsessionSwapGaps;
  if (!gaps) return;
  const dueAtMs = Math.max(slotStartedAtMs, readyAtMs);
  // Date.now() → performance.now() clock, taken together now.
  const dueAtPerf = performance.now() - (Date.now() - dueAtMs);
  window.__starsessionSwapHolds?.push(Math.max(0, readyAtMs - slotStartedAtMs));
  requestAnimationFrame((frameTime) => {
    gaps.push(Math.max(0, Math.round((frameTime - dueAtPerf) * 10) / 10));
    performance.mark('starsession:swap');
  });
}

export function enableSwapTiming(): void {
  window.__starsessionSwapGaps ??= [];
  window.__starsessionSwapHolds ??= [];
}
