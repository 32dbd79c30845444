import { lazy, Suspense, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  BPM_DEFAULT,
  MEDIA_INTERVAL_MAX_SEC,
  MEDIA_INTERVAL_MIN_SEC,
  PERSONALIZATION_MAX_CHARS,
} from '@shared/constants';
import type { Star } from '@shared/stars';
import { defaultSessionConfig, type SessionSettings } from '../../lib/validation/sessionConfig';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectEmailVerified, selectIsSignedIn } from '../../identity/authSlice';
import { lengthChoices, screenChoices } from '../../settings/sessionChoices';
import { settingsFromDefaults } from '../../settings/sessionDefaults';
import { personalizationDraftChanged, selectPersonalizationDraft } from '../../settings/settingsSlice';
import { selectPersonalization, selectSessionDefaults } from '../../settings/userSettings';
import { useUserDoc } from '../../identity/userDocApi';
import { PillGroup } from '../../components/PillGroup';
import { Toggle } from '../../components/Toggle';
import { paths } from '../../config/paths';
import { sessionConfigured } from '../../settings/sessionSlice';
import { useSessionWarmup } from './useSessionWarmup';
import { PlannedBeatDownload } from './PlannedBeatDownload';
import { DevicePanel } from '../../toys/DevicePanel';
import { readSavedConfig, storeSavedConfig } from './savedConfig';
import { SavePreset } from './SavePreset';
import { PRESET_MESSAGES, sharedPresetFrom } from '../../settings/presets';

// 'Add your own' and its file reading load with the setup page, never with the first view.
const OwnMediaSection = lazy(async () => ({ default: (await import('./OwnMediaSection')).OwnMediaSection }));

/** The setup form of one star the user may play: choices, then Start Session (sign-up first when signed out). */
export function SetupForm({ star, premium }: { star: Star; premium: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const verified = useAppSelector(selectEmailVerified);
  const savedPersonalization = useAppSelector(selectPersonalization);
  const draft = useAppSelector(selectPersonalizationDraft);
  // A star played before starts from its saved choices; any other from the user's session defaults (in users/{uid}).
  useUserDoc();
  const defaults = useAppSelector(selectSessionDefaults);
  const [saved] = useState(() => readSavedConfig(star.id, premium));
  // A shared preset link (?preset=…) opens with its choices, capped for this visitor's plan.
  const [shared] = useState(() => sharedPresetFrom(location.search, premium));
  const [edited, setEdited] = useState<SessionSettings | null>(null);
  const [ownMediaChosen, setOwnMediaChosen] = useState(false);
  const settings =
    edited ?? shared?.settings ?? saved ?? settingsFromDefaults(defaults, defaultSessionConfig(), premium);
  const personalization = draft ?? savedPersonalization ?? '';
  const handOverWarmup = useSessionWarmup(star, settings.screens, ownMediaChosen);
  const interval = settings.mediaIntervalSec;
  const charsLeft = PERSONALIZATION_MAX_CHARS - personalization.length;
  const sharedName = shared?.name;

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
    handOverWarmup();
    // Own files join only a session started here; presets, history and favourites start without them.
    void navigate(paths.session(star.id), { state: { fromDashboard: true, ownMedia: ownMediaChosen } });
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
      <p className="setup__lead">
        <Trans>Set up your session.</Trans>
      </p>
      {shared && (
        <p className="banner banner--info" role="note">
          <Trans>Shared preset “{sharedName}” loaded.</Trans>
          {shared.capped && ` ${PRESET_MESSAGES.capped}`}
        </p>
      )}

      <PillGroup
        legend={t`Session length`}
        name="lengthMin"
        options={lengthChoices(premium)}
        value={settings.lengthMin}
        onChange={(length) => update('lengthMin', length)}
        lockedHint={t`Premium required`}
      />
      <PillGroup
        legend={t`Screens`}
        name="screens"
        options={screenChoices}
        value={settings.screens}
        onChange={(count) => update('screens', count)}
      />

      <fieldset className="setup__group">
        <legend>
          <Trans>Options</Trans>
        </legend>
        <Toggle label={t`AI Instructions`} checked={settings.enableAI} onChange={(on) => update('enableAI', on)} />
        {signedIn && !verified && settings.enableAI && (
          <p className="setup__hint">
            <Trans>Verify your email to receive AI instructions.</Trans>
          </p>
        )}
        <Toggle label={t`Fap Hero Bar`} checked={settings.enableBar} onChange={(on) => update('enableBar', on)} />
        <Toggle
          label={t`Ignore Video Duration`}
          checked={settings.ignoreVideoDuration}
          onChange={(on) => update('ignoreVideoDuration', on)}
        />
      </fieldset>

      <div className="setup__group">
        <label htmlFor="media-interval" className="setup__label">
          <Trans>Media interval</Trans>
        </label>
        <div className="slider">
          <input
            id="media-interval"
            type="range"
            min={MEDIA_INTERVAL_MIN_SEC}
            max={MEDIA_INTERVAL_MAX_SEC}
            step={1}
            value={settings.mediaIntervalSec}
            aria-valuetext={t`${interval} seconds`}
            onChange={(e) => update('mediaIntervalSec', Number(e.target.value))}
          />
          <output htmlFor="media-interval">
            <Trans comment="Seconds, as a unit">{interval} s</Trans>
          </output>
        </div>
      </div>

      <Suspense fallback={null}>
        <OwnMediaSection starName={star.name} onChosenChange={setOwnMediaChosen} />
      </Suspense>

      {premium && (
        <div className="setup__group">
          <label htmlFor="personalization" className="setup__label">
            <Trans>Personalization</Trans>
          </label>
          <textarea
            id="personalization"
            rows={3}
            maxLength={PERSONALIZATION_MAX_CHARS}
            value={personalization}
            placeholder={t`Anything the instructions should know about you`}
            aria-describedby="personalization-left"
            onChange={(e) => dispatch(personalizationDraftChanged(e.target.value))}
          />
          <p id="personalization-left" className="setup__hint">
            {t({
              message: plural(charsLeft, { one: '# chars left', other: '# chars left' }),
              comment: 'Characters left in the personalization text',
            })}
          </p>
        </div>
      )}

      <SavePreset choices={{ starId: star.id, ...settings }} initialName={shared?.name} />
      <DevicePanel barOn={settings.enableBar} />
      {signedIn && settings.enableBar && (
        <PlannedBeatDownload
          star={star}
          premium={premium}
          personalization={personalization}
          lengthMin={settings.lengthMin}
          verified={verified}
        />
      )}

      <div className="setup__actions">
        <Link to={paths.dashboard} className="button">
          <Trans>Back</Trans>
        </Link>
        <button type="submit" className="button button--primary">
          <Trans>Start Session</Trans>
        </button>
      </div>
    </form>
  );
}
