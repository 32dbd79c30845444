// Security-rules test environment over the real Firestore emulator, with the project's rules file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FIRESTORE_EMULATOR, PROJECT_ID } from './env.js';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: readFileSync(RULES_PATH, 'utf8') },
  });
}
