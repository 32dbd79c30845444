import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';

const env = useRulesEnv();

const entry = (overrides: Record<string, unknown> = {}) => ({
  starId: 'aria-vale',
  lengthMin: 10,
  screens: 3,
  enableAI: true,
  enableBar: true,
  mediaIntervalSec: 6,
  ignoreVideoDuration: false,
  ranSec: 540,
  startedAt: Timestamp.fromMillis(Date.now() - 600_000),
  endedAt: serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/fred'), userDocument({ keepHistory: true }));
    await setDoc(doc(db, 'users/pam'), userDocument({ premium: true, keepHistory: true }));
    await setDoc(doc(db, 'users/olive'), userDocument({ premium: true }));
  });
});

const as = (uid: string) => env().authenticatedContext(uid).firestore();

describe('users/{uid}.keepHistory', () => {
  it('when the owner turns it on or off, then it is allowed; anything but a boolean, or another user, is refused', async () => {
    await assertSucceeds(updateDoc(doc(as('olive'), 'users/olive'), { keepHistory: true }));
    await assertSucceeds(updateDoc(doc(as('olive'), 'users/olive'), { keepHistory: false }));
    await assertFails(updateDoc(doc(as('olive'), 'users/olive'), { keepHistory: 'yes' }));
    await assertFails(updateDoc(doc(as('fred'), 'users/olive'), { keepHistory: true }));
  });
});

describe('users/{uid}/history/{slot}', () => {
  it('when a free owner who keeps a history records their last session, then only slot h0 is allowed', async () => {
    await assertSucceeds(setDoc(doc(as('fred'), 'users/fred/history/h0'), entry()));
    await assertFails(setDoc(doc(as('fred'), 'users/fred/history/h1'), entry()));
  });

  it('when a premium owner records, then h0…h49 are allowed and h50 or other ids are not', async () => {
    for (const slot of ['h0', 'h1', 'h9', 'h10', 'h49'])
      await assertSucceeds(setDoc(doc(as('pam'), `users/pam/history/${slot}`), entry()));
    for (const slot of ['h50', 'h100', 'h01', 'x1'])
      await assertFails(setDoc(doc(as('pam'), `users/pam/history/${slot}`), entry()));
  });

  it('when the owner has not turned history on, then nothing is recorded', async () => {
    await assertFails(setDoc(doc(as('olive'), 'users/olive/history/h0'), entry()));
  });

  it('when an entry is malformed, claims a longer run than its length, or sets its own end time, then it is refused', async () => {
    for (const overrides of [
      { lengthMin: 15 },
      { screens: 0 },
      { mediaIntervalSec: 12 },
      { ranSec: 10 * 60 + 61 },
      { ranSec: -1 },
      { ranSec: 1.5 },
      { starId: 'A B' },
      { startedAt: Timestamp.fromMillis(Date.now() + 3_600_000) },
      { endedAt: Timestamp.fromMillis(Date.now()) },
      { email: 'x@y.z' },
    ])
      await assertFails(setDoc(doc(as('pam'), 'users/pam/history/h2'), entry(overrides)));
  });

  it('when the owner reads or clears their history, then it is allowed; someone else or nobody is refused', async () => {
    await assertSucceeds(setDoc(doc(as('pam'), 'users/pam/history/h0'), entry()));
    await assertSucceeds(getDocs(collection(as('pam'), 'users/pam/history')));
    await assertFails(getDocs(collection(as('fred'), 'users/pam/history')));
    await assertFails(getDocs(collection(env().unauthenticatedContext().firestore(), 'users/pam/history')));
    await assertFails(deleteDoc(doc(as('fred'), 'users/pam/history/h0')));
    await assertSucceeds(deleteDoc(doc(as('pam'), 'users/pam/history/h0')));
  });
});
