import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { useAppSelector } from '../../store/hooks';
import { lengthChoices, screenChoices } from '../../settings/sessionChoices';
import { SESSION_DEFAULTS_MESSAGES } from '../../settings/sessionDefaults';
import { useUserDoc } from '../../identity/userDocApi';
import type { SessionDefaults } from '../../settings/sessionDefaults';
import { useSaveSessionDefaultsMutation } from '../../settings/sessionDefaultsApi';
import { selectSessionDefaults } from '../../settings/userSettings';
import { PillGroup } from '../../components/PillGroup';
import { Toggle } from '../../components/Toggle';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';

function DefaultsForm({ uid, premium, stored }: { uid: string | null; premium: boolean; stored: SessionDefaults }) {
  const { t } = useLingui();
  // Until the user changes something, the form follows what is stored (it may arrive after the first render).
  const [edited, setEdited] = useState<SessionDefaults | null>(null);
  const defaults = edited ?? stored;
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [save, { isLoading }] = useSaveSessionDefaultsMutation();
  const update = <K extends keyof SessionDefaults>(key: K, value: SessionDefaults[K]) => {
    setStatus(null);
    setEdited({ ...defaults, [key]: value });
  };

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (uid === null) {
      setStatus({ ok: false, text: SESSION_DEFAULTS_MESSAGES.signIn });
      return;
    }
    save({ uid, defaults })
      .unwrap()
      .then(
        () => setStatus({ ok: true, text: SESSION_DEFAULTS_MESSAGES.saved }),
        () => setStatus({ ok: false, text: SESSION_DEFAULTS_MESSAGES.saveFailed }),
      );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Session defaults`}>
      <PillGroup
        legend={t`Default length`}
        name="defaultLength"
        options={lengthChoices(premium)}
        value={defaults.defaultLength}
        onChange={(length) => update('defaultLength', length)}
      />
      <PillGroup
        legend={t`Default screens`}
        name="defaultScreens"
        options={screenChoices}
        value={defaults.defaultScreens}
        onChange={(count) => update('defaultScreens', count)}
      />
      <Toggle label={t`AI Instructions`} checked={defaults.enableAI} onChange={(on) => update('enableAI', on)} />
      <Toggle
        label={t({
          message: 'Fap Hero Bar',
          comment: 'The pace bar shown during a session (Fap Hero is a genre name)',
        })}
        checked={defaults.enableBar}
        onChange={(on) => update('enableBar', on)}
      />
      <div className="card__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          <Trans>Save defaults</Trans>
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}

/** /profile: the starting choices of the setup page for stars without a saved config. */
export function SessionDefaultsCard({ uid, premium }: { uid: string | null; premium: boolean }) {
  useUserDoc();
  const stored = useAppSelector(selectSessionDefaults);
  return (
    <section className="card card--wide" aria-labelledby="session-defaults-title">
      <h2 id="session-defaults-title" className="card__title">
        <Trans>Session defaults</Trans>
      </h2>
      <p className="field__hint">
        <Trans>Used when you set up a star you have not played yet.</Trans>
      </p>
      {uid === null && <p>{SESSION_DEFAULTS_MESSAGES.signIn}</p>}
      <DefaultsForm uid={uid} premium={premium} stored={stored} />
    </section>
  );
}
