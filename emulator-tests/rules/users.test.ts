import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createRulesEnv } from '../support/rules.js';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'users/alice'), { displayName: 'Alice', premium: false, referralCount: 0 });
  });
});

describe('users/{uid}', () => {
  describe('signed out', () => {
    it('cannot read a user document', async () => {
      await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/alice')));
    });
    it('cannot create a user document', async () => {
      await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'users/bob'), { premium: false }));
    });
  });

  describe('another user', () => {
    it("cannot read someone else's document", async () => {
      await assertFails(getDoc(doc(env.authenticatedContext('mallory').firestore(), 'users/alice')));
    });
  });
});
