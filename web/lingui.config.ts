import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source: the spec's exact strings are the message ids' text, so the English catalog needs no
// translating. Many small catalogs (below), so work on two parts of the app never edits the same file; `lingui compile` writes each next to its .po and scripts/i18n.mjs merges them into the module a visitor loads first
// (src/locales/compiled/<locale>.ts) and one per lazily loaded area (src/locales/lazyAreas.json).
// The pseudo-locale (accented; scripts/i18n.mjs makes it 30 % longer) is for development and tests: it shows
// unextracted strings (they stay plain English) and layouts that break on longer text. It is not offered to
// visitors (LOCALES in @shared).
const SHARED_LAYERS = ['app', 'components', 'hooks', 'identity', 'media', 'settings', 'store', 'toys'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'es', 'it', 'pseudo'],
  pseudoLocale: 'pseudo',
  // No fallback: a message missing in a shipped locale fails `lingui compile --strict` (scripts/i18n.mjs).
  fallbackLocales: false,
  catalogs: [
    // A catalog per feature, per top-level folder of the shared layers, and per folder of lib/.
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    ...SHARED_LAYERS.map((layer) => ({
      path: `<rootDir>/src/locales/${layer}/{locale}`,
      include: [`<rootDir>/src/${layer}/`],
      exclude: ['**/*.test.*'],
    })),
    {
      path: '<rootDir>/src/locales/lib-{name}/{locale}',
      include: ['<rootDir>/src/lib/{name}/'],
      exclude: ['**/*.test.*'],
    },
    { path: '<rootDir>/src/locales/main/{locale}', include: ['<rootDir>/src/main.ts', '<rootDir>/src/sw.ts'] },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
