import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRESETS_MAX } from '@shared/constants';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';

const env = useRulesEnv();

const preset = (overrides: Record<string, unknown> = {}) => ({
  name: 'Slow evening',
  starId: 'aria-vale',
  lengthMin: 20,
  screens: 2,
  enableAI: true,
  enableBar: false,
  mediaIntervalSec: 4,
  ignoreVideoDuration: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/fred'), userDocument());
    await setDoc(doc(db, 'users/pam'), userDocument({ premium: true }));
    await setDoc(doc(db, 'users/pam/presets/p0'), { ...preset(), createdAt: new Date() });
  });
});

const asFred = () => env().authenticatedContext('fred').firestore();

describe('users/{uid}/presets/{slot}', () => {
  it('when a free owner saves a valid preset in a slot, then it is allowed, and reading and deleting their own too', async () => {
    await assertSucceeds(setDoc(doc(asFred(), 'users/fred/presets/p3'), preset()));
    await assertSucceeds(getDocs(collection(asFred(), 'users/fred/presets')));
    await assertSucceeds(deleteDoc(doc(asFred(), 'users/fred/presets/p3')));
  });

  it(`when the slot is not one of the ${PRESETS_MAX} (p0…p9), then the write is refused`, async () => {
    expect(PRESETS_MAX).toBe(10);
    for (const slot of ['p10', 'p', 'x1', 'P1', 'p01'])
      await assertFails(setDoc(doc(asFred(), `users/fred/presets/${slot}`), preset()));
  });

  it("when another user reads, writes or deletes someone's presets, or nobody is signed in, then it is refused", async () => {
    await assertFails(getDocs(collection(asFred(), 'users/pam/presets')));
    await assertFails(setDoc(doc(asFred(), 'users/pam/presets/p1'), preset()));
    await assertFails(deleteDoc(doc(asFred(), 'users/pam/presets/p0')));
    await assertFails(getDocs(collection(env().unauthenticatedContext().firestore(), 'users/pam/presets')));
  });

  it('when a field is missing, extra, out of range or of the wrong type, or the time is the client’s, then it is refused', async () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 'x'.repeat(41) },
      { starId: '../admin' },
      { lengthMin: 15 },
      { screens: 4 },
      { mediaIntervalSec: 2 },
      { mediaIntervalSec: 11 },
      { mediaIntervalSec: 4.5 },
      { enableAI: 'yes' },
      { premium: true },
      { createdAt: new Date('2030-01-01') },
    ];
    for (const overrides of bad) await assertFails(setDoc(doc(asFred(), 'users/fred/presets/p1'), preset(overrides)));
    const { enableBar: _missing, ...withoutBar } = preset();
    await assertFails(setDoc(doc(asFred(), 'users/fred/presets/p1'), withoutBar));
  });
});
