import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { paths } from '../../config/paths';
import { shortcutList } from './sessionShortcuts';

/** A modal over the session: focus moves in, Tab stays inside, Esc closes, focus returns on close. */
function SessionDialog({
  labelId,
  role = 'dialog',
  onEscape,
  initialFocus,
  children,
}: {
  labelId: string;
  role?: 'dialog' | 'alertdialog';
  onEscape: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialogRef.current)?.focus();
    return () => previous?.focus();
  }, [initialFocus]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The session's own Esc (End) must not also fire.
      event.preventDefault();
      event.stopImmediatePropagation();
      onEscape();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onEscape]);
  return (
    <div className="session-overlay">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelId}
        className="session-dialog"
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}

export function ConfirmEndDialog({ onEnd, onCancel }: { onEnd: () => void; onCancel: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <SessionDialog labelId="end-title" role="alertdialog" onEscape={onCancel} initialFocus={cancelRef}>
      <h2 id="end-title">
        <Trans>End this session?</Trans>
      </h2>
      <div className="session-dialog__actions">
        <button type="button" ref={cancelRef} className="button" onClick={onCancel}>
          <Trans>Keep going</Trans>
        </button>
        <button type="button" className="button button--danger" onClick={onEnd}>
          <Trans>End session</Trans>
        </button>
      </div>
    </SessionDialog>
  );
}

export function VerifyOverlay({ onDismiss }: { onDismiss: () => void }) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <SessionDialog labelId="verify-title" onEscape={onDismiss} initialFocus={continueRef}>
      <h2 id="verify-title">
        <Trans>Verify your email</Trans>
      </h2>
      <p>
        <Trans>
          Please verify your email address to unlock AI instructions. Check your inbox (and the spam folder) for the
          confirmation email, or resend it from your profile.
        </Trans>
      </p>
      <div className="session-dialog__actions">
        <Link to={paths.profile} className="button button--primary">
          <Trans>Go to profile</Trans>
        </Link>
        <button type="button" ref={continueRef} className="button" onClick={onDismiss}>
          <Trans>Continue without AI</Trans>
        </button>
      </div>
    </SessionDialog>
  );
}

export function KeyboardHelpDialog({ premium, onClose }: { premium: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <SessionDialog labelId="keys-title" onEscape={onClose} initialFocus={closeRef}>
      <h2 id="keys-title">
        <Trans>Keyboard shortcuts</Trans>
      </h2>
      <dl className="session-keys">
        {shortcutList(premium).map((shortcut) => (
          <div key={shortcut.name} className="session-keys__row">
            <dt>
              <kbd>{typeof shortcut.keys === 'string' ? shortcut.keys : i18n._(shortcut.keys)}</kbd>
            </dt>
            <dd>{i18n._(shortcut.action)}</dd>
          </div>
        ))}
      </dl>
      <div className="session-dialog__actions">
        <button type="button" ref={closeRef} className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </SessionDialog>
  );
}
