// Security-rules test environment over the real Firestore emulator, with the project's rules file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FIRESTORE_EMULATOR, PROJECT_ID } from './env.js';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

async function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: readFileSync(RULES_PATH, 'utf8') },
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
