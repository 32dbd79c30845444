import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRESET_NAME_MAX } from '@shared/constants';
import { useAppSelector } from '../../store/hooks';
import { selectAuthUser } from '../../identity/authSlice';
import type { PresetChoices } from '../../lib/firebase/presets';
import { freePresetSlot, presetName, PRESET_MESSAGES } from '../../settings/presets';
import { useListPresetsQuery, useSavePresetMutation } from '../../settings/presetsApi';

type Outcome = { kind: 'saved'; name: string } | { kind: 'error'; message: string } | null;

/** 'Save as preset' under the setup form (signed-in users): the current choices under a name. */
export function SavePreset({ choices, initialName = '' }: { choices: PresetChoices; initialName?: string }) {
  const { t } = useLingui();
  const user = useAppSelector(selectAuthUser);
  const inputId = useId();
  const [name, setName] = useState(initialName);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const presets = useListPresetsQuery(user?.uid ?? '', { skip: !user });
  const [save, { isLoading: saving }] = useSavePresetMutation();
  if (!user) return null;

  const submit = async () => {
    const cleaned = presetName(name);
    if (cleaned === '') {
      setOutcome({ kind: 'error', message: PRESET_MESSAGES.nameRequired });
      return;
    }
    // A preset with the same name is replaced rather than duplicated.
    const existing = presets.data ?? [];
    const slot = existing.find((p) => p.name === cleaned)?.id ?? freePresetSlot(existing);
    if (slot === null) {
      setOutcome({ kind: 'error', message: PRESET_MESSAGES.full });
      return;
    }
    try {
      await save({ uid: user.uid, slot, name: cleaned, choices }).unwrap();
      setOutcome({ kind: 'saved', name: cleaned });
    } catch {
      setOutcome({ kind: 'error', message: PRESET_MESSAGES.saveFailed });
    }
  };

  return (
    <div className="setup__group setup__preset">
      <label htmlFor={inputId} className="setup__label">
        <Trans>Preset name</Trans>
      </label>
      <div className="setup__preset-row">
        <input
          id={inputId}
          value={name}
          maxLength={PRESET_NAME_MAX}
          placeholder={t`e.g. Slow evening`}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            // Enter here saves the preset; it must not submit the setup form and start the session.
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <button type="button" className="button" disabled={saving || presets.isLoading} onClick={() => void submit()}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save preset</Trans>}
        </button>
      </div>
      {outcome?.kind === 'saved' && <SavedAs name={outcome.name} />}
      {outcome?.kind === 'error' && (
        <p role="alert" className="form-error">
          {outcome.message}
        </p>
      )}
    </div>
  );
}

function SavedAs({ name }: { name: string }) {
  return (
    <p role="status" className="setup__hint">
      <Trans>Saved as “{name}”. Start it from the dashboard.</Trans>
    </p>
  );
}
