import { useState, type SyntheticEvent } from 'react';
import { PERSONALIZATION_MAX_CHARS } from '@shared/constants';
import { sanitizeText } from '@shared/text/sanitize';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { updatePersonalization } from '../../lib/firebase/users';
import { selectAuthUser } from '../../identity/authSlice';
import { personalizationDraftChanged, selectPersonalizationDraft } from '../../settings/settingsSlice';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';

const PERSONALIZATION_MESSAGES = {
  signIn: 'Sign in to save personalization.',
  saveFailed: 'Failed to save.',
  clearFailed: 'Failed to clear.',
  saved: 'Saved.',
  cleared: 'Cleared.',
} as const;

/** Premium users' free text for the instruction feed, sanitised and capped at 600 characters. */
export function PersonalizationEditor({ stored }: { stored: string | null }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);
  const draft = useAppSelector(selectPersonalizationDraft) ?? stored ?? '';
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const left = PERSONALIZATION_MAX_CHARS - Array.from(draft).length;

  async function write(value: string | null, okText: string, failText: string) {
    if (!user) {
      setStatus({ ok: false, text: PERSONALIZATION_MESSAGES.signIn });
      return;
    }
    setBusy(true);
    try {
      await updatePersonalization(user.uid, value);
      dispatch(personalizationDraftChanged(value ?? ''));
      setStatus({ ok: true, text: okText });
    } catch {
      setStatus({ ok: false, text: failText });
    } finally {
      setBusy(false);
    }
  }

  function save(event: SyntheticEvent) {
    event.preventDefault();
    const clean = sanitizeText(draft, PERSONALIZATION_MAX_CHARS);
    void write(clean === '' ? null : clean, PERSONALIZATION_MESSAGES.saved, PERSONALIZATION_MESSAGES.saveFailed);
  }

  return (
    <section className="card card--wide" aria-labelledby="personalization-title">
      <h2 id="personalization-title" className="card__title">
        Personalization
      </h2>
      <form onSubmit={save} noValidate>
        <label htmlFor="personalization-text">Tell the instruction feed about your preferences</label>
        <textarea
          id="personalization-text"
          rows={5}
          maxLength={PERSONALIZATION_MAX_CHARS}
          value={draft}
          aria-describedby="personalization-left"
          onChange={(e) => {
            setStatus(null);
            dispatch(personalizationDraftChanged(e.target.value));
          }}
        />
        <p id="personalization-left" className="field__hint" aria-live="polite">
          {left} chars left
        </p>
        <div className="card__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Save
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void write(null, PERSONALIZATION_MESSAGES.cleared, PERSONALIZATION_MESSAGES.clearFailed)}
          >
            Clear
          </button>
        </div>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
