import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { useRulesEnv } from '../support/rules.js';

const env = useRulesEnv();

// The takedown queue and the blocklist are the server's alone: a report goes through the rate-limited
// POST /api/reports, a removal through an admin's decision on the server. No client (not even one with
// the admin claim) reads the reports, files one directly, or edits the blocklist.
const REPORT = {
  origin: 'session',
  url: 'https://media.example/a.jpg',
  source: 'forum',
  sourceId: 'abc123',
  postUrl: null,
  reason: 'underage',
  text: '',
  contact: null,
  status: 'open',
  decidedAt: null,
};
const BLOCKED = { kind: 'post', value: 'abc123', reportId: 'r1' };

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `${COLLECTIONS.reports}/r1`), REPORT);
    await setDoc(doc(ctx.firestore(), `${COLLECTIONS.blockedMedia}/post_abc`), BLOCKED);
  });
});

const clients = {
  'a signed-out visitor': () => env().unauthenticatedContext().firestore(),
  'a signed-in user': () => env().authenticatedContext('alice', { email_verified: true }).firestore(),
  'a user with the admin claim': () =>
    env().authenticatedContext('root', { admin: true, email_verified: true }).firestore(),
};

describe.each(Object.entries(clients))('%s', (_who, db) => {
  it('when filing a report directly, then it is denied', async () => {
    await assertFails(addDoc(collection(db(), COLLECTIONS.reports), REPORT));
    await assertFails(setDoc(doc(db(), `${COLLECTIONS.reports}/mine`), REPORT));
  });
  it('when reading, listing, deciding or deleting a report, then it is denied', async () => {
    await assertFails(getDoc(doc(db(), `${COLLECTIONS.reports}/r1`)));
    await assertFails(getDocs(collection(db(), COLLECTIONS.reports)));
    await assertFails(updateDoc(doc(db(), `${COLLECTIONS.reports}/r1`), { status: 'dismissed' }));
    await assertFails(deleteDoc(doc(db(), `${COLLECTIONS.reports}/r1`)));
  });
  it('when reading the blocklist, adding to it or lifting a block, then it is denied', async () => {
    await assertFails(getDocs(collection(db(), COLLECTIONS.blockedMedia)));
    await assertFails(setDoc(doc(db(), `${COLLECTIONS.blockedMedia}/post_new`), { ...BLOCKED, value: 'victim' }));
    await assertFails(deleteDoc(doc(db(), `${COLLECTIONS.blockedMedia}/post_abc`)));
  });
});
