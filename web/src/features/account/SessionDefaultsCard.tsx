import { useState, type SyntheticEvent } from 'react';
import { FREE_MAX_MINUTES, SCREEN_COUNTS, SESSION_LENGTHS_MIN } from '@shared/constants';
import { useAppSelector } from '../../app/hooks';
import { LockIcon } from '../../components/LockIcon';
import { SESSION_DEFAULTS_MESSAGES } from '../../app/settings/sessionDefaults';
import { useGetSessionDefaultsQuery, useSaveSessionDefaultsMutation } from '../../app/settings/sessionDefaultsApi';
import { selectSessionDefaults, type SessionDefaults } from '../../app/settings/settingsSlice';

function DefaultsForm({ uid, premium, stored }: { uid: string | null; premium: boolean; stored: SessionDefaults }) {
  // Until the user changes something, the form follows what is stored (it may arrive after the first render).
  const [edited, setEdited] = useState<SessionDefaults | null>(null);
  const defaults = edited ?? stored;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
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
    <form onSubmit={submit} noValidate aria-label="Session defaults">
      <fieldset className="setup__group">
        <legend>Default length</legend>
        <div className="pills">
          {SESSION_LENGTHS_MIN.map((length) => {
            const locked = !premium && length > FREE_MAX_MINUTES;
            return (
              <label key={length} className={`pill${locked ? ' pill--locked' : ''}`}>
                <input
                  type="radio"
                  name="defaultLength"
                  checked={defaults.defaultLength === length}
                  disabled={locked}
                  onChange={() => update('defaultLength', length)}
                />
                <span className="pill__text">
                  {length} min
                  {locked && <LockIcon />}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="setup__group">
        <legend>Default screens</legend>
        <div className="pills">
          {SCREEN_COUNTS.map((count) => (
            <label key={count} className="pill">
              <input
                type="radio"
                name="defaultScreens"
                checked={defaults.defaultScreens === count}
                onChange={() => update('defaultScreens', count)}
              />
              <span className="pill__text">
                {count} {count === 1 ? 'screen' : 'screens'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={defaults.enableAI}
          onChange={(e) => update('enableAI', e.target.checked)}
        />
        <span>AI Instructions</span>
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={defaults.enableBar}
          onChange={(e) => update('enableBar', e.target.checked)}
        />
        <span>Fap Hero Bar</span>
      </label>
      <div className="card__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          Save defaults
        </button>
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'form-info' : 'form-error'}>
          {status.text}
        </p>
      )}
    </form>
  );
}

/** /profile: the starting choices of the setup page for stars without a saved config. */
export function SessionDefaultsCard({ uid, premium }: { uid: string | null; premium: boolean }) {
  const current = useAppSelector(selectSessionDefaults);
  const query = useGetSessionDefaultsQuery(
    { uid: uid ?? '', premium },
    { skip: uid === null, refetchOnMountOrArgChange: true },
  );
  return (
    <section className="card card--wide" aria-labelledby="session-defaults-title">
      <h2 id="session-defaults-title" className="card__title">
        Session defaults
      </h2>
      <p className="field__hint">Used when you set up a star you have not played yet.</p>
      {uid === null && <p>{SESSION_DEFAULTS_MESSAGES.signIn}</p>}
      <DefaultsForm uid={uid} premium={premium} stored={query.data ?? current} />
    </section>
  );
}
