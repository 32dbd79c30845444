// Whether web/dist, functions/lib and demo-upstream/lib are older than their sources, so measuring scripts rebuild only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function buildIsStale() {
  const outputs = [
    join(ROOT, 'web/dist/index.html'),
    join(ROOT, 'functions/lib/index.js'),
    join(ROOT, 'demo-upstream/lib/demo-upstream/src/main.js'),
  ];
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return ['web/src', 'functions/src', 'demo-upstream/src'].some((dir) => newestMtime(join(ROOT, dir)) > built);
}
