import { t } from '@lingui/core/macro';
import { PRESET_NAME_MAX, PRESETS_MAX } from '@shared/constants';
import { sanitizeText } from '@shared/text/sanitize';
import { capLengthForPlan, validateSavedConfig, type SessionSettings } from '../lib/validation/sessionConfig';
import type { Preset, PresetChoices } from '../lib/firebase/presets';

// Presets (docs/product-rules.md#presets): a named copy of the setup page's choices for one star, kept in
// users/{uid}/presets/{slot}, started from the dashboard, and shared as a link that carries only the choices.

export const PRESET_SLOTS: readonly string[] = Array.from({ length: PRESETS_MAX }, (_, i) => `p${i}`);

/** Each message reads in the language shown when it is read (getters: `t` resolves then, never at import). */
export const PRESET_MESSAGES = {
  get nameRequired() {
    return t`Give the preset a name.`;
  },
  get full() {
    const max = PRESETS_MAX;
    return t`You have ${max} presets. Delete one on the dashboard first.`;
  },
  get saveFailed() {
    return t`Could not save the preset. Try again.`;
  },
  get deleteFailed() {
    return t`Could not delete the preset. Try again.`;
  },
  get capped() {
    return t`Sessions over 10 minutes need Premium, so this one is set to 10 minutes.`;
  },
};

/** The name as stored: cleaned like any user text, at most PRESET_NAME_MAX characters; '' when nothing is left. */
export function presetName(raw: string): string {
  return sanitizeText(raw, PRESET_NAME_MAX);
}

/** The first free slot, or null when every slot is taken. */
export function freePresetSlot(presets: readonly Pick<Preset, 'id'>[]): string | null {
  const taken = new Set(presets.map((p) => p.id));
  return PRESET_SLOTS.find((slot) => !taken.has(slot)) ?? null;
}

/** A preset's choices for the one who starts it: a free user's 20 or 30 minutes become 10. */
export function choicesForPlan(preset: PresetChoices, premium: boolean): PresetChoices {
  return { ...preset, lengthMin: capLengthForPlan(preset.lengthMin, premium) };
}

const SHARE_PARAMS = {
  name: 'preset',
  lengthMin: 'length',
  screens: 'screens',
  mediaIntervalSec: 'interval',
  enableAI: 'ai',
  enableBar: 'bar',
  ignoreVideoDuration: 'ignoreDuration',
} as const;

/** The query of a share link: the name and the choices, nothing about the account that made it. */
export function presetShareQuery(preset: Pick<Preset, 'name'> & SessionSettings): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  const params = new URLSearchParams({
    [SHARE_PARAMS.name]: preset.name,
    [SHARE_PARAMS.lengthMin]: String(preset.lengthMin),
    [SHARE_PARAMS.screens]: String(preset.screens),
    [SHARE_PARAMS.mediaIntervalSec]: String(preset.mediaIntervalSec),
    [SHARE_PARAMS.enableAI]: flag(preset.enableAI),
    [SHARE_PARAMS.enableBar]: flag(preset.enableBar),
    [SHARE_PARAMS.ignoreVideoDuration]: flag(preset.ignoreVideoDuration),
  });
  return `?${params.toString()}`;
}

export interface SharedPreset {
  name: string;
  settings: SessionSettings;
  /** The link asked for more minutes than the opener's plan allows. */
  capped: boolean;
}

/**
 * The preset a share link's query carries, checked like saved choices and capped for the opener's plan; null when
 * the query holds no preset or any choice is missing or out of range (the page then starts from its usual choices).
 */
export function sharedPresetFrom(search: string, premium: boolean): SharedPreset | null {
  const params = new URLSearchParams(search);
  const name = presetName(params.get(SHARE_PARAMS.name) ?? '');
  if (name === '') return null;
  const number = (key: string) => {
    const raw = params.get(key);
    return raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : null;
  };
  const flag = (key: string) => {
    const raw = params.get(key);
    return raw === '1' ? true : raw === '0' ? false : null;
  };
  const asked = {
    lengthMin: number(SHARE_PARAMS.lengthMin),
    screens: number(SHARE_PARAMS.screens),
    mediaIntervalSec: number(SHARE_PARAMS.mediaIntervalSec),
    enableAI: flag(SHARE_PARAMS.enableAI),
    enableBar: flag(SHARE_PARAMS.enableBar),
    ignoreVideoDuration: flag(SHARE_PARAMS.ignoreVideoDuration),
  };
  const valid = validateSavedConfig(asked, { premium: true });
  if (!valid) return null;
  const { ts: _ts, ...settings } = valid;
  const forPlan = { ...settings, lengthMin: capLengthForPlan(settings.lengthMin, premium) };
  return { name, settings: forPlan, capped: forPlan.lengthMin !== settings.lengthMin };
}
