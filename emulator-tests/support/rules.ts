// Security-rules test environment over the real Firestore and Storage emulators, with the project's rules files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FIRESTORE_EMULATOR, PROJECT_ID, STORAGE_EMULATOR } from './env.js';

const rulesFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

async function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: rulesFile('firestore.rules') },
    storage: { ...STORAGE_EMULATOR, rules: rulesFile('storage.rules') },
  });
}

/**
 * One rules environment for the calling test file: created before its tests, emptied before each
 * (register seeding hooks after this call, so they run on the emptied database), cleaned up after.
 */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await createRulesEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  const current = () => {
    if (!env) throw new Error('The rules environment exists only inside the tests of the file that asked for it');
    return env;
  };
  beforeEach(async () => {
    await current().clearFirestore();
  });
  return current;
}
