import type { Plugin } from 'vite';

export function firstViewScript(): string;
export function firstViewScriptHash(): string;
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string;
export function dashboardDocument(indexHtml: string, shellHtml: string, imageOrigins: readonly string[]): string;
export function imageOrigins(configuredHosts: string | undefined, demoSourceHost: string): string[];
export const LOCALIZED_ROOT: string;
export function localizedFileName(locale: string, fileName: string): string;
export const DASHBOARD_FILE: string;
export function inLanguage(html: string, locale: string): string;
export const STAR_CATALOGUE_ELEMENT_ID: string;
export function withStarCatalogue(html: string, stars: readonly unknown[]): string;
export function firstViewPlugin(options: {
  renderShells: () => Promise<{ locale: string; shell: string }[]>;
  origins: readonly string[];
  stars: readonly unknown[];
}): Plugin;
