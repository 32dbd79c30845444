import { useEffect } from 'react';
import { isHideKey, isTyping } from '../../hooks/useHide';

export interface SessionKeyActions {
  /** A dialog is open: it handles its own keys (Esc, Tab). */
  dialogOpen: boolean;
  premium: boolean;
  togglePause: () => void;
  skip: () => void;
  toggleMute: () => void;
  favourite: () => void;
  toggleFullscreen: () => void;
  askToEnd: () => void;
  showHelp: () => void;
  /** The panic key: works even over a dialog. */
  hide: () => void;
}

/** Space on a focused button or link presses it; the session's Space only acts elsewhere. */
function spaceBelongsToTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], [role="switch"], summary') !== null;
}

/** The session's keyboard: Space, S/→, M, F, Shift+F, Esc, ? and H (see sessionShortcuts.ts). */
export function useSessionKeys(actions: SessionKeyActions): void {
  const { dialogOpen, premium, togglePause, skip, toggleMute, favourite, toggleFullscreen, askToEnd, showHelp, hide } =
    actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      const key = event.key;
      if (isHideKey(event)) {
        event.preventDefault();
        hide();
        return;
      }
      if (dialogOpen) return;
      if (key === ' ') {
        if (spaceBelongsToTarget(event.target)) return;
        togglePause();
      } else if (key === '?') showHelp();
      else if (key === 'Escape') {
        // In full screen, Esc first leaves full screen (the browser does that itself).
        if (document.fullscreenElement) return;
        askToEnd();
      } else if (key === 'F' && event.shiftKey) toggleFullscreen();
      else if (key === 's' || key === 'S' || key === 'ArrowRight') skip();
      else if (key === 'm' || key === 'M') toggleMute();
      else if (key === 'f' && premium) favourite();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, premium, togglePause, skip, toggleMute, favourite, toggleFullscreen, askToEnd, showHelp, hide]);
}
