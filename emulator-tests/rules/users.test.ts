import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';
import { LOCALES, POLICY_VERSION } from '@shared/constants';

const env = useRulesEnv();

const fresh = () => userDocument({ displayName: 'Bob', createdAt: serverTimestamp() });

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice'), userDocument({ displayName: 'Alice', username: 'alice' }));
    await setDoc(doc(db, 'usernames/alice'), { uid: 'alice', createdAt: new Date() });
    await setDoc(doc(db, 'users/legacy'), { displayName: 'Legacy' });
  });
});

const asAlice = () => env().authenticatedContext('alice').firestore();

describe('users/{uid}', () => {
  describe('signed out', () => {
    it('when reading a user document, then it is denied', async () => {
      await assertFails(getDoc(doc(env().unauthenticatedContext().firestore(), 'users/alice')));
    });
    it('when creating a user document, then it is denied', async () => {
      await assertFails(setDoc(doc(env().unauthenticatedContext().firestore(), 'users/bob'), fresh()));
    });
  });

  describe('owner', () => {
    describe('get', () => {
      it('when reading their own document, then it is allowed', async () => {
        await assertSucceeds(getDoc(doc(asAlice(), 'users/alice')));
      });
    });

    describe('create', () => {
      const asBob = () => env().authenticatedContext('bob').firestore();
      it('when creating with premium false, count 0 and a server timestamp, then it is allowed', async () => {
        await assertSucceeds(setDoc(doc(asBob(), 'users/bob'), fresh()));
      });
      it('when creating with premium true, then it is denied', async () => {
        await assertFails(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), premium: true }));
      });
      it('when creating with a referral count, then it is denied', async () => {
        await assertFails(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), referralCount: 5 }));
      });
      it('when creating with a client-chosen createdAt, then it is denied', async () => {
        await assertFails(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), createdAt: new Date(0) }));
      });
      it('when creating with a server-only field (referredBy), then it is denied', async () => {
        await assertFails(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), referredBy: 'alice' }));
      });
      it('when creating with a username that is not claimed in the same write, then it is denied', async () => {
        await assertFails(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), username: 'bobby' }));
      });
      it('when creating with a username claimed in the same batch, then it is allowed', async () => {
        const db = asBob();
        const batch = writeBatch(db);
        batch.set(doc(db, 'users/bob'), { ...fresh(), username: 'bobby' });
        batch.set(doc(db, 'usernames/bobby'), { uid: 'bob', createdAt: serverTimestamp() });
        await assertSucceeds(batch.commit());
      });
    });

    describe('update', () => {
      it('when changing displayName and personalization, then it is allowed', async () => {
        await assertSucceeds(updateDoc(doc(asAlice(), 'users/alice'), { displayName: 'Al', personalization: 'slow' }));
      });
      it('when clearing personalization with null, then it is allowed', async () => {
        await assertSucceeds(updateDoc(doc(asAlice(), 'users/alice'), { personalization: null }));
      });
      it('when personalization is longer than 600 characters, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { personalization: 'x'.repeat(601) }));
      });
      it('when personalization is exactly 600 characters, then it is allowed', async () => {
        await assertSucceeds(updateDoc(doc(asAlice(), 'users/alice'), { personalization: 'x'.repeat(600) }));
      });
      it('when personalization is not a string, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { personalization: 42 }));
      });
      it('when setting their own premium, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { premium: true }));
      });
      it('when setting their own referralCount, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { referralCount: 5 }));
      });
      it('when changing createdAt, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { createdAt: serverTimestamp() }));
      });
      it('when adding an affiliate field, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { affiliateRatePct: 100 }));
      });
      it('when changing username without claiming it, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { username: 'alice2' }));
      });
      it('when changing username together with its claim and releasing the old one, then it is allowed', async () => {
        const db = asAlice();
        const batch = writeBatch(db);
        batch.set(doc(db, 'usernames/alice2'), { uid: 'alice', createdAt: serverTimestamp() });
        batch.update(doc(db, 'users/alice'), { username: 'alice2' });
        batch.delete(doc(db, 'usernames/alice'));
        await assertSucceeds(batch.commit());
      });
      it('when backfilling missing fields with their defaults, then it is allowed', async () => {
        const db = env().authenticatedContext('legacy').firestore();
        await assertSucceeds(
          setDoc(
            doc(db, 'users/legacy'),
            { premium: false, referralCount: 0, createdAt: serverTimestamp(), personalization: null },
            { merge: true },
          ),
        );
      });
      it('when "backfilling" a missing premium as true, then it is denied', async () => {
        const db = env().authenticatedContext('legacy').firestore();
        await assertFails(setDoc(doc(db, 'users/legacy'), { premium: true }, { merge: true }));
      });
    });

    // The consent record is the server's (POST /api/account/consent): a client could otherwise claim consent to a
    // policy version it never showed, or at a time of its choosing.
    describe('consent and deletion fields (server-only)', () => {
      const asBob = () => env().authenticatedContext('bob').firestore();
      it('when creating with a consent time and policy version, then it is denied', async () => {
        await assertFails(
          setDoc(doc(asBob(), 'users/bob'), {
            ...fresh(),
            consentedAt: serverTimestamp(),
            consentPolicyVersion: POLICY_VERSION,
          }),
        );
      });
      it('when adding a consent time to their document, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { consentedAt: serverTimestamp() }));
      });
      it('when changing the policy version they agreed to, then it is denied', async () => {
        await env().withSecurityRulesDisabled(async (ctx) => {
          await updateDoc(doc(ctx.firestore(), 'users/alice'), {
            consentedAt: new Date(),
            consentPolicyVersion: 'old',
          });
        });
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { consentPolicyVersion: POLICY_VERSION }));
      });
      it('when a consented user updates their display name, then it is allowed (the record stays)', async () => {
        await env().withSecurityRulesDisabled(async (ctx) => {
          await updateDoc(doc(ctx.firestore(), 'users/alice'), {
            consentedAt: new Date(),
            consentPolicyVersion: POLICY_VERSION,
          });
        });
        await assertSucceeds(updateDoc(doc(asAlice(), 'users/alice'), { displayName: 'Alice B' }));
      });
      it('when setting a deletion pseudonym, then it is denied', async () => {
        await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { deletionPseudonym: 'deleted-x' }));
      });
    });

    // The language chosen in a switcher while signed in (web/src/settings/localeSetting.ts): one of LOCALES only.
    describe('locale', () => {
      it('when setting any language the app offers, then it is allowed', async () => {
        for (const locale of LOCALES) await assertSucceeds(updateDoc(doc(asAlice(), 'users/alice'), { locale }));
      });
      it('when creating their document with a language, then it is allowed', async () => {
        const asBob = () => env().authenticatedContext('bob').firestore();
        await assertSucceeds(setDoc(doc(asBob(), 'users/bob'), { ...fresh(), locale: 'fr' }));
      });
      it('when setting anything else (another language, a region tag, the pseudo-locale, not a string), then it is denied', async () => {
        for (const locale of ['pt', 'fr-CH', 'FR', 'pseudo', '', null, 1, ['fr']]) {
          await assertFails(updateDoc(doc(asAlice(), 'users/alice'), { locale }));
        }
      });
    });

    describe('delete', () => {
      it('when deleting their own document, then it is denied', async () => {
        await assertFails(deleteDoc(doc(asAlice(), 'users/alice')));
      });
    });
  });

  describe('another user', () => {
    const asMallory = () => env().authenticatedContext('mallory').firestore();
    it("when reading someone else's document, then it is denied", async () => {
      await assertFails(getDoc(doc(asMallory(), 'users/alice')));
    });
    it("when updating someone else's displayName, then it is denied", async () => {
      await assertFails(updateDoc(doc(asMallory(), 'users/alice'), { displayName: 'pwned' }));
    });
    it("when creating a document under someone else's uid, then it is denied", async () => {
      await assertFails(setDoc(doc(asMallory(), 'users/bob'), fresh()));
    });
  });
});
