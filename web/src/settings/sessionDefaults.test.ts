import { describe, expect, it } from 'vitest';
import { defaultSessionConfig } from '../lib/validation/sessionConfig';
import { parseSessionDefaults, settingsFromDefaults } from './sessionDefaults';

const valid = { defaultScreens: 2, defaultLength: 30, enableAI: false, enableBar: true };

describe('parseSessionDefaults', () => {
  it('accepts the documented shape and caps a free user at 10 minutes', () => {
    expect(parseSessionDefaults(valid, { premium: true })).toEqual(valid);
    expect(parseSessionDefaults(valid, { premium: false })).toEqual({ ...valid, defaultLength: 10 });
  });

  it('rejects anything else', () => {
    for (const bad of [
      null,
      'x',
      [],
      { ...valid, defaultScreens: 4 },
      { ...valid, defaultLength: 7 },
      { ...valid, enableAI: 'yes' },
    ]) {
      expect(parseSessionDefaults(bad, { premium: true })).toBeNull();
    }
  });
});

describe('settingsFromDefaults', () => {
  it('starts the setup page from the defaults, keeping the interval options', () => {
    const base = defaultSessionConfig();
    expect(
      settingsFromDefaults({ defaultScreens: 1, defaultLength: 20, enableAI: false, enableBar: false }, base, false),
    ).toEqual({
      ...base,
      screens: 1,
      lengthMin: 10,
      enableAI: false,
      enableBar: false,
    });
  });
});
