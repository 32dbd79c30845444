import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNeutralTitle } from '../hooks/useNeutralTitle';

/**
 * The neutral page the Hide control shows over everything (outside the app's root, which is hidden meanwhile).
 * Nothing on it names the app; Back is the one way back.
 */
export function HideScreen({ onBack }: { onBack: () => void }) {
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const title = useNeutralTitle();
  // Keys now go to the note, not to the hidden page's shortcuts.
  useEffect(() => {
    noteRef.current?.focus();
  }, []);
  return createPortal(
    <div className="hide-screen" data-testid="hide-screen">
      <h1 className="hide-screen__title">{title}</h1>
      <label htmlFor="hide-screen-note" className="hide-screen__label">
        <Trans comment="The Hide screen is a plain note-taking page: nothing on it may hint at the app">New note</Trans>
      </label>
      <textarea id="hide-screen-note" ref={noteRef} className="hide-screen__note" rows={8} />
      <button type="button" className="hide-screen__back" onClick={onBack}>
        <Trans comment="Leaves the neutral note page for the app">Back</Trans>
      </button>
    </div>,
    document.body,
  );
}
