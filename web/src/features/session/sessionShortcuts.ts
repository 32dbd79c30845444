// Every session shortcut in one place: the key handler, the buttons' aria-keyshortcuts and the
// 'Keyboard shortcuts' dialog all read this list.

export interface SessionShortcut {
  /** Value for aria-keyshortcuts (WAI-ARIA key names). */
  aria: string;
  /** What the dialog shows. */
  keys: string;
  action: string;
  premiumOnly?: boolean;
}

export const SHORTCUTS = {
  pause: { aria: 'Space', keys: 'Space', action: 'Pause or resume the session' },
  skip: { aria: 'S ArrowRight', keys: 'S or →', action: 'Skip the focused panel’s media' },
  mute: { aria: 'M', keys: 'M', action: 'Mute or unmute the focused panel' },
  favourite: { aria: 'F', keys: 'F', action: 'Favourite the focused panel’s media', premiumOnly: true },
  fullscreen: { aria: 'Shift+F', keys: 'Shift + F', action: 'Enter or leave full screen' },
  end: { aria: 'Escape', keys: 'Esc', action: 'End the session (asks first); closes a dialog' },
  help: { aria: 'Shift+?', keys: '?', action: 'Show these shortcuts' },
  hide: { aria: 'H', keys: 'H', action: 'Hide: pause, mute and show a plain page at once' },
} as const satisfies Record<string, SessionShortcut>;

export function shortcutList(premium: boolean): SessionShortcut[] {
  return Object.values(SHORTCUTS).filter((shortcut: SessionShortcut) => premium || !shortcut.premiumOnly);
}
