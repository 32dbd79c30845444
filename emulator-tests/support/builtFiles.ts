// The build under test as the browser sees it: which built file holds a module, and which scripts a page asked for.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The built file of a bundled module (path from the site root), read off Vite's manifest of the build under test. */
export function builtFileOf(moduleKeyPart: string): string {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../web/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([key]) => key.includes(moduleKeyPart));
  if (!entry) throw new Error(`no built chunk for ${moduleKeyPart}`);
  return `/${entry[1].file}`;
}

/** The path of every script the page requests from now on (asked for counts, finished or not). */
export function recordScriptRequests(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  });
  return paths;
}
