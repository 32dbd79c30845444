import { describe, it, expect } from 'vitest';
import { capLengthForPlan, defaultSessionConfig, validateSavedConfig } from './sessionConfig';

const saved = {
  lengthMin: 20,
  screens: 2,
  enableAI: false,
  enableBar: true,
  mediaIntervalSec: 4,
  ignoreVideoDuration: true,
  ts: 1_700_000_000_000,
};

describe('defaultSessionConfig', () => {
  it('is 10 minutes, 3 screens, AI and bar on, 6 s interval, video duration respected', () => {
    expect(defaultSessionConfig()).toEqual({
      lengthMin: 10,
      screens: 3,
      enableAI: true,
      enableBar: true,
      mediaIntervalSec: 6,
      ignoreVideoDuration: false,
    });
  });

  it('returns a fresh object each time', () => {
    const a = defaultSessionConfig();
    a.screens = 1;
    expect(defaultSessionConfig().screens).toBe(3);
  });
});

describe('validateSavedConfig', () => {
  it('accepts a valid config for a premium user unchanged', () => {
    expect(validateSavedConfig(saved, { premium: true })).toEqual(saved);
  });

  it('caps a free user at 10 minutes and keeps the other choices', () => {
    expect(validateSavedConfig({ ...saved, lengthMin: 30 }, { premium: false })).toEqual({ ...saved, lengthMin: 10 });
    expect(validateSavedConfig({ ...saved, lengthMin: 5 }, { premium: false })?.lengthMin).toBe(5);
  });

  it('accepts the interval bounds 3 and 10', () => {
    expect(validateSavedConfig({ ...saved, mediaIntervalSec: 3 }, { premium: true })?.mediaIntervalSec).toBe(3);
    expect(validateSavedConfig({ ...saved, mediaIntervalSec: 10 }, { premium: true })?.mediaIntervalSec).toBe(10);
  });

  it('drops a missing or invalid timestamp but keeps the config', () => {
    const { ts: _ts, ...noTs } = saved;
    expect(validateSavedConfig(noTs, { premium: true })).toEqual(noTs);
    expect(validateSavedConfig({ ...saved, ts: 'yesterday' }, { premium: true })).toEqual(noTs);
  });

  it('ignores unknown fields', () => {
    expect(validateSavedConfig({ ...saved, extra: 1 }, { premium: true })).toEqual(saved);
  });

  it.each([
    ['length not in 5/10/20/30', { lengthMin: 15 }],
    ['length as a string', { lengthMin: '10' }],
    ['screens 0', { screens: 0 }],
    ['screens 4', { screens: 4 }],
    ['interval below 3', { mediaIntervalSec: 2.9 }],
    ['interval above 10', { mediaIntervalSec: 11 }],
    ['interval NaN', { mediaIntervalSec: Number.NaN }],
    ['interval as a string', { mediaIntervalSec: '6' }],
    ['enableAI not boolean', { enableAI: 'true' }],
    ['enableBar missing', { enableBar: undefined }],
    ['ignoreVideoDuration as 1', { ignoreVideoDuration: 1 }],
  ])('rejects %s', (_label, patch) => {
    expect(validateSavedConfig({ ...saved, ...patch }, { premium: true })).toBeNull();
  });

  it('rejects non-objects', () => {
    for (const raw of [null, undefined, 'config', 10, [saved]]) {
      expect(validateSavedConfig(raw, { premium: true })).toBeNull();
    }
  });
});

describe('capLengthForPlan', () => {
  it('caps only free users and only above 10', () => {
    expect(capLengthForPlan(20, false)).toBe(10);
    expect(capLengthForPlan(10, false)).toBe(10);
    expect(capLengthForPlan(30, true)).toBe(30);
  });
});
