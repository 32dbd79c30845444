import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { EMAIL_PROBLEM_TEXT } from '@shared/validation/email';
import { USERNAME_PROBLEM_TEXT } from '@shared/validation/username';
import { EMAIL_PROBLEM_MESSAGES, USERNAME_PROBLEM_MESSAGES } from './problemMessages';

describe("the validators' problems in words", () => {
  it('when shown in English, then each is the English @shared gives it (the spec’s strings)', () => {
    for (const [problem, text] of Object.entries(USERNAME_PROBLEM_TEXT))
      expect(i18n._(USERNAME_PROBLEM_MESSAGES[problem as keyof typeof USERNAME_PROBLEM_TEXT])).toBe(text);
    for (const [problem, text] of Object.entries(EMAIL_PROBLEM_TEXT))
      expect(i18n._(EMAIL_PROBLEM_MESSAGES[problem as keyof typeof EMAIL_PROBLEM_TEXT])).toBe(text);
  });

  it('when German, then every problem is in German', async () => {
    await activateLocale('de');
    const all = [
      ...Object.entries(USERNAME_PROBLEM_TEXT).map(
        ([p, text]) => [USERNAME_PROBLEM_MESSAGES[p as keyof typeof USERNAME_PROBLEM_TEXT], text] as const,
      ),
      ...Object.entries(EMAIL_PROBLEM_TEXT).map(
        ([p, text]) => [EMAIL_PROBLEM_MESSAGES[p as keyof typeof EMAIL_PROBLEM_TEXT], text] as const,
      ),
    ];
    for (const [message, english] of all) expect(i18n._(message)).not.toBe(english);
    expect(i18n._(USERNAME_PROBLEM_MESSAGES.tooShort)).toBe('Der Benutzername muss mindestens 3 Zeichen haben.');
  });
});
