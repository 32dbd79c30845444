// The installable app's build (docs/architecture.md "Installable app"): the two web app manifests
// (config/pwa.ts; the neutral one named by VITE_NEUTRAL_TITLE) and the service worker, built by vite-plugin-pwa from
// src/sw.ts with a precache of the offline page (public/offline.html, self-contained), the icons and index.html.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_HREF, webAppManifest, type AppLook } from './src/config/pwa';
import { parseNeutralTitle } from './src/config/neutralTitle';

const LOOKS: AppLook[] = ['app', 'neutral'];

function webAppManifests(): Plugin {
  let files: { fileName: string; source: string }[] = [];
  return {
    name: 'starsession:web-app-manifests',
    configResolved(config) {
      const neutralTitle = parseNeutralTitle(config.env.VITE_NEUTRAL_TITLE);
      files = LOOKS.map((look) => ({
        fileName: MANIFEST_HREF[look].slice(1),
        source: JSON.stringify(webAppManifest(look, neutralTitle), null, 2),
      }));
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },
    configureServer(server) {
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

export function installableApp(): Plugin[] {
  return [
    webAppManifests(),
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
