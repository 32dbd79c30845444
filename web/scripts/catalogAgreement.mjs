// One message, one translation: `lingui compile` merges every catalog of a locale into one module, so the same
// English (and context) translated two ways in two catalogs would leave one of them wrong without a word. This
// finds such pairs; give one of them a `context` if the meanings differ, or make the translations agree.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';

/**
 * @param {{ area: string, text: string }[]} catalogs one locale's catalogs: their area and PO text
 * @returns {{ message: string, translations: { area: string, msgstr: string }[] }[]}
 */
export function disagreements(catalogs) {
  const byMessage = new Map();
  for (const { area, text } of catalogs) {
    for (const item of PO.parse(text).items) {
      const msgstr = item.msgstr.join('');
      if (msgstr === '') continue;
      const message = item.msgctxt ? `${item.msgid} (context: ${item.msgctxt})` : item.msgid;
      const seen = byMessage.get(message) ?? [];
      seen.push({ area, msgstr });
      byMessage.set(message, seen);
    }
  }
  return [...byMessage]
    .filter(([, translations]) => new Set(translations.map((t) => t.msgstr)).size > 1)
    .map(([message, translations]) => ({ message, translations }));
}

/** Reads web/src/locales/<area>/<locale>.po for each locale; returns a line per disagreement. */
export function catalogDisagreements(localesDir, locales) {
  const areas = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'compiled')
    .map((entry) => entry.name);
  return locales.flatMap((locale) => {
    const catalogs = areas.flatMap((area) => {
      try {
        return [{ area, text: readFileSync(join(localesDir, area, `${locale}.po`), 'utf8') }];
      } catch {
        return [];
      }
    });
    return disagreements(catalogs).map(
      ({ message, translations }) =>
        `${locale}: "${message}" is ${translations.map((t) => `"${t.msgstr}" (${t.area})`).join(' but ')}`,
    );
  });
}
