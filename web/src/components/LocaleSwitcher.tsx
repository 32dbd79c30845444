import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES } from '@shared/constants';
import { LOCALE_SWITCHER_ID } from '../config/localeSwitcher';
import { chooseLocale } from '../lib/i18n/i18n';
import { isLocale } from '../lib/i18n/pickLocale';

/**
 * The language switcher (footer): each language by its own name and `lang`, so a visitor finds theirs whatever
 * the page is in now. The choice shows at once and is remembered on this device (lib/i18n/i18n.ts).
 */
export function LocaleSwitcher() {
  const { i18n } = useLingui();
  return (
    <span className="locale-switcher">
      <label htmlFor={LOCALE_SWITCHER_ID}>
        <Trans>Language</Trans>
      </label>
      <select
        id={LOCALE_SWITCHER_ID}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
