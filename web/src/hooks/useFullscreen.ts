import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element through the Fullscreen API; `active` follows the document (Esc leaves it). */
export function useFullscreen(targetRef: RefObject<HTMLElement | null>): {
  supported: boolean;
  active: boolean;
  toggle: () => void;
} {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;
  const [active, setActive] = useState(false);

  useEffect(() => {
    const target = targetRef.current;
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === targetRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // Leaving the session leaves full screen too.
      if (document.fullscreenElement && document.fullscreenElement === target)
        void document.exitFullscreen().catch(() => undefined);
    };
  }, [targetRef]);

  const toggle = useCallback(() => {
    const target = targetRef.current;
    if (!target || !supported) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.requestFullscreen().catch(() => undefined);
  }, [targetRef, supported]);

  return { supported, active, toggle };
}
