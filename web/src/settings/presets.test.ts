import { describe, expect, it } from 'vitest';
import { PRESETS_MAX } from '@shared/constants';
import type { Preset } from '../lib/firebase/presets';
import {
  choicesForPlan,
  freePresetSlot,
  presetName,
  presetShareQuery,
  sharedPresetFrom,
  PRESET_SLOTS,
} from './presets';

const evening: Preset = {
  id: 'p0',
  name: 'Slow evening',
  starId: 'aria-vale',
  lengthMin: 30,
  screens: 2,
  enableAI: false,
  enableBar: true,
  mediaIntervalSec: 4,
  ignoreVideoDuration: true,
  createdAtMs: 1,
};

describe('preset slots', () => {
  it(`when slots are taken, then the first free one of ${PRESETS_MAX} is chosen, and none when all are`, () => {
    expect(PRESET_SLOTS).toHaveLength(PRESETS_MAX);
    expect(freePresetSlot([])).toBe('p0');
    expect(freePresetSlot([{ id: 'p0' }, { id: 'p2' }])).toBe('p1');
    expect(freePresetSlot(PRESET_SLOTS.map((id) => ({ id })))).toBeNull();
  });
});

describe('preset names', () => {
  it('when a name has markup, controls or too many characters, then it is cleaned and cut to 40', () => {
    expect(presetName('  <b>Evening</b>\n')).toBe('bEvening/b');
    expect(presetName('x'.repeat(60))).toHaveLength(40);
    expect(presetName('   ')).toBe('');
  });
});

describe('share links', () => {
  it('when a preset is shared, then the query holds its name and choices only, and reads back the same for premium', () => {
    const query = presetShareQuery(evening);
    expect(query).toBe('?preset=Slow+evening&length=30&screens=2&interval=4&ai=0&bar=1&ignoreDuration=1');
    expect(query).not.toMatch(/aria-vale|p0|uid/);
    expect(sharedPresetFrom(query, true)).toEqual({
      name: 'Slow evening',
      capped: false,
      settings: {
        lengthMin: 30,
        screens: 2,
        mediaIntervalSec: 4,
        enableAI: false,
        enableBar: true,
        ignoreVideoDuration: true,
      },
    });
  });

  it('when a free visitor opens a 30-minute preset, then it is capped to 10 and says so', () => {
    const shared = sharedPresetFrom(presetShareQuery(evening), false);
    expect(shared?.settings.lengthMin).toBe(10);
    expect(shared?.capped).toBe(true);
    expect(sharedPresetFrom(presetShareQuery({ ...evening, lengthMin: 5 }), false)?.capped).toBe(false);
  });

  it('when the query has no preset, or any choice is missing or out of range, then there is no shared preset', () => {
    const good = new URLSearchParams(presetShareQuery(evening));
    const without = (key: string) => {
      const params = new URLSearchParams(good);
      params.delete(key);
      return `?${params.toString()}`;
    };
    const withValue = (key: string, value: string) => {
      const params = new URLSearchParams(good);
      params.set(key, value);
      return `?${params.toString()}`;
    };
    expect(sharedPresetFrom('', true)).toBeNull();
    expect(sharedPresetFrom('?ref=abc', true)).toBeNull();
    for (const key of ['preset', 'length', 'screens', 'interval', 'ai', 'bar', 'ignoreDuration'])
      expect(sharedPresetFrom(without(key), true), key).toBeNull();
    for (const [key, value] of [
      ['length', '15'],
      ['length', '1e1'],
      ['screens', '4'],
      ['interval', '2'],
      ['interval', '11'],
      ['ai', 'true'],
      ['preset', ' <> '],
    ] as const)
      expect(sharedPresetFrom(withValue(key, value), true), `${key}=${value}`).toBeNull();
  });
});

describe('starting a preset', () => {
  it("when a free user starts a premium-length preset, then the length is the plan's and the rest is kept", () => {
    expect(choicesForPlan(evening, false)).toMatchObject({ lengthMin: 10, screens: 2, mediaIntervalSec: 4 });
    expect(choicesForPlan(evening, true).lengthMin).toBe(30);
  });
});
