import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules.js';
import { userDocument } from '../support/userDocument.js';

const env = useRulesEnv();

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'abc123',
  type: 'image',
  srcUrl: 'https://i.redd.it/abc123.jpg',
  previewUrl: 'https://preview.redd.it/abc123.jpg?width=320',
  durationSec: 0,
  width: 640,
  height: 800,
  source: 'forum',
  postUrl: 'https://www.reddit.com/r/x/comments/abc123/',
  createdAt: serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/pam'), userDocument({ premium: true }));
    await setDoc(doc(db, 'users/fred'), userDocument());
    await setDoc(doc(db, 'users/pam/favorites/seeded'), { ...item({ id: 'seeded' }), createdAt: new Date() });
    await setDoc(doc(db, 'users/fred/favorites/old'), { ...item({ id: 'old' }), createdAt: new Date() });
  });
});

const asPam = () => env().authenticatedContext('pam').firestore();
const asFred = () => env().authenticatedContext('fred').firestore();

describe('users/{uid}/favorites/{id}', () => {
  describe('signed out', () => {
    it('when listing favourites, then it is denied', async () => {
      await assertFails(getDocs(collection(env().unauthenticatedContext().firestore(), 'users/pam/favorites')));
    });
  });

  describe('premium owner', () => {
    describe('read', () => {
      it('when listing and getting their favourites, then it is allowed', async () => {
        await assertSucceeds(getDocs(collection(asPam(), 'users/pam/favorites')));
        await assertSucceeds(getDoc(doc(asPam(), 'users/pam/favorites/seeded')));
      });
    });

    describe('create', () => {
      it('when saving a valid image, then it is allowed', async () => {
        await assertSucceeds(setDoc(doc(asPam(), 'users/pam/favorites/abc123'), item()));
      });
      it('when saving an unresolved video-host video with null preview and post, then it is allowed', async () => {
        await assertSucceeds(
          setDoc(
            doc(asPam(), 'users/pam/favorites/calmheron'),
            item({
              id: 'calmheron',
              type: 'video',
              srcUrl: 'videohost:calmheron',
              previewUrl: null,
              postUrl: null,
              source: 'videohost',
              durationSec: 12.5,
            }),
          ),
        );
      });
      it('when the media comes from the local demo source over http with a port, then it is allowed', async () => {
        await assertSucceeds(
          setDoc(
            doc(asPam(), 'users/pam/favorites/abc123'),
            item({ srcUrl: 'http://127.0.0.1:9010/media/a.png', previewUrl: 'http://localhost:9010/p.png' }),
          ),
        );
      });
      it("when it keeps the listing's report signature, then it is allowed", async () => {
        await assertSucceeds(
          setDoc(doc(asPam(), 'users/pam/favorites/abc123'), item({ reportSig: 'Ab-_0123456789abcdefgh' })),
        );
      });
      it('when the id is a url-safe base64 of srcUrl, then it is allowed', async () => {
        const id = 'aHR0cHM6Ly9pLnJlZGQuaXQveC5qcGc';
        await assertSucceeds(setDoc(doc(asPam(), `users/pam/favorites/${id}`), item({ id })));
      });
      it.each([
        ['a plain http URL elsewhere', { srcUrl: 'http://evil.example/a.jpg' }],
        ['a javascript: URL', { srcUrl: 'javascript:alert(1)' }],
        ['an http preview on another host', { previewUrl: 'http://127.0.0.2:9010/p.png' }],
        ['an unknown type', { type: 'audio' }],
        ['an unknown source', { source: 'ad' }],
        ['a negative width', { width: -1 }],
        ['a string duration', { durationSec: '5' }],
        ['a huge duration', { durationSec: 86401 }],
        ['an extra field', { premium: true }],
        ['a report signature of another shape', { reportSig: 'x'.repeat(200) }],
        ['a client createdAt', { createdAt: new Date(0) }],
        ['an id that differs from the document id', { id: 'other' }],
      ])('when saving with %s, then it is denied', async (_label, overrides) => {
        await assertFails(setDoc(doc(asPam(), 'users/pam/favorites/abc123'), item(overrides)));
      });
      it('when a required field is missing, then it is denied', async () => {
        const { srcUrl: _omit, ...rest } = item();
        await assertFails(setDoc(doc(asPam(), 'users/pam/favorites/abc123'), rest));
      });
      it('when the document id has characters outside the id format, then it is denied', async () => {
        await assertFails(setDoc(doc(asPam(), 'users/pam/favorites/a.b'), item({ id: 'a.b' })));
      });
    });

    describe('update', () => {
      it('when saving the same favourite again, then it is allowed', async () => {
        await assertSucceeds(setDoc(doc(asPam(), 'users/pam/favorites/seeded'), item({ id: 'seeded' })));
      });
    });

    describe('delete', () => {
      it('when removing a favourite, then it is allowed', async () => {
        await assertSucceeds(deleteDoc(doc(asPam(), 'users/pam/favorites/seeded')));
      });
    });
  });

  describe('non-premium owner', () => {
    it('when saving a valid favourite, then it is denied', async () => {
      await assertFails(setDoc(doc(asFred(), 'users/fred/favorites/abc123'), item()));
    });
    it('when listing favourites kept from before, then it is denied', async () => {
      await assertFails(getDocs(collection(asFred(), 'users/fred/favorites')));
    });
    it('when deleting, then it is denied', async () => {
      await assertFails(deleteDoc(doc(asFred(), 'users/fred/favorites/old')));
    });
  });

  describe('another user (premium)', () => {
    it("when reading someone else's favourites, then it is denied", async () => {
      await assertFails(getDocs(collection(asPam(), 'users/fred/favorites')));
    });
    it("when writing into someone else's favourites, then it is denied", async () => {
      await assertFails(setDoc(doc(asPam(), 'users/fred/favorites/abc123'), item()));
    });
  });
});
