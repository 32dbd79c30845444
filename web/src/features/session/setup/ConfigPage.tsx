import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  BPM_DEFAULT,
  FREE_MAX_MINUTES,
  MEDIA_INTERVAL_MAX_SEC,
  MEDIA_INTERVAL_MIN_SEC,
  PERSONALIZATION_MAX_CHARS,
  SCREEN_COUNTS,
  SESSION_LENGTHS_MIN,
} from '@shared/constants';
import { findStar, type Star } from '@shared/stars';
import { defaultSessionConfig, type SessionSettings } from '@shared/validation/sessionConfig';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LockIcon } from '../../../components/LockIcon';
import { paths } from '../../../config/paths';
import { usePremium } from '../../../app/identity/userDocApi';
import { selectAuthUser, selectEmailVerified, selectIsSignedIn } from '../../../app/identity/authSlice';
import { sessionConfigured } from '../sessionSlice';
import { useSessionPrefetch } from '../useSessionPrefetch';
import { settingsFromDefaults } from '../../../app/settings/sessionDefaults';
import { useGetSessionDefaultsQuery } from '../../../app/settings/sessionDefaultsApi';
import {
  personalizationDraftChanged,
  selectPersonalization,
  selectPersonalizationDraft,
  selectSessionDefaults,
} from '../../../app/settings/settingsSlice';
import { readSavedConfig, storeSavedConfig } from './savedConfig';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="setup setup--notice">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function SetupForm({ star, premium }: { star: Star; premium: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const verified = useAppSelector(selectEmailVerified);
  const savedPersonalization = useAppSelector(selectPersonalization);
  useSessionPrefetch(star);
  const draft = useAppSelector(selectPersonalizationDraft);
  const uid = useAppSelector(selectAuthUser)?.uid ?? null;
  // A star played before starts from its saved choices; any other from the user's session defaults.
  // Refetched on each visit: the slice is reset when the signed-in user changes, a cached answer would not refill it.
  useGetSessionDefaultsQuery({ uid: uid ?? '', premium }, { skip: uid === null, refetchOnMountOrArgChange: true });
  const defaults = useAppSelector(selectSessionDefaults);
  const [saved] = useState(() => readSavedConfig(star.id, premium));
  const [edited, setEdited] = useState<SessionSettings | null>(null);
  const settings = edited ?? saved ?? settingsFromDefaults(defaults, defaultSessionConfig(), premium);
  const personalization = draft ?? savedPersonalization ?? '';

  const update = <K extends keyof SessionSettings>(key: K, value: SessionSettings[K]) => {
    setEdited({ ...settings, [key]: value });
  };

  const start = () => {
    storeSavedConfig(star.id, settings, Date.now());
    if (!signedIn) {
      void navigate(paths.auth, { state: { forceSignup: true, from: location } });
      return;
    }
    dispatch(sessionConfigured({ starId: star.id, ...settings, bpm: BPM_DEFAULT }));
    void navigate(paths.session(star.id), { state: { fromDashboard: true } });
  };

  return (
    <form
      className="setup"
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <h1>{star.name}</h1>
      <p className="setup__lead">Set up your session.</p>

      <fieldset className="setup__group">
        <legend>Session length</legend>
        <div className="pills">
          {SESSION_LENGTHS_MIN.map((length) => {
            const locked = !premium && length > FREE_MAX_MINUTES;
            const id = `length-${length}`;
            return (
              <div key={length} className={`pill${locked ? ' pill--locked' : ''}`}>
                <input
                  id={id}
                  type="radio"
                  name="lengthMin"
                  value={length}
                  checked={settings.lengthMin === length}
                  disabled={locked}
                  aria-describedby={locked ? `${id}-hint` : undefined}
                  onChange={() => update('lengthMin', length)}
                />
                <label htmlFor={id} className="pill__text">
                  {length} min
                  {locked && <LockIcon />}
                </label>
                {locked && (
                  <span id={`${id}-hint`} className="pill__hint">
                    Premium required
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="setup__group">
        <legend>Screens</legend>
        <div className="pills">
          {SCREEN_COUNTS.map((count) => (
            <label key={count} className="pill">
              <input
                type="radio"
                name="screens"
                value={count}
                checked={settings.screens === count}
                onChange={() => update('screens', count)}
              />
              <span className="pill__text">
                {count} {count === 1 ? 'screen' : 'screens'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="setup__group">
        <legend>Options</legend>
        <label className="toggle">
          <input
            type="checkbox"
            role="switch"
            checked={settings.enableAI}
            onChange={(e) => update('enableAI', e.target.checked)}
          />
          <span>AI Instructions</span>
        </label>
        {signedIn && !verified && settings.enableAI && (
          <p className="setup__hint">Verify your email to receive AI instructions.</p>
        )}
        <label className="toggle">
          <input
            type="checkbox"
            role="switch"
            checked={settings.enableBar}
            onChange={(e) => update('enableBar', e.target.checked)}
          />
          <span>Fap Hero Bar</span>
        </label>
        <label className="toggle">
          <input
            type="checkbox"
            role="switch"
            checked={settings.ignoreVideoDuration}
            onChange={(e) => update('ignoreVideoDuration', e.target.checked)}
          />
          <span>Ignore Video Duration</span>
        </label>
      </fieldset>

      <div className="setup__group">
        <label htmlFor="media-interval" className="setup__label">
          Media interval
        </label>
        <div className="slider">
          <input
            id="media-interval"
            type="range"
            min={MEDIA_INTERVAL_MIN_SEC}
            max={MEDIA_INTERVAL_MAX_SEC}
            step={1}
            value={settings.mediaIntervalSec}
            aria-valuetext={`${settings.mediaIntervalSec} seconds`}
            onChange={(e) => update('mediaIntervalSec', Number(e.target.value))}
          />
          <output htmlFor="media-interval">{settings.mediaIntervalSec} s</output>
        </div>
      </div>

      {premium && (
        <div className="setup__group">
          <label htmlFor="personalization" className="setup__label">
            Personalization
          </label>
          <textarea
            id="personalization"
            rows={3}
            maxLength={PERSONALIZATION_MAX_CHARS}
            value={personalization}
            placeholder="Anything the instructions should know about you"
            aria-describedby="personalization-left"
            onChange={(e) => dispatch(personalizationDraftChanged(e.target.value))}
          />
          <p id="personalization-left" className="setup__hint">
            {PERSONALIZATION_MAX_CHARS - personalization.length} chars left
          </p>
        </div>
      )}

      <div className="setup__actions">
        <Link to={paths.dashboard} className="button">
          Back
        </Link>
        <button type="submit" className="button button--primary">
          Start Session
        </button>
      </div>
    </form>
  );
}

/** /config/:starId — SPEC §2 session setup. */
export function ConfigPage() {
  const { starId = '' } = useParams();
  const star = findStar(starId);
  const { premium } = usePremium();

  if (!star) {
    return (
      <Notice title="Unknown star.">
        <Link to={paths.dashboard} className="button">
          Back
        </Link>
      </Notice>
    );
  }
  if (premium === undefined) return <p role="status">Loading...</p>;
  if (star.premium && !premium) {
    return (
      <Notice title="This star is Premium-only">
        <p>Unlock {star.name} and every other premium star with Premium.</p>
        <div className="setup__actions">
          <Link to={paths.dashboard} className="button">
            Back
          </Link>
          <Link to={paths.premium} className="button button--primary">
            Go Premium
          </Link>
        </div>
      </Notice>
    );
  }
  // Re-keyed by plan so a user who turns premium gets their uncapped saved config.
  return <SetupForm key={`${star.id}:${String(premium)}`} star={star} premium={premium} />;
}
