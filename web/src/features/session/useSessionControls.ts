import { useCallback } from 'react';
import type { MediaItem } from '@shared/media/types';
import { storeUnmutedPreference } from './unmutePreference';
import { useSessionKeys } from './useSessionKeys';
import type { SessionRuntime } from './useSessionRuntime';

export interface SessionControlsOptions {
  runtime: SessionRuntime;
  premium: boolean;
  paused: boolean;
  /** The panel the keys act on (the last one pointed at or focused). */
  focusedPanel: number;
  saveFavourite: (item: MediaItem) => void;
  toggleFullscreen: () => void;
  /** An overlay is up: it handles its own keys. */
  dialogOpen: boolean;
  askToEnd: () => void;
  showHelp: () => void;
  hide: () => void;
}

/**
 * The session's controls as the buttons and the keyboard share them: pause, per-panel mute
 * (remembered for the next session) and favourite, with the shortcuts bound to the focused panel.
 */
export function useSessionControls(options: SessionControlsOptions): {
  togglePause: () => void;
  toggleMute: (index: number) => void;
} {
  const { runtime, premium, paused, focusedPanel, saveFavourite, toggleFullscreen, dialogOpen, askToEnd, showHelp } =
    options;
  const { hide } = options;
  const { state, skipPanel, toggleMutePanel, pauseSession, resumeSession } = runtime;
  const toggleMute = useCallback(
    (index: number) => {
      const wasMuted = state.panels[index]?.muted ?? true;
      toggleMutePanel(index);
      storeUnmutedPreference(wasMuted);
    },
    [state.panels, toggleMutePanel],
  );
  const panelItems = state.panels.map((panel) => panel.current?.item ?? null);
  const favourite = useCallback(
    (index: number) => {
      const item = panelItems[index];
      // The user's own files stay on the device: a favourite would store their address.
      if (!item || item.source === 'ad' || item.source === 'local') return;
      // Video-host items keep their 'videohost:<id>' source; the favourites resolve it when shown.
      saveFavourite(item);
    },
    [panelItems, saveFavourite],
  );
  const togglePause = useCallback(
    () => (paused ? resumeSession() : pauseSession()),
    [paused, pauseSession, resumeSession],
  );
  useSessionKeys({
    dialogOpen,
    premium,
    togglePause,
    skip: useCallback(() => skipPanel(focusedPanel), [skipPanel, focusedPanel]),
    toggleMute: useCallback(() => toggleMute(focusedPanel), [toggleMute, focusedPanel]),
    favourite: useCallback(() => favourite(focusedPanel), [favourite, focusedPanel]),
    toggleFullscreen,
    askToEnd,
    showHelp,
    hide,
  });
  return { togglePause, toggleMute };
}
