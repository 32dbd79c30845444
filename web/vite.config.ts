import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Messages } from '@lingui/core';
import react from '@vitejs/plugin-react';
import { loadEnv, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';
import { DEMO_UPSTREAM_URL, EMULATORS } from '../scripts/lib/projectConfig.mjs';
import { LOCALES } from '../functions/src/shared/constants';
import { SEED_STARS } from '../functions/src/shared/stars';
import { firstViewPlugin, imageOrigins } from './scripts/firstView.mjs';
import type * as DashboardShell from './src/features/dashboard/dashboardShell';
import { catalogTranslator } from './src/lib/i18n/catalogTranslator';
import { installableApp, type LocaleTranslator } from './vite.pwa';

/** Redux Toolkit and what it is built on; React comes along (a group takes its modules' dependencies too). */
const STORE_LIBRARIES =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/;

const sharedDir = fileURLToPath(new URL('../functions/src/shared', import.meta.url));

/** A module of the app, run at build time with the app's @shared alias. */
const importForBuild = <T>(path: string) =>
  runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@shared': sharedDir } },
  }).then(({ module }) => module);

function memoize<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

// Emulator ports and the demo media source come from the one reader of firebase.json and the
// emulator env (scripts/lib/projectConfig.mjs), so the web build never restates them (src/config/emulators.ts).
const emulatorConfig = {
  auth: EMULATORS.auth.port,
  firestore: EMULATORS.firestore.port,
  storage: EMULATORS.storage.port,
  demoSourceHost: new URL(DEMO_UPSTREAM_URL).host,
};

/** Each shipped language's build-time translator, from its compiled catalog (the build compiles them first). */
const buildTimeTranslators = memoize(async (): Promise<LocaleTranslator[]> =>
  Promise.all(
    LOCALES.map(async (locale) => {
      const { messages } = await importForBuild<{ messages: Messages }>(`./src/locales/compiled/${locale}.ts`);
      return { locale, translate: catalogTranslator(locale, messages) };
    }),
  ),
);

// The dashboard's build-time markup comes from the app's own module (with its @shared imports), once per language.
async function renderDashboardShells(): Promise<{ locale: string; shell: string }[]> {
  const shellModule = await importForBuild<typeof DashboardShell>('./src/features/dashboard/dashboardShell.ts');
  const year = new Date().getFullYear();
  return (await buildTimeTranslators()).map(({ locale, translate }) => ({
    locale,
    shell: shellModule.renderDashboardShell(year, translate),
  }));
}

/** Lingui's macros, through Babel only for the files that import them (the rest stays on Oxc's fast path). */
const linguiMacros = defineRolldownBabelPreset({
  // The config by path: vitest and the build run from the repository root as often as from web/.
  preset: {
    plugins: [
      [
        linguiMacro,
        { linguiConfig: getConfig({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }) },
      ],
    ],
  },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig(({ mode }) => ({
  plugins: [
    // Lingui's macros (t, msg, <Trans>) become message ids before React's transform sees the JSX (lib/i18n).
    babel({ presets: [linguiMacros] }),
    react(),
    firstViewPlugin({
      renderShells: renderDashboardShells,
      // What the web shows of a star (not which of its collections the library serves).
      stars: SEED_STARS.map(({ id, name, subreddits, premium, persona }) => ({
        id,
        name,
        subreddits,
        premium,
        persona,
      })),
      origins: imageOrigins(
        loadEnv(mode, process.cwd(), 'VITE_').VITE_MEDIA_EXTRA_HOSTS,
        emulatorConfig.demoSourceHost,
      ),
    }),
    ...installableApp({ translators: buildTimeTranslators }),
  ],
  define: { __STARSESSION_EMULATORS__: JSON.stringify(emulatorConfig) },
  resolve: { alias: { '@shared': sharedDir } },
  // The manifest feeds the first-load size budget (scripts/size-budget.mjs).
  // No modulepreload polyfill: every browser the app targets but Safari < 17 preloads natively, and there the
  // modules still load, only without the early fetch (its bytes were on the first view's budget).
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The store's libraries in a chunk of their own, so that main.ts can run them in a task before the
          // store's modules (storeLibraries.ts): in one chunk with the app's code, one import would run both.
          groups: [
            { name: 'redux', test: STORE_LIBRARIES },
            // Lingui's runtime: the age gate needs it (its words), so it is named, not a "dist" chunk.
            { name: 'lingui', test: /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    environment: 'jsdom',
    // scripts/: the pure core of the first-load size budget (scripts/size-budget.mjs at the root).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
    globalSetup: ['src/testing/compileCatalogs.ts'],
    // Tests check behaviour, not time: on a two-core machine shared with the emulators and other runs, a jsdom
    // test that takes 2 s alone has been seen past vitest's 5 s default.
    testTimeout: 15_000,
  },
}));
