// One function per workload (functions/src/index.ts, docs/operations.md "Functions"): each function's own URL serves
// only its workload's routes, and Hosting sends each path to the function that has it.
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { EMULATORS } from '../../scripts/lib/projectConfig.mjs';
import { PROJECT_ID } from '../support/env.js';
import { call } from './support/http.js';

const functionUrl = (name: string) =>
  `http://${EMULATORS.functions.host}:${String(EMULATORS.functions.port)}/${PROJECT_ID}/us-central1/${name}`;

async function codeAt(name: string, path: string): Promise<{ status: number; code: unknown }> {
  const res = await fetch(`${functionUrl(name)}${path}`);
  const body = (await res.json()) as { code?: unknown };
  return { status: res.status, code: body.code };
}

const NOT_HERE = { status: 404, code: 'notFound' };
const SIGN_IN_FIRST = { status: 401, code: 'notSignedIn' };

describe('a function per workload', () => {
  it("when each function's own URL is asked for its paths and another's, then only its own routes answer", async () => {
    for (const name of ['api', 'instructions', 'streams']) {
      expect((await fetch(`${functionUrl(name)}${API_PATHS.health}`)).status, name).toBe(200);
    }
    expect(await codeAt('instructions', API_PATHS.llmChunk)).toEqual(SIGN_IN_FIRST);
    expect(await codeAt('instructions', API_PATHS.starThumbnails)).toEqual(NOT_HERE);
    expect(await codeAt('api', API_PATHS.llmChunk)).toEqual(NOT_HERE);
    expect(await codeAt('streams', API_PATHS.llmChunk)).toEqual(NOT_HERE);
    expect(await codeAt('streams', API_PATHS.starThumbnails)).toEqual(NOT_HERE);
  });

  it('when the app is asked through Hosting, then each path reaches the function that has it', async () => {
    expect(await call(API_PATHS.llmChunk)).toMatchObject({ status: 401, json: { code: 'notSignedIn' } });
    expect((await call(API_PATHS.starThumbnails)).status).toBe(200);
  });
});
