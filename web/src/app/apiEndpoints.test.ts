import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { api } from '../store/apiSlice';

// One client path per server call (docs/architecture.md): read every `injectEndpoints` in the web source, note which
// `API_PATHS` entry and method each endpoint calls, and check no two endpoints share one.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface EndpointCall {
  file: string;
  endpoint: string;
  /** `METHOD key`, e.g. `GET adminMe`. */
  call: string;
}

const propertyName = (node: ts.ObjectLiteralElementLike) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;

function propertyOf(object: ts.ObjectLiteralExpression, name: string) {
  const found = object.properties.find((p) => propertyName(p) === name);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** The method of the request object around `node` (`{ url, method }`); GET when none says otherwise. */
function methodAround(node: ts.Node): string {
  for (let at: ts.Node = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isObjectLiteralExpression(at) && propertyOf(at, 'url')) {
      const method = propertyOf(at, 'method');
      return method && ts.isStringLiteral(method) ? method.text.toUpperCase() : 'GET';
    }
    if (ts.isCallExpression(at) && /^build\.\w+$/.test(at.expression.getText())) break;
  }
  return 'GET';
}

function apiPathKeysIn(node: ts.Node, found: { key: string; node: ts.Node }[] = []) {
  if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'API_PATHS')
    found.push({ key: node.name.text, node });
  node.forEachChild((child) => {
    apiPathKeysIn(child, found); // a truthy return would stop forEachChild
  });
  return found;
}

/** Every endpoint of every `injectEndpoints({ endpoints: (build) => ({ … }) })` call in `text`. */
function endpointsIn(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const endpoints: { name: string; calls: EndpointCall[] }[] = [];
  const guards: boolean[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText().endsWith('.injectEndpoints')) {
      const [options] = node.arguments;
      if (!options || !ts.isObjectLiteralExpression(options))
        throw new Error(`${file}: injectEndpoints without options`);
      const override = propertyOf(options, 'overrideExisting');
      guards.push(override !== undefined && ts.isStringLiteral(override) && override.text === 'throw');
      const build = propertyOf(options, 'endpoints');
      const body = build && ts.isArrowFunction(build) ? build.body : undefined;
      const object = body && ts.isParenthesizedExpression(body) ? body.expression : body;
      if (!object || !ts.isObjectLiteralExpression(object))
        throw new Error(`${file}: endpoints is not (build) => ({})`);
      for (const property of object.properties) {
        const name = propertyName(property);
        if (!name) throw new Error(`${file}: an endpoint without a plain name`);
        const calls = apiPathKeysIn(property).map(({ key, node: at }) => ({
          file,
          endpoint: name,
          call: `${methodAround(at)} ${key}`,
        }));
        endpoints.push({ name, calls });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return { endpoints, guards };
}

const parsed = Object.entries(sources)
  .filter(([, text]) => text.includes('injectEndpoints('))
  .map(([file, text]) => ({ file, ...endpointsIn(file, text) }));
const endpoints = parsed.flatMap((p) => p.endpoints);
const calls = endpoints.flatMap((e) => e.calls);

/** The calls that more than one endpoint makes, with the endpoints that make them. */
function sharedCalls(list: readonly EndpointCall[]) {
  const byCall = new Map<string, Set<string>>();
  for (const { call, endpoint, file } of list)
    byCall.set(call, (byCall.get(call) ?? new Set()).add(`${endpoint} (${file})`));
  return [...byCall].filter(([, owners]) => owners.size > 1).map(([call, owners]) => ({ call, owners: [...owners] }));
}

describe('api endpoints', () => {
  it('when the web source is read, then every endpoint the running app defines is found in it', async () => {
    await Promise.all(parsed.map(({ file }) => import(/* @vite-ignore */ file)));
    expect(endpoints.map((e) => e.name).sort()).toEqual(Object.keys(api.endpoints).sort());
    // The reader sees real calls: the admin check is one of them.
    expect(calls.map((c) => c.call)).toContain('GET adminMe');
  });

  it('when a feature injects endpoints, then it refuses to override an existing one', () => {
    expect(parsed.flatMap((p) => p.guards.map((guarded) => ({ file: p.file, guarded })))).toEqual(
      parsed.flatMap((p) => p.guards.map(() => ({ file: p.file, guarded: true }))),
    );
  });

  it('when endpoints call the server, then each API_PATHS entry and method has exactly one endpoint', () => {
    for (const { call } of calls) expect(Object.keys(API_PATHS)).toContain(call.split(' ')[1]);
    expect(sharedCalls(calls)).toEqual([]);
  });

  it('when a second endpoint calls an existing path, then the check names both', () => {
    const second = endpointsIn(
      'fixture.ts',
      "api.injectEndpoints({ endpoints: (build) => ({ isAdmin: build.query({ query: () => API_PATHS.adminMe }) }), overrideExisting: 'throw' });",
    ).endpoints.flatMap((e) => e.calls);
    expect(sharedCalls([...calls, ...second])).toEqual([
      { call: 'GET adminMe', owners: [expect.stringMatching(/^getAdminMe /), 'isAdmin (fixture.ts)'] },
    ]);
  });
});
