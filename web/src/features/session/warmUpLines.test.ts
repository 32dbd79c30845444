import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { WARM_UP_LINES } from '../../lib/sessionEngine/aiScheduler';
import { WARM_UP_MESSAGES } from './warmUpLines';

describe('warm-up lines', () => {
  it('when shown in English, then they are the scheduler’s lines, in its order', () => {
    expect(WARM_UP_MESSAGES.map((line) => i18n._(line))).toEqual(WARM_UP_LINES);
  });

  it('when shown in Spanish, then each is translated', async () => {
    await act(() => activateLocale('es'));
    const spanish = WARM_UP_MESSAGES.map((line) => i18n._(line));
    expect(spanish[0]).toBe('Acomódate y relájate.');
    for (const [index, line] of spanish.entries()) expect(line).not.toBe(WARM_UP_LINES[index]);
  });
});
