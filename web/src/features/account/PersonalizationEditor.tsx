import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { PERSONALIZATION_MAX_CHARS } from '@shared/constants';
import { sanitizeText } from '@shared/text/sanitize';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { updatePersonalization } from '../../lib/firebase/users';
import { selectAuthUser } from '../../identity/authSlice';
import { personalizationDraftChanged, selectPersonalizationDraft } from '../../settings/settingsSlice';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';

const PERSONALIZATION_MESSAGES = {
  signIn: msg`Sign in to save personalization.`,
  saveFailed: msg`Failed to save.`,
  clearFailed: msg`Failed to clear.`,
  saved: msg`Saved.`,
  cleared: msg`Cleared.`,
};

/** Premium users' free text for the instruction feed, sanitised and capped at 600 characters. */
export function PersonalizationEditor({ stored }: { stored: string | null }) {
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);
  const draft = useAppSelector(selectPersonalizationDraft) ?? stored ?? '';
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const left = PERSONALIZATION_MAX_CHARS - Array.from(draft).length;

  async function write(value: string | null, okText: MessageDescriptor, failText: MessageDescriptor) {
    if (!user) {
      setStatus({ ok: false, text: i18n._(PERSONALIZATION_MESSAGES.signIn) });
      return;
    }
    setBusy(true);
    try {
      await updatePersonalization(user.uid, value);
      dispatch(personalizationDraftChanged(value ?? ''));
      setStatus({ ok: true, text: i18n._(okText) });
    } catch {
      setStatus({ ok: false, text: i18n._(failText) });
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
        <Trans>Personalization</Trans>
      </h2>
      <form onSubmit={save} noValidate>
        <label htmlFor="personalization-text">
          <Trans>Tell the instruction feed about your preferences</Trans>
        </label>
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
          <Plural value={left} one="# char left" other="# chars left" />
        </p>
        <div className="card__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>Save</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void write(null, PERSONALIZATION_MESSAGES.cleared, PERSONALIZATION_MESSAGES.clearFailed)}
          >
            <Trans>Clear</Trans>
          </button>
        </div>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
