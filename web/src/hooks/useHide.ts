import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { hideEverything, showEverything } from '../lib/discretion/disguise';

/**
 * The Hide control (docs/product-rules.md "Hide and Discreet mode"): `hide` pauses and mutes through `stopPage`
 * (the page's own state, e.g. the session's Pause), hides and silences the whole app and shows the neutral page,
 * all before the next frame; only `reveal` (the neutral page's Back button) brings the app back.
 */
export function useHide(stopPage: () => void): { hidden: boolean; hide: () => void; reveal: () => void } {
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
  // Leaving the page (the browser's Back) while hidden brings the app back for the next page.
  useEffect(
    () => () => {
      if (hiddenRef.current) showEverything();
    },
    [],
  );
  return { hidden, hide, reveal };
}
