import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';
import { RESERVED_USERNAMES } from '@shared/validation/username';

const env = useRulesEnv();

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice'), userDocument({ username: 'alice' }));
    await setDoc(doc(db, 'usernames/alice'), { uid: 'alice', createdAt: new Date() });
    await setDoc(doc(db, 'users/bob'), userDocument());
  });
});

/** The claim as the web client writes it: name doc + users/{uid}.username in one batch. */
async function claim(uid: string, name: string, extra: Record<string, unknown> = {}) {
  const db = env().authenticatedContext(uid).firestore();
  const batch = writeBatch(db);
  batch.set(doc(db, `usernames/${name}`), { uid, createdAt: serverTimestamp(), ...extra });
  batch.update(doc(db, `users/${uid}`), { username: name });
  return batch.commit();
}

describe('usernames/{name}', () => {
  describe('signed out', () => {
    it('when checking availability, then reading a name is allowed', async () => {
      await assertSucceeds(getDoc(doc(env().unauthenticatedContext().firestore(), 'usernames/alice')));
    });
    it('when claiming a name, then it is denied', async () => {
      await assertFails(
        setDoc(doc(env().unauthenticatedContext().firestore(), 'usernames/newbie'), {
          uid: 'x',
          createdAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('signed-in user', () => {
    describe('create', () => {
      it('when claiming a free valid name with the user document in the same write, then it is allowed', async () => {
        await assertSucceeds(claim('bob', 'bob_1'));
      });
      it('when claiming without setting users/{uid}.username, then it is denied', async () => {
        const db = env().authenticatedContext('bob').firestore();
        await assertFails(setDoc(doc(db, 'usernames/bobby'), { uid: 'bob', createdAt: serverTimestamp() }));
      });
      it("when the doc holds someone else's uid, then it is denied", async () => {
        const db = env().authenticatedContext('bob').firestore();
        await assertFails(setDoc(doc(db, 'usernames/bobby'), { uid: 'alice', createdAt: serverTimestamp() }));
      });
      it.each(['ab', 'a'.repeat(21), '1abc', 'Bob', 'bo-b', 'bob!'])(
        'when the name %j is invalid, then it is denied',
        async (name) => {
          await assertFails(claim('bob', name));
        },
      );
      it('when the name is 3 or 20 characters, then it is allowed', async () => {
        await assertSucceeds(claim('bob', 'bob'));
        await env().withSecurityRulesDisabled(async (ctx) => {
          await setDoc(doc(ctx.firestore(), 'users/carol'), userDocument());
        });
        await assertSucceeds(claim('carol', 'c'.repeat(20)));
      });
      it('when extra fields are written, then it is denied', async () => {
        await assertFails(claim('bob', 'bobby', { premium: true }));
      });
    });

    describe('update', () => {
      it('when a second user claims a taken username, then it is denied', async () => {
        await assertFails(claim('bob', 'alice'));
      });
      it('when renaming without releasing the previous name, then it is denied (no hoarding)', async () => {
        await assertFails(claim('alice', 'alice_two'));
      });
      it('when clearing the username but keeping its claim, then it is denied', async () => {
        const db = env().authenticatedContext('alice').firestore();
        const batch = writeBatch(db);
        batch.update(doc(db, 'users/alice'), { username: null });
        await assertFails(batch.commit());
      });
      it('when renaming and releasing the previous name in the same write, then it is allowed', async () => {
        const db = env().authenticatedContext('alice').firestore();
        const batch = writeBatch(db);
        batch.set(doc(db, 'usernames/alice_two'), { uid: 'alice', createdAt: serverTimestamp() });
        batch.update(doc(db, 'users/alice'), { username: 'alice_two' });
        batch.delete(doc(db, 'usernames/alice'));
        await assertSucceeds(batch.commit());
      });
    });

    describe('reserved names', () => {
      it.each(RESERVED_USERNAMES)('when claiming %j, then it is denied', async (name) => {
        await assertFails(claim('bob', name));
      });
      it('when a reserved word is only part of the name, then it is allowed', async () => {
        await assertSucceeds(claim('bob', 'admin_fan'));
      });
    });

    describe('delete', () => {
      it('when releasing the previous name after a change, then it is allowed', async () => {
        const db = env().authenticatedContext('alice').firestore();
        const batch = writeBatch(db);
        batch.set(doc(db, 'usernames/alice_new'), { uid: 'alice', createdAt: serverTimestamp() });
        batch.update(doc(db, 'users/alice'), { username: 'alice_new' });
        batch.delete(doc(db, 'usernames/alice'));
        await assertSucceeds(batch.commit());
      });
      it('when deleting the name the user document still points to, then it is denied', async () => {
        await assertFails(deleteDoc(doc(env().authenticatedContext('alice').firestore(), 'usernames/alice')));
      });
      it("when deleting someone else's name, then it is denied", async () => {
        await assertFails(deleteDoc(doc(env().authenticatedContext('bob').firestore(), 'usernames/alice')));
      });
    });
  });
});
