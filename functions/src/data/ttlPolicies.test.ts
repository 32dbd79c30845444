import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../shared/collections.js';

// A document written with an `expiresAt` time is only deleted by Firestore if its collection has a TTL policy
// (docs/product-rules.md, docs/operations.md); without one the field is a label and the documents pile up. The
// expiring collections are read off the code, so a new writer cannot be forgotten here the way a list would be.

const repoRoot = new URL('../../../', import.meta.url);
// The web writes some server-only-readable collections itself (signup_counters, under firestore.rules).
const SCANNED_ROOTS = ['functions/src', 'web/src'];

type CollectionKey = keyof typeof COLLECTIONS;

function sourceFiles(): { path: string; text: string }[] {
  return SCANNED_ROOTS.flatMap((root) =>
    readdirSync(new URL(root, repoRoot), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
      .map((file) => {
        const path = `${root}/${file}`;
        return { path, text: readFileSync(new URL(path, repoRoot), 'utf8') };
      }),
  );
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const isExpiresAtInObjectLiteral = (n: ts.Node): boolean =>
  (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) &&
  ts.isObjectLiteralExpression(n.parent) &&
  ts.isIdentifier(n.name) &&
  n.name.text === 'expiresAt';

/**
 * The collections one file writes with an `expiresAt`: those its writing statement names through COLLECTIONS.x,
 * directly or through a helper of the same file (`purchaseOrderRef(id).create(...)`); if the statement names none,
 * every collection of the file (the document may be built in one function and written in another). A file naming
 * no collection keeps the field in memory (a token's expiry) and writes nothing.
 */
function expiringCollectionsOf(path: string, text: string): CollectionKey[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const topLevel = new Map<string, ts.Statement>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) topLevel.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name)) topLevel.set(decl.name.text, statement);
      }
    }
  }
  const named = (root: ts.Node, seen = new Set<ts.Node>()): Set<CollectionKey> => {
    const found = new Set<CollectionKey>();
    seen.add(root);
    walk(root, (n) => {
      if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'COLLECTIONS') {
        found.add(n.name.text as CollectionKey);
      }
      const helper = ts.isIdentifier(n) ? topLevel.get(n.text) : undefined;
      if (helper && !seen.has(helper)) for (const key of named(helper, seen)) found.add(key);
    });
    return found;
  };
  const inFile = named(file);
  if (inFile.size === 0) return [];
  const expiring = new Set<CollectionKey>();
  walk(file, (n) => {
    if (!isExpiresAtInObjectLiteral(n)) return;
    let statement: ts.Node = n;
    while (statement.parent !== file) statement = statement.parent;
    const here = named(statement);
    for (const key of here.size > 0 ? here : inFile) expiring.add(key);
  });
  return [...expiring];
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

const ttlPolicies = (): string[] =>
  (
    JSON.parse(readFileSync(new URL('firestore.indexes.json', repoRoot), 'utf8')) as { fieldOverrides: FieldOverride[] }
  ).fieldOverrides
    .filter((o) => o.ttl === true && o.fieldPath === 'expiresAt')
    .map((o) => o.collectionGroup);

describe('firestore.indexes.json TTL policies', () => {
  const written = sourceFiles().flatMap(({ path, text }) =>
    expiringCollectionsOf(path, text).map((key) => ({ path, collection: COLLECTIONS[key] })),
  );
  const expiring = new Set<string>(written.map((w) => w.collection));

  it('has a TTL policy on expiresAt for every collection the code writes with an expiry', () => {
    const policies = new Set(ttlPolicies());
    expect(written.filter((w) => !policies.has(w.collection))).toEqual([]);
  });

  it('names only collections the app has, each of which the scan finds written with an expiry', () => {
    // The second half keeps the scan honest: a policy whose writer it no longer sees means it has gone blind.
    const known = new Set<string>(Object.values(COLLECTIONS));
    for (const collection of ttlPolicies()) {
      expect(known.has(collection), collection).toBe(true);
      expect(expiring.has(collection), collection).toBe(true);
    }
  });
});
