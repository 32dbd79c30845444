import { useEffect } from 'react';

/**
 * Holds a screen wake lock while `active` (an image-only session has no playing video to keep the
 * phone awake). The browser drops the lock when the page is hidden, so it is taken again on return.
 * Where the API is missing or refuses, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let disposed = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (lock) => {
          if (disposed) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        () => undefined,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
