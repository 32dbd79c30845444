// Benchmark instrumentation, active only with `?bench=1`: the gap from an item's end (its
// successor's slot start) to the successor's first painted frame, in ms.
declare global {
  interface Window {
    __starsessionSwapGaps?: number[];
  }
}

export function benchEnabled(search: string = location.search): boolean {
  return new URLSearchParams(search).get('bench') === '1';
}

/** Call when the new item is ready to show; measures at the frame after the next paint. */
export function recordSwapGap(slotStartedAtMs: number): void {
  const gaps = window.__starsessionSwapGaps;
  if (!gaps) return;
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      gaps.push(Date.now() - slotStartedAtMs);
      performance.mark('starsession:swap');
    });
  });
}

export function enableSwapTiming(): void {
  window.__starsessionSwapGaps ??= [];
}
