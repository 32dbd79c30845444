import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { THUMBNAIL_CACHE_VERSION } from '@shared/constants';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storageKeys';

// Through a variable: Vite rewrites the literal `new URL(…, import.meta.url)` form into an asset URL.
const testFile = import.meta.url;
const srcDir = decodeURIComponent(new URL('../', testFile).pathname);
const HOME = 'config/storageKeys.ts';
const CHECKER = 'config/storageKeys.test.ts';
const PREFIX = 'starsession.';
// Literals in the app's namespace that are not storage keys, each with the reason.
const NOT_STORAGE: Readonly<Record<string, string>> = {
  'lib/firebase/signInBroadcast.ts': 'a BroadcastChannel name, not a storage key',
  'config/indexedDbNames.ts': 'IndexedDB database names, kept out of the first view (storageKeys.ts loads with it)',
};
const STORAGE_CALLS = new Set(['getItem', 'setItem', 'removeItem']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Storage key literals in one file: namespaced strings, and any literal handed to get/set/removeItem. */
function keyLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const literalText = (node: ts.Node): string | null =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? node.head.text
        : null;
  const visit = (node: ts.Node): void => {
    const literal = literalText(node);
    if (literal?.startsWith(PREFIX)) found.push(literal);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STORAGE_CALLS.has(node.expression.name.text)
    ) {
      const [key] = node.arguments;
      const text = key ? literalText(key) : null;
      if (text !== null && !text.startsWith(PREFIX)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('STORAGE_KEYS', () => {
  it('when any web source names a storage key itself, then this fails: every key goes through STORAGE_KEYS', () => {
    const strays = sourceFiles(srcDir).flatMap((path) => {
      const file = relative(srcDir, path);
      if (file === HOME || file === CHECKER || file in NOT_STORAGE) return [];
      return keyLiterals(file, readFileSync(path, 'utf8')).map((literal) => `${file}: '${literal}'`);
    });
    expect(strays).toEqual([]);
  });

  it('when the check meets a key literal, then it reports it (the check itself can fail)', () => {
    const code = "localStorage.setItem('starsession.x', '1'); sessionStorage.getItem(`other.${id}`);";
    expect(keyLiterals('fixture.ts', code)).toEqual(['starsession.x', 'other.']);
  });

  it('keeps every key in the app namespace and no two alike', () => {
    const keys = Object.values(STORAGE_KEYS).map((key) => (typeof key === 'function' ? key('star-id') : key));
    expect(keys.every((key) => key.startsWith(PREFIX))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys card images by cache version and star, so a new version drops older entries', () => {
    const key = STORAGE_KEYS.thumbnail('aria-vale');
    expect(key).toContain(THUMBNAIL_CACHE_VERSION);
    expect(key).toContain('aria-vale');
    expect(STORAGE_KEYS.thumbnail('nova-sterling')).not.toBe(key);
  });
});
