import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';

const env = useRulesEnv();
const DAY_MS = 24 * 3600_000;
const INSTALLATION = '3f2b8c1e-aaaa-bbbb-cccc-1234567890ab';
/** The counter of the UTC day `offsetDays` from today, and its TTL field (that day + 2 days). */
function counter(offsetDays: number) {
  const dayStart = Math.floor(Date.now() / DAY_MS) * DAY_MS + offsetDays * DAY_MS;
  return {
    id: `${new Date(dayStart).toISOString().slice(0, 10)}_${INSTALLATION}`,
    expiresAt: Timestamp.fromMillis(dayStart + 2 * DAY_MS),
  };
}
const { id: ID, expiresAt } = counter(0);

async function seed(count: number) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `signup_counters/${ID}`), { count, updatedAt: new Date() });
  });
}

// Counted before the account exists, so the signed-out visitor is the actor that matters.
describe('signup_counters/{YYYY-MM-DD}_{installationId}', () => {
  const db = () => env().unauthenticatedContext().firestore();

  describe('signed out', () => {
    describe('create', () => {
      it('when creating with count 1 and a server timestamp, then it is allowed', async () => {
        await assertSucceeds(
          setDoc(doc(db(), `signup_counters/${ID}`), { count: 1, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when creating with count 2, then it is denied', async () => {
        await assertFails(
          setDoc(doc(db(), `signup_counters/${ID}`), { count: 2, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when creating with count 0, then it is denied', async () => {
        await assertFails(
          setDoc(doc(db(), `signup_counters/${ID}`), { count: 0, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when the id is not date_installation, then it is denied', async () => {
        await assertFails(
          setDoc(doc(db(), 'signup_counters/anything'), { count: 1, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when the TTL field is missing or not the day + 2 days, then it is denied', async () => {
        const ref = doc(db(), `signup_counters/${ID}`);
        await assertFails(setDoc(ref, { count: 1, updatedAt: serverTimestamp() }));
        const later = Timestamp.fromDate(new Date('2099-01-01T00:00:00Z'));
        await assertFails(setDoc(ref, { count: 1, updatedAt: serverTimestamp(), expiresAt: later }));
      });
      it("when the id is yesterday's date, then it is allowed (a device clock a little behind)", async () => {
        const yesterday = counter(-1);
        await assertSucceeds(
          setDoc(doc(db(), `signup_counters/${yesterday.id}`), {
            count: 1,
            updatedAt: serverTimestamp(),
            expiresAt: yesterday.expiresAt,
          }),
        );
      });
      it('when the id is a far-future day (9999-12-01), a later day or an older one, then it is denied', async () => {
        const farFuture = { id: `9999-12-01_${INSTALLATION}`, expiresAt: Timestamp.fromDate(new Date('9999-12-03')) };
        for (const other of [farFuture, counter(1), counter(-2)]) {
          await assertFails(
            setDoc(doc(db(), `signup_counters/${other.id}`), {
              count: 1,
              updatedAt: serverTimestamp(),
              expiresAt: other.expiresAt,
            }),
          );
        }
      });
      it('when an extra field is written, then it is denied', async () => {
        await assertFails(
          setDoc(doc(db(), `signup_counters/${ID}`), { count: 1, updatedAt: serverTimestamp(), expiresAt, x: 1 }),
        );
      });
    });

    describe('update', () => {
      it('when going from 1 to 2, then it is allowed', async () => {
        await seed(1);
        await assertSucceeds(
          updateDoc(doc(db(), `signup_counters/${ID}`), { count: 2, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when going from 2 to 3, then it is denied', async () => {
        await seed(2);
        await assertFails(
          updateDoc(doc(db(), `signup_counters/${ID}`), { count: 3, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when jumping by more than one, then it is denied', async () => {
        await seed(0);
        await assertFails(
          updateDoc(doc(db(), `signup_counters/${ID}`), { count: 2, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
      it('when resetting the count, then it is denied', async () => {
        await seed(2);
        await assertFails(
          updateDoc(doc(db(), `signup_counters/${ID}`), { count: 1, updatedAt: serverTimestamp(), expiresAt }),
        );
      });
    });

    describe('get', () => {
      it('when reading a counter, then it is allowed', async () => {
        await seed(1);
        await assertSucceeds(getDoc(doc(db(), `signup_counters/${ID}`)));
      });
    });

    describe('delete', () => {
      it('when deleting a counter, then it is denied', async () => {
        await seed(2);
        await assertFails(deleteDoc(doc(db(), `signup_counters/${ID}`)));
      });
    });
  });

  describe('signed in', () => {
    it('when creating with count 1, then it is allowed too', async () => {
      const authed = env().authenticatedContext('newbie').firestore();
      await assertSucceeds(
        setDoc(doc(authed, `signup_counters/${ID}`), { count: 1, updatedAt: serverTimestamp(), expiresAt }),
      );
    });
  });
});
