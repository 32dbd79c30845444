import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { useRulesEnv } from '../support/rules.js';

// storage.rules: admins upload originals into their own area; the browser reads nothing from the bucket (what
// viewers see is written by the server and leaves through signed URLs).
// The bucket is not emptied between tests (the testing library clears only its top level), so each test's
// original has a path of its own.
const env = useRulesEnv();

let original = '';
let uploadCount = 0;
beforeEach(() => {
  uploadCount += 1;
  original = `uploads/ada/upload-${Date.now()}-${uploadCount}/clip.mp4`;
});
const bytes = (n: number) => new Uint8Array(n).fill(7);

const admin = (uid = 'ada') => env().authenticatedContext(uid, { admin: true }).storage();
const member = (uid = 'ada') => env().authenticatedContext(uid).storage();
const visitor = () => env().unauthenticatedContext().storage();

/** An upload's promise (the compat UploadTask is a thenable that rejects on a denial). */
const put = (storage: ReturnType<typeof admin>, path: string, size = 1024) =>
  Promise.resolve(storage.ref(path).put(bytes(size), { contentType: 'video/mp4' }));

describe('uploads/{uid}/{uploadId}/{fileName}: originals', () => {
  it('when an admin uploads into their own area, then it is stored', async () => {
    await assertSucceeds(put(admin(), original));
    let storedSize = 0;
    await env().withSecurityRulesDisabled(async (ctx) => {
      storedSize = (await ctx.storage().ref(original).getMetadata()).size;
    });
    expect(storedSize).toBe(1024);
  });

  it("when an admin uploads into another admin's area, then it is denied", async () => {
    await assertFails(put(admin('bob'), original));
  });

  it('when a signed-in member who is not an admin, or a signed-out visitor, uploads, then it is denied', async () => {
    await assertFails(put(member(), original));
    await assertFails(put(visitor(), original));
  });

  it('when the file is empty, then it is denied', async () => {
    await assertFails(put(admin(), original, 0));
  });

  it('the size ceiling in the rules is MAX_UPLOAD_BYTES (too large to send in a test)', () => {
    const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`request.resource.size <= ${MAX_UPLOAD_BYTES};`);
  });

  it('when an upload would replace a stored original, then it is denied', async () => {
    await assertSucceeds(put(admin(), original));
    await assertFails(put(admin(), original, 2048));
  });

  it('when anyone reads an original, its uploader included, then it is denied', async () => {
    await assertSucceeds(put(admin(), original));
    for (const storage of [admin(), admin('bob'), member(), visitor()]) {
      await assertFails(storage.ref(original).getDownloadURL());
      await assertFails(storage.ref(original).getMetadata());
    }
  });

  it('when the uploader withdraws their upload, then it is deleted; another admin may not', async () => {
    await assertSucceeds(put(admin(), original));
    await assertFails(admin('bob').ref(original).delete());
    await assertSucceeds(admin().ref(original).delete());
  });
});

describe('everything else in the bucket: written and served by the server only', () => {
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref('renditions/item-1/panel-720.webp').put(bytes(64), { contentType: 'image/webp' });
    });
  });

  it('when an admin or a member writes outside the upload area, then it is denied', async () => {
    await assertFails(put(admin(), 'renditions/item-1/panel-720.webp'));
    await assertFails(put(admin(), 'renditions/item-2/card-320.avif'));
    await assertFails(put(member(), 'avatars/star-1.webp'));
  });

  it('when anyone reads a rendition through the bucket, then it is denied', async () => {
    for (const storage of [admin(), member(), visitor()]) {
      await assertFails(storage.ref('renditions/item-1/panel-720.webp').getDownloadURL());
    }
  });

  it('when an admin deletes a rendition from the browser, then it is denied', async () => {
    await assertFails(admin().ref('renditions/item-1/panel-720.webp').delete());
  });
});

describe('records/{recordId}/{documentId}: sealed ID images and releases (docs/product-rules.md#performer-records)', () => {
  const sealedPath = 'records/abcdefghijklmnopqrst/document0000000000';
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref(sealedPath).put(bytes(64), { contentType: 'application/octet-stream' });
    });
  });
  const custodian = () => env().authenticatedContext('ada', { admin: true, custodian: true, reviewer: true }).storage();

  it('when anyone reads, lists, writes or deletes one from the browser, the custodian included, then it is denied', async () => {
    for (const storage of [custodian(), admin(), member(), visitor()]) {
      await assertFails(storage.ref(sealedPath).getDownloadURL());
      await assertFails(storage.ref('records/abcdefghijklmnopqrst').listAll());
      await assertFails(put(storage, 'records/abcdefghijklmnopqrst/forged000000000000'));
      await assertFails(storage.ref(sealedPath).delete());
    }
  });
});
