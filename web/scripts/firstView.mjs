// The build's first-view step (docs/architecture.md#first-view), used by vite.config.ts: the stylesheet
// inline in every document (nothing render-blocking but the document), and web/dist/dashboard/index.html, the
// document Hosting sends for /dashboard (one copy per language): index.html plus the dashboard's markup in #root,
// the inline script that asks for the card images at parse time, and a preconnect to the image hosts.
// scripts/lib/csp.mjs allows that script by the hash computed here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT_FILE = join(dirname(fileURLToPath(import.meta.url)), 'firstViewScript.js');

/** The inline script's exact text, without its leading comments (the CSP hash is of this). */
export function firstViewScript() {
  const lines = readFileSync(SCRIPT_FILE, 'utf8').trim().split('\n');
  const code = lines.findIndex((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line));
  return lines.slice(code).join('\n');
}

/** `'sha256-…'` of the inline script, for the Content-Security-Policy's script-src. */
export function firstViewScriptHash() {
  return `'sha256-${createHash('sha256').update(firstViewScript()).digest('base64')}'`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** The document with each linked stylesheet of the build written in as a <style>. */
export function inlineStylesheets(html, cssOf) {
  return html.replace(STYLESHEET_LINK, (link, file) => {
    const css = cssOf(file);
    return css === undefined ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/**
 * dashboard.html from the built index.html: the shell markup in #root, and in the head the image hosts'
 * preconnects and the inline script, before the stylesheet and the app's module script.
 */
export function dashboardDocument(indexHtml, shellHtml, imageOrigins) {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('<title>')) throw new Error('index.html lacks #root or <title>');
  const preconnects = imageOrigins.map((origin) => `<link rel="preconnect" href="${origin}">`).join('');
  return indexHtml
    .replace('<title>', `${preconnects}<script>${firstViewScript()}</script><title>`)
    .replace(root, `<div id="root">${shellHtml}</div>`);
}

/**
 * Origins the card images come from: the hosts a deployment lists (VITE_MEDIA_EXTRA_HOSTS, with the
 * forum's preview host), else the embedded demo source, as web/src/config/media.ts decides.
 */
export function imageOrigins(configuredHosts, demoSourceHost) {
  const hosts = (configuredHosts ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hosts.length === 0
    ? [`http://${demoSourceHost}`]
    : ['https://preview.redd.it', ...hosts.map((host) => `https://${host}`)];
}

/** Where Hosting's i18n (firebase.json "i18n.root") finds a language's own copy of a file. */
export const LOCALIZED_ROOT = 'localized';

/**
 * Where the build writes one language's copy of a file: English (DEFAULT_LOCALE in @shared, the fallback Hosting
 * serves) at the file's own path, every other language under LOCALIZED_ROOT/<locale>/.
 */
export function localizedFileName(locale, fileName) {
  return locale === 'en' ? fileName : `${LOCALIZED_ROOT}/${locale}/${fileName}`;
}

/** A document for another language: its own `lang`, so screen readers and translation tools read it right. */
export function inLanguage(html, locale) {
  if (!/<html lang="en">/.test(html)) throw new Error('first view: index.html lacks <html lang="en">');
  return html.replace('<html lang="en">', `<html lang="${locale}">`);
}

/**
 * Where the first view lives: a directory index, so that Hosting serves /dashboard as a file. Hosting's i18n picks a
 * language's copy only for files (a rewrite's destination is never localized), and `trailingSlash: false` in
 * firebase.json serves the index at /dashboard itself, without a redirect to /dashboard/.
 */
export const DASHBOARD_FILE = 'dashboard/index.html';

/** The id of the document's star list (web/src/stars/starCatalogue.ts reads it). */
export const STAR_CATALOGUE_ELEMENT_ID = 'star-catalogue';

/**
 * The seeded star list as a JSON data block in the head: every document carries the list its first view shows, so
 * the app's JS does not (a data block is never run, so the CSP's script hashes do not concern it).
 */
export function withStarCatalogue(html, stars) {
  if (!html.includes('</head>')) throw new Error('first view: index.html lacks </head>');
  const json = JSON.stringify(stars).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${STAR_CATALOGUE_ELEMENT_ID}">${json}</script></head>`,
  );
}

/**
 * The Vite plugin: inline CSS in index.html, and emit the dashboard's first view with the shells rendered by
 * `renderShells`: English at DASHBOARD_FILE, each other language's copy under localized/<locale>/, which Hosting
 * serves by the visitor's language cookie or Accept-Language (docs/architecture.md "Languages").
 */
export function firstViewPlugin({ renderShells, origins, stars }) {
  return {
    name: 'starsession-first-view',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: (html) => withStarCatalogue(html, stars),
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('first view: the build has no index.html');
      const cssOf = (file) => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? String(asset.source) : undefined;
      };
      const html = inlineStylesheets(String(index.source), cssOf);
      index.source = html;
      for (const { locale, shell } of await renderShells()) {
        const document = dashboardDocument(html, shell, origins);
        this.emitFile({
          type: 'asset',
          fileName: localizedFileName(locale, DASHBOARD_FILE),
          source: locale === 'en' ? document : inLanguage(document, locale),
        });
      }
    },
  };
}
