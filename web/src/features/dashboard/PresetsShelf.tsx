import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectAuthUser } from '../../identity/authSlice';
import { usePremium } from '../../identity/userDocApi';
import type { Preset } from '../../lib/firebase/presets';
import { choicesForPlan, presetShareQuery, PRESET_MESSAGES } from '../../settings/presets';
import { useDeletePresetMutation, useListPresetsQuery } from '../../settings/presetsApi';
import { useStartSession } from '../../settings/useStartSession';
import { useStarCatalogue } from '../../stars/useStarCatalogue';
import { paths } from '../../config/paths';
import { CopyField } from '../../components/CopyField';

/** "Your presets" on the dashboard: each starts its session in one click, can be shared or deleted. */
export default function PresetsShelf() {
  const user = useAppSelector(selectAuthUser);
  const { data: presets = [], isError } = useListPresetsQuery(user?.uid ?? '', { skip: !user });
  if (!user || (presets.length === 0 && !isError)) return null;
  return (
    <section className="presets" aria-labelledby="your-presets">
      <h2 id="your-presets">
        <Trans>Your presets</Trans>
      </h2>
      {isError ? (
        <p role="alert">
          <Trans>Could not load your presets.</Trans>
        </p>
      ) : (
        <ul className="presets__list">
          {presets.map((preset) => (
            <PresetCard key={preset.id} uid={user.uid} preset={preset} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PresetCard({ uid, preset }: { uid: string; preset: Preset }) {
  const { t } = useLingui();
  const { premium = false } = usePremium();
  const startSession = useStartSession();
  const [sharing, setSharing] = useState(false);
  const [remove, { isLoading: removing, isError: removeFailed }] = useDeletePresetMutation();
  const star = useStarCatalogue().find(preset.starId);
  if (!star) return null;
  const locked = star.premium === true && !premium;
  const starName = star.name;
  const presetName = preset.name;
  const { lengthMin, screens, mediaIntervalSec: interval } = choicesForPlan(preset, premium);

  return (
    <li className="preset">
      <p className="preset__name">{preset.name}</p>
      <p className="preset__meta">
        {t({
          message: `${starName} · ${lengthMin} min · ${plural(screens, { one: '# screen', other: '# screens' })} · ${interval} s`,
          comment: 'A saved preset: star, session length, screens, seconds between media',
        })}
      </p>
      <div className="preset__actions">
        {locked ? (
          <Link to={paths.premium} className="button button--primary">
            <Trans>Go Premium</Trans>
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            aria-label={t`Start ${presetName}`}
            onClick={() => startSession(preset)}
          >
            <Trans comment="Starts the session of a saved preset">Start</Trans>
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-expanded={sharing}
          aria-label={t`Share ${presetName}`}
          onClick={() => setSharing((open) => !open)}
        >
          <Trans>Share</Trans>
        </button>
        <button
          type="button"
          className="button"
          aria-label={t`Delete ${presetName}`}
          disabled={removing}
          onClick={() => void remove({ uid, id: preset.id })}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {removeFailed && <p role="alert">{PRESET_MESSAGES.deleteFailed}</p>}
      {sharing && (
        <CopyField
          label={t`Share link`}
          value={`${location.origin}${paths.config(star.id)}${presetShareQuery(preset)}`}
        />
      )}
    </li>
  );
}
