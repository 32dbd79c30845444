import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { UPLOAD_REFUSALS, UPLOAD_REFUSAL_TEXT } from '@shared/media/uploadRefusals';
import { activateLocale } from '../../../lib/i18n/i18n';
import { REFUSAL_TEXT } from './uploadTexts';

describe('the console’s refusal wording', () => {
  it('says in English what the server says for every refusal code (one wording, two homes held together)', async () => {
    await activateLocale('en');
    for (const code of UPLOAD_REFUSALS) expect(i18n._(REFUSAL_TEXT[code]), code).toBe(UPLOAD_REFUSAL_TEXT[code]);
  });

  it('words every code in French too', async () => {
    await activateLocale('fr');
    for (const code of UPLOAD_REFUSALS) expect(i18n._(REFUSAL_TEXT[code]), code).not.toBe(UPLOAD_REFUSAL_TEXT[code]);
    await activateLocale('en');
  });
});
