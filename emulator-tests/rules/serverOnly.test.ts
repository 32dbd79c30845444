import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { useRulesEnv } from '../support/rules.js';

const env = useRulesEnv();

// Written only by the Admin SDK: closed to every client, including their "owner".
const SERVER_ONLY = [
  COLLECTIONS.redeemCodes,
  COLLECTIONS.affiliates,
  COLLECTIONS.referrals,
  COLLECTIONS.referralEmails,
  COLLECTIONS.referralDays,
  COLLECTIONS.purchases,
  COLLECTIONS.paymentEvents,
  COLLECTIONS.offerClicks,
  COLLECTIONS.postbacks,
  COLLECTIONS.rateLimits,
  COLLECTIONS.auditEvents,
  COLLECTIONS.mediaHealth,
  COLLECTIONS.servedVideos,
  COLLECTIONS.streamBudgets,
  COLLECTIONS.llmBudget,
  'stats',
];

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const name of SERVER_ONLY) await setDoc(doc(ctx.firestore(), `${name}/alice`), { uid: 'alice', used: false });
  });
});

describe.each(SERVER_ONLY)('%s', (name) => {
  describe('signed out', () => {
    it('when reading, then it is denied', async () => {
      await assertFails(getDoc(doc(env().unauthenticatedContext().firestore(), `${name}/alice`)));
    });
  });
  describe('the user the document is about', () => {
    const db = () => env().authenticatedContext('alice', { admin: true, email_verified: true }).firestore();
    it('when reading or listing, then it is denied', async () => {
      await assertFails(getDoc(doc(db(), `${name}/alice`)));
      await assertFails(getDocs(collection(db(), name)));
    });
    it('when writing, then it is denied', async () => {
      await assertFails(setDoc(doc(db(), `${name}/alice`), { uid: 'alice', used: true, balanceCents: 1e6 }));
      await assertFails(setDoc(doc(db(), `${name}/new`), { uid: 'alice' }));
    });
  });
});
