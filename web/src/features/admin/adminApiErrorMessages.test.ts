import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES, API_ERRORS, apiErrorBody } from '@shared/api/apiErrors';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { errorBodyMessage } from '../../lib/apiErrors/apiErrorMessage';
import { ADMIN_API_ERROR_MESSAGES } from './adminApiErrorMessages';
import './AdminConsole';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the console’s API error messages', () => {
  it('has a message for every code only the console meets, its English the server’s, byte for byte', () => {
    expect(Object.keys(ADMIN_API_ERROR_MESSAGES).sort()).toEqual([...ADMIN_ERROR_CODES].sort());
    for (const code of ADMIN_ERROR_CODES) expect(i18n._(ADMIN_API_ERROR_MESSAGES[code]), code).toBe(API_ERRORS[code]);
  });

  it('when the console has loaded and the page is in German, then a console code shows in German', async () => {
    await act(() => activateLocale('de'));
    // The console's catalog is a lazily loaded area: loading the locale with the console's module in place brings it.
    expect(errorBodyMessage(apiErrorBody('reviewersOnly'), 'x')).not.toBe(API_ERRORS.reviewersOnly);
  });
});
