import { useState } from 'react';
import { Link } from 'react-router-dom';
import { findStar } from '@shared/stars';
import { useAppSelector } from '../../store/hooks';
import { selectAuthUser } from '../../identity/authSlice';
import { usePremium } from '../../identity/userDocApi';
import type { Preset } from '../../lib/firebase/presets';
import { choicesForPlan, presetShareQuery, PRESET_MESSAGES } from '../../settings/presets';
import { useDeletePresetMutation, useListPresetsQuery } from '../../settings/presetsApi';
import { useStartSession } from '../../settings/useStartSession';
import { paths } from '../../config/paths';
import { CopyField } from '../../components/CopyField';

/** "Your presets" on the dashboard: each starts its session in one click, can be shared or deleted. */
export default function PresetsShelf() {
  const user = useAppSelector(selectAuthUser);
  const { data: presets = [], isError } = useListPresetsQuery(user?.uid ?? '', { skip: !user });
  if (!user || (presets.length === 0 && !isError)) return null;
  return (
    <section className="presets" aria-labelledby="your-presets">
      <h2 id="your-presets">Your presets</h2>
      {isError ? (
        <p role="alert">Could not load your presets.</p>
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
  const { premium = false } = usePremium();
  const startSession = useStartSession();
  const [sharing, setSharing] = useState(false);
  const [remove, { isLoading: removing, isError: removeFailed }] = useDeletePresetMutation();
  const star = findStar(preset.starId);
  if (!star) return null;
  const choices = choicesForPlan(preset, premium);
  const locked = star.premium === true && !premium;

  return (
    <li className="preset">
      <p className="preset__name">{preset.name}</p>
      <p className="preset__meta">
        {star.name} · {choices.lengthMin} min · {choices.screens} {choices.screens === 1 ? 'screen' : 'screens'} ·{' '}
        {choices.mediaIntervalSec} s
      </p>
      <div className="preset__actions">
        {locked ? (
          <Link to={paths.premium} className="button button--primary">
            Go Premium
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            aria-label={`Start ${preset.name}`}
            onClick={() => startSession(preset)}
          >
            Start
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-expanded={sharing}
          aria-label={`Share ${preset.name}`}
          onClick={() => setSharing((open) => !open)}
        >
          Share
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Delete ${preset.name}`}
          disabled={removing}
          onClick={() => void remove({ uid, id: preset.id })}
        >
          Delete
        </button>
      </div>
      {removeFailed && <p role="alert">{PRESET_MESSAGES.deleteFailed}</p>}
      {sharing && (
        <CopyField label="Share link" value={`${location.origin}${paths.config(star.id)}${presetShareQuery(preset)}`} />
      )}
    </li>
  );
}
