// The installable app's build (docs/architecture.md "Installable app"): the two web app manifests
// (config/pwa.ts; the neutral one named by VITE_NEUTRAL_TITLE; a copy of each per language) and the service worker,
// built by vite-plugin-pwa from src/sw.ts with a precache of the offline page (public/offline.html, self-contained),
// the icons and index.html.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_HREF, webAppManifest, type AppLook } from './src/config/pwa';
import { DEFAULT_NEUTRAL_TITLE, parseNeutralTitle } from './src/config/neutralTitle';
import { DEFAULT_LOCALE } from '../functions/src/shared/constants';
import { localizedFileName } from './scripts/firstView.mjs';
import { inEnglish, type BuildTimeTranslate } from './src/lib/i18n/catalogTranslator';

const LOOKS: AppLook[] = ['app', 'neutral'];

/** One shipped language and its build-time translator (lib/i18n/catalogTranslator.ts). */
export interface LocaleTranslator {
  locale: string;
  translate: BuildTimeTranslate;
}

/**
 * The manifests: English at the root, and each other language's copy under localized/<locale>/, which Hosting's
 * i18n serves by the language cookie or Accept-Language (index.html asks for it with credentials, so the cookie
 * goes along). The neutral look's default name is a plain word in the visitor's language ("Notizen"); an operator's
 * own VITE_NEUTRAL_TITLE stays as it was set, as the tab title does (lib/discretion/discreetChoice.ts).
 */
function webAppManifests(translators: () => Promise<LocaleTranslator[]>): Plugin {
  let neutralTitle = DEFAULT_NEUTRAL_TITLE;
  const manifestFiles = (locale: string, translate: BuildTimeTranslate) =>
    LOOKS.map((look) => {
      const name =
        look === 'neutral' && neutralTitle === DEFAULT_NEUTRAL_TITLE ? translate(neutralTitle) : neutralTitle;
      return {
        fileName: localizedFileName(locale, MANIFEST_HREF[look].slice(1)),
        source: JSON.stringify(webAppManifest(look, name, locale), null, 2),
      };
    });
  return {
    name: 'starsession:web-app-manifests',
    configResolved(config) {
      neutralTitle = parseNeutralTitle(config.env.VITE_NEUTRAL_TITLE);
    },
    async generateBundle() {
      for (const { locale, translate } of await translators())
        for (const file of manifestFiles(locale, translate)) this.emitFile({ type: 'asset', ...file });
    },
    configureServer(server) {
      // Development serves the English copies only (no Hosting in front of `vite dev`).
      const files = manifestFiles(DEFAULT_LOCALE, inEnglish);
      server.middlewares.use((request, response, next) => {
        const file = files.find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(file.source);
      });
    },
  };
}

export function installableApp({ translators }: { translators: () => Promise<LocaleTranslator[]> }): Plugin[] {
  return [
    webAppManifests(translators),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // Never the app's chunks, media or anything signed-in: only what the offline page and installing need.
        globPatterns: ['index.html', 'offline.{html,js}', '*.svg', '*.webmanifest', 'icons/*.png'],
      },
    }),
  ];
}
