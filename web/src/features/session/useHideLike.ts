import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addEntry, BLOCKLIST_LIMITS, type HideSuggestion } from '@shared/media/personalBlocklist';
import type { FormStatusMessage } from '../../components/FormStatus';
import type { BlocklistHandle } from '../../settings/blocklist';
import { i18n } from '../../lib/i18n/i18n';
import { describeSuggestion } from './PanelMenu';

const NOTICE_MS = 6000;

// Shown for a few seconds, in the language of the moment they appear.
const HIDE_LIKE_MESSAGES = {
  hidden: (what: string) => i18n._(msg`Hidden: ${what}. Change your blocklist on your profile.`),
  full: () => i18n._(msg`Your blocklist is full. Remove entries on your profile first.`),
  failed: () => i18n._(msg`Could not hide these items. Please try again.`),
};

/**
 * A panel menu's 'Hide items like this': one step adds the entry to the person's blocklist; the running session
 * drops the matching items as soon as the blocklist changes (useSessionRuntime). Returns a short-lived notice.
 */
export function useHideLike(blocklist: BlocklistHandle) {
  const [notice, setNotice] = useState<FormStatusMessage | null>(null);
  const latest = useRef(blocklist);
  useEffect(() => {
    latest.current = blocklist;
  });
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const hide = useCallback((suggestion: HideSuggestion) => {
    const { blocklist: current, save } = latest.current;
    if (!current) return;
    const outcome = addEntry(current, suggestion.list, suggestion.value);
    if ('refused' in outcome) {
      const full = current[suggestion.list].length >= BLOCKLIST_LIMITS[suggestion.list];
      setNotice({ ok: false, text: full ? HIDE_LIKE_MESSAGES.full() : HIDE_LIKE_MESSAGES.failed() });
      return;
    }
    save(outcome.blocklist).then(
      () => setNotice({ ok: true, text: HIDE_LIKE_MESSAGES.hidden(describeSuggestion(suggestion)) }),
      () => setNotice({ ok: false, text: HIDE_LIKE_MESSAGES.failed() }),
    );
  }, []);
  return { hide, notice };
}
