import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { hideEverything, showEverything } from '../lib/discretion/disguise';

/** Keys typed into a field are text, never a page's shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The Hide shortcut, the same on every page that has Hide: H without a modifier, not while typing. */
export function isHideKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return false;
  return event.key === 'h' || event.key === 'H';
}

export interface Hiding {
  hidden: boolean;
  hide: () => void;
  reveal: () => void;
}

/**
 * The Hide control (docs/product-rules.md "Hide and Discreet mode"): `hide` pauses and mutes through `stopPage`
 * (the page's own state, e.g. the session's Pause), hides and silences the whole app and shows the neutral page,
 * all before the next frame; only `reveal` (the neutral page's Back button) brings the app back. With `shortcut`,
 * the H key hides too (the session has its own key handler, which asks `isHideKey`).
 */
export function useHide(stopPage: () => void, { shortcut = false }: { shortcut?: boolean } = {}): Hiding {
  const [hidden, setHidden] = useState(false);
  const hiddenRef = useRef(false);
  const hide = useCallback(() => {
    hideEverything();
    stopPage();
    hiddenRef.current = true;
    // Rendered now, not at React's next convenient moment: the neutral page must be up in this frame.
    flushSync(() => setHidden(true));
  }, [stopPage]);
  const reveal = useCallback(() => {
    hiddenRef.current = false;
    showEverything();
    setHidden(false);
  }, []);
  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || hiddenRef.current || !isHideKey(event)) return;
      event.preventDefault();
      hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcut, hide]);
  // Leaving the page (the browser's Back) while hidden brings the app back for the next page.
  useEffect(
    () => () => {
      if (hiddenRef.current) showEverything();
    },
    [],
  );
  return { hidden, hide, reveal };
}
