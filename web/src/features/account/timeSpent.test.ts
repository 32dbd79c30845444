import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { formatDuration } from './timeSpent';

describe('formatDuration', () => {
  it('when English, then the short units of the profile: 0s, 45s, 3m 05s, 2h 03m', () => {
    expect([0, 45_000, 185_000, 7_380_000].map((ms) => formatDuration(ms, i18n))).toEqual([
      '0s',
      '45s',
      '3m 05s',
      '2h 03m',
    ]);
  });

  it('when French, Spanish or Italian, then the units are written as each language writes them', async () => {
    await activateLocale('fr');
    expect(formatDuration(185_000, i18n)).toBe('3\u00a0min 05\u00a0s');
    await activateLocale('es');
    expect(formatDuration(7_380_000, i18n)).toBe('2\u00a0h 03\u00a0min');
    await activateLocale('it');
    expect(formatDuration(45_000, i18n)).toBe('45\u00a0s');
  });
});
