import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';

// users/{uid}.settings: the session defaults card on /profile writes them; the setup page reads them.
const env = useRulesEnv();

const valid = { defaultScreens: 2, defaultLength: 5, enableAI: false, enableBar: true };

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/free'), userDocument());
    await setDoc(doc(db, 'users/paid'), userDocument({ premium: true }));
  });
});

const as = (uid: string) => env().authenticatedContext(uid).firestore();

describe('users/{uid}.settings (session defaults)', () => {
  it('when the owner stores valid defaults, then it is allowed', async () => {
    await assertSucceeds(updateDoc(doc(as('free'), 'users/free'), { settings: valid }));
  });

  it('when a free user stores 20 or 30 minutes, then it is denied; a premium user may', async () => {
    await assertFails(updateDoc(doc(as('free'), 'users/free'), { settings: { ...valid, defaultLength: 20 } }));
    await assertFails(updateDoc(doc(as('free'), 'users/free'), { settings: { ...valid, defaultLength: 30 } }));
    await assertSucceeds(updateDoc(doc(as('paid'), 'users/paid'), { settings: { ...valid, defaultLength: 30 } }));
  });

  it('when a free user claims premium in the same write to store 30 minutes, then it is denied', async () => {
    await assertFails(
      updateDoc(doc(as('free'), 'users/free'), { premium: true, settings: { ...valid, defaultLength: 30 } }),
    );
  });

  it('when the shape is wrong (4 screens, 7 minutes, a string flag, a missing or extra key), then it is denied', async () => {
    const ref = doc(as('paid'), 'users/paid');
    await assertFails(updateDoc(ref, { settings: { ...valid, defaultScreens: 4 } }));
    await assertFails(updateDoc(ref, { settings: { ...valid, defaultLength: 7 } }));
    await assertFails(updateDoc(ref, { settings: { ...valid, enableAI: 'yes' } }));
    await assertFails(updateDoc(ref, { settings: { defaultScreens: 2, defaultLength: 5, enableAI: true } }));
    await assertFails(updateDoc(ref, { settings: { ...valid, premium: true } }));
    await assertFails(updateDoc(ref, { settings: 'all' }));
  });

  it("when another user writes someone's defaults, then it is denied", async () => {
    await assertFails(updateDoc(doc(as('paid'), 'users/free'), { settings: valid }));
  });

  it('when a new user document is created with defaults, then they are validated too', async () => {
    const { serverTimestamp } = await import('firebase/firestore');
    const fresh = (settings: object) => userDocument({ createdAt: serverTimestamp(), settings });
    await assertFails(setDoc(doc(as('newbie'), 'users/newbie'), fresh({ ...valid, defaultLength: 30 })));
    await assertSucceeds(setDoc(doc(as('newbie'), 'users/newbie'), fresh(valid)));
  });
});
