import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { BLOCKLIST_ENTRY_MAX_CHARS, BLOCKLIST_MAX_SOURCES, BLOCKLIST_MAX_WORDS } from '@shared/constants';
import { EMPTY_BLOCKLIST, toStoredBlocklist } from '@shared/media/personalBlocklist';
import { newUserDocument } from '@shared/users';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';

// users/{uid}.blocklist: the profile's blocklist card and a panel's 'Hide items like this' write it, in the stored
// form of @shared/media/personalBlocklist (each list one comma-separated string).
const env = useRulesEnv();

const valid = toStoredBlocklist({
  words: ['dusk waves', 'écume', 'bright'],
  communities: ['palette_club'],
  creators: ['maker_1'],
  mediaTypes: ['gif'],
});
/** `count` distinct entries of `length` characters, joined as stored. */
const many = (count: number, length = 5) =>
  Array.from({ length: count }, (_, i) => `w${i}`.padEnd(length, 'x')).join(',');

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/olive'), userDocument());
    await setDoc(doc(db, 'users/pam'), userDocument());
  });
});

const as = (uid: string) => env().authenticatedContext(uid).firestore();
const write = (blocklist: unknown, uid = 'olive') => updateDoc(doc(as(uid), `users/${uid}`), { blocklist });

describe('users/{uid}.blocklist', () => {
  it('when the owner stores a valid blocklist (or an empty one), then it is allowed', async () => {
    await assertSucceeds(write(valid));
    await assertSucceeds(write(toStoredBlocklist(EMPTY_BLOCKLIST)));
  });

  it('when someone else writes it, or a signed-out visitor, then it is denied', async () => {
    await assertFails(updateDoc(doc(as('pam'), 'users/olive'), { blocklist: valid }));
    await assertFails(updateDoc(doc(env().unauthenticatedContext().firestore(), 'users/olive'), { blocklist: valid }));
  });

  it('when a list is at its limit, then it is allowed; one more entry is denied', async () => {
    await assertSucceeds(write({ ...valid, words: many(BLOCKLIST_MAX_WORDS, BLOCKLIST_ENTRY_MAX_CHARS) }));
    await assertFails(write({ ...valid, words: many(BLOCKLIST_MAX_WORDS + 1) }));
    await assertSucceeds(write({ ...valid, communities: many(BLOCKLIST_MAX_SOURCES) }));
    await assertFails(write({ ...valid, communities: many(BLOCKLIST_MAX_SOURCES + 1) }));
    await assertFails(write({ ...valid, creators: many(BLOCKLIST_MAX_SOURCES + 1) }));
  });

  it('when an entry is too long or empty, then it is denied', async () => {
    await assertFails(write({ ...valid, words: 'x'.repeat(BLOCKLIST_ENTRY_MAX_CHARS + 1) }));
    await assertFails(write({ ...valid, words: 'ok,' }));
    await assertFails(write({ ...valid, words: ',ok' }));
    await assertFails(write({ ...valid, communities: 'a,,b' }));
  });

  it('when an entry is not in normal form or a list is not a string, then it is denied', async () => {
    await assertFails(write({ ...valid, words: 'no-punctuation!' }));
    await assertFails(write({ ...valid, communities: 'r/Upper Case' }));
    await assertFails(write({ ...valid, creators: ['maker_1'] }));
    await assertFails(write({ ...valid, words: 7 }));
  });

  it('when the shape is wrong (a missing or extra key, an unknown media type, not a map), then it is denied', async () => {
    const { creators: _dropped, ...missing } = valid;
    await assertFails(write(missing));
    await assertFails(write({ ...valid, notes: 'x' }));
    await assertFails(write({ ...valid, mediaTypes: ['audio'] }));
    await assertFails(write({ ...valid, mediaTypes: 'gif' }));
    await assertFails(write(['dusk']));
    await assertFails(write('dusk'));
  });

  it('when a new account is created with a blocklist, then a valid one is allowed and an oversized one denied', async () => {
    const fresh = (uid: string, blocklist: unknown) =>
      setDoc(doc(as(uid), `users/${uid}`), { ...newUserDocument(null, serverTimestamp()), blocklist });
    await assertSucceeds(fresh('nina', valid));
    await assertFails(fresh('ned', { ...valid, words: many(BLOCKLIST_MAX_WORDS + 1) }));
  });
});
