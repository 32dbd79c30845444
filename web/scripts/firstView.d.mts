import type { Plugin } from 'vite';

export function firstViewScript(): string;
export function firstViewScriptHash(): string;
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string;
export function dashboardDocument(indexHtml: string, shellHtml: string, imageOrigins: readonly string[]): string;
export function imageOrigins(configuredHosts: string | undefined, demoSourceHost: string): string[];
export function firstViewPlugin(options: { renderShell: () => Promise<string>; origins: readonly string[] }): Plugin;
