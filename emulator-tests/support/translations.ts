// The app's own translations (web/src/locales/<area>/<locale>.po), so a journey checks that a page shows the words
// the catalogs give for that language, not a copy of them that could drift.
import { readdirSync, readFileSync } from 'node:fs';
import PO from 'pofile';

const LOCALES_DIR = new URL('../../web/src/locales/', import.meta.url);
const catalogs = new Map<string, Map<string, string>>();

function catalog(locale: string): Map<string, string> {
  let messages = catalogs.get(locale);
  if (messages) return messages;
  messages = new Map();
  for (const area of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!area.isDirectory() || area.name === 'compiled') continue;
    const file = new URL(`${area.name}/${locale}.po`, LOCALES_DIR);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const item of PO.parse(text).items) {
      if (!item.msgctxt) messages.set(item.msgid, item.msgstr.join(''));
    }
  }
  catalogs.set(locale, messages);
  return messages;
}

/** The page's words for this English message in `locale`, placeholders filled in; fails on a message it lacks. */
export function tr(locale: string, english: string, values: Record<string, string | number> = {}): string {
  const translated = locale === 'en' ? english : catalog(locale).get(english);
  if (!translated) throw new Error(`no ${locale} translation of "${english}" in web/src/locales`);
  return translated.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
