import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// functions/src/shared (the web's `@shared`) holds only what both the web and the functions import
// (docs/architecture.md): a module one side alone uses belongs on that side.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = join(repo, 'functions/src/shared');

/** Shared modules that stay although one side's production code alone imports them, each with why. */
const ONE_SIDED = {
  'api/firstIssueMessage.ts': "the shared schema tests read each schema's message through it",
  'media/listingPayload.ts': 'normalises the recorded forum payloads the shared toMediaItems tests convert',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });

/** The shared files `file` imports (through `@shared/…` or a relative path), as absolute paths. */
function sharedImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].flatMap(([, spec = '']) => {
    const base = spec.startsWith('@shared/')
      ? join(shared, spec.slice('@shared/'.length))
      : spec.startsWith('.')
        ? resolve(dirname(file), spec)
        : null;
    if (base === null) return [];
    const path = `${base.replace(/\.js$/, '')}.ts`;
    return path.startsWith(shared) ? [path] : [];
  });
}

/** Which sides ('web', 'functions') reach each shared module, directly or through other shared modules. */
function sidesBySharedModule(): Map<string, Set<string>> {
  const sides = new Map<string, Set<string>>();
  const reach = (module: string, side: string) => {
    const seen = sides.get(module) ?? new Set<string>();
    if (seen.has(side)) return;
    sides.set(module, seen.add(side));
    for (const next of sharedImportsOf(module)) reach(next, side);
  };
  const functionsCode = sourceFiles(join(repo, 'functions/src')).filter((f) => !f.startsWith(shared));
  for (const file of functionsCode) for (const module of sharedImportsOf(file)) reach(module, 'functions');
  for (const file of sourceFiles(join(repo, 'web/src')))
    for (const module of sharedImportsOf(file)) reach(module, 'web');
  return sides;
}

describe('@shared', () => {
  it('when a shared module exists, then production code on both sides imports it (or it is listed with a reason)', () => {
    const sides = sidesBySharedModule();
    const modules = sourceFiles(shared).filter((f) => !f.includes('/fixtures/'));
    expect(modules.length).toBeGreaterThan(20);
    const oneSided = modules
      .map((module) => ({ module: relative(shared, module), sides: [...(sides.get(module) ?? [])].sort() }))
      .filter(({ sides: reached }) => reached.length < 2);
    expect(oneSided.map((m) => m.module).sort()).toEqual(Object.keys(ONE_SIDED).sort());
  });
});
