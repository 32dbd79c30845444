import { i18n } from '@lingui/core';
import { validateUsername } from '@shared/validation/username';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { usernameProblem } from './usernameProblem';

// One name per problem @shared/validation/username names.
const PROBLEM_NAMES = ['', 'ab', 'a'.repeat(21), 'two words', '1abc'];

describe('usernameProblem', () => {
  it('when English, then each problem shows as the shared validation says it', () => {
    for (const name of PROBLEM_NAMES) {
      const problem = validateUsername(name) ?? '';
      expect(usernameProblem(problem, i18n)).toBe(problem);
    }
  });

  it('when German, then every problem the shared validation names is translated', async () => {
    await activateLocale('de');
    const problems = PROBLEM_NAMES.map((name) => validateUsername(name) ?? '');
    expect(new Set(problems).size).toBe(PROBLEM_NAMES.length);
    for (const problem of problems) expect(usernameProblem(problem, i18n)).not.toBe(problem);
    expect(usernameProblem(validateUsername('ab') ?? '', i18n)).toBe(
      'Der Benutzername muss mindestens 3 Zeichen haben.',
    );
  });
});
