import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source: the spec's exact strings are the message ids' text, so the English catalog needs no
// translating. A catalog per feature (and one for the rest of the app), so work on two features never edits the
// same file; `lingui compile` merges them into one module per locale, the only one a visitor loads.
// The pseudo-locale (accented; scripts/i18n.mjs makes it 30 % longer) is for development and tests: it shows
// unextracted strings (they stay plain English) and layouts that break on longer text. It is not offered to
// visitors (LOCALES in @shared).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'es', 'it', 'pseudo'],
  pseudoLocale: 'pseudo',
  // No fallback: a message missing in a shipped locale fails `lingui compile --strict` (scripts/i18n.mjs).
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/', '<rootDir>/src/locales/', '**/*.test.*'],
    },
  ],
  catalogsMergePath: '<rootDir>/src/locales/compiled/{locale}',
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
