// Every session shortcut in one place: the key handler, the buttons' aria-keyshortcuts and the
// 'Keyboard shortcuts' dialog all read this list.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface SessionShortcut {
  /** Value for aria-keyshortcuts (WAI-ARIA key names). */
  aria: string;
  /** What the dialog shows: a key's own letter or symbol, or a message where the key has a name in words. */
  keys: string | MessageDescriptor;
  action: MessageDescriptor;
  premiumOnly?: boolean;
}

export const SHORTCUTS = {
  pause: {
    aria: 'Space',
    keys: msg({ message: 'Space', comment: 'The space bar, as printed on keyboards' }),
    action: msg`Pause or resume the session`,
  },
  skip: {
    aria: 'S ArrowRight',
    keys: msg({ message: 'S or →', comment: 'Keys: the letter S or the right arrow' }),
    action: msg`Skip the focused panel’s media`,
  },
  mute: { aria: 'M', keys: 'M', action: msg`Mute or unmute the focused panel` },
  favourite: { aria: 'F', keys: 'F', action: msg`Favourite the focused panel’s media`, premiumOnly: true },
  fullscreen: {
    aria: 'Shift+F',
    keys: msg({ message: 'Shift + F', comment: 'Keys: the Shift key, as printed on keyboards, and F' }),
    action: msg`Enter or leave full screen`,
  },
  end: { aria: 'Escape', keys: 'Esc', action: msg`End the session (asks first); closes a dialog` },
  help: { aria: 'Shift+?', keys: '?', action: msg`Show these shortcuts` },
  hide: { aria: 'H', keys: 'H', action: msg`Hide: pause, mute and show a plain page at once` },
} as const satisfies Record<string, SessionShortcut>;

export type ShortcutName = keyof typeof SHORTCUTS;

/** The shortcuts this user has, in the dialog's order, each with its name. */
export function shortcutList(premium: boolean): (SessionShortcut & { name: ShortcutName })[] {
  return (Object.entries(SHORTCUTS) as [ShortcutName, SessionShortcut][])
    .filter(([, shortcut]) => premium || !shortcut.premiumOnly)
    .map(([name, shortcut]) => ({ ...shortcut, name }));
}
