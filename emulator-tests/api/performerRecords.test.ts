import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import {
  performerIdCheckStartedSchema,
  performerRecordCreatedSchema,
  performerRecordDetailSchema,
  performerRecordListSchema,
  type PerformerRecordBody,
} from '@shared/api/schemas/performerRecords';
import {
  addClearedDemoPerformer,
  demoPerformerBody,
  specimenDocument,
} from '../../functions/src/tools/demoPerformer.js';
import { answerDemoIdentityCheck } from '../../functions/src/tools/demoIdentityCheck.js';
import { createUser, idTokenFor, signIn, uniqueEmail } from '../support/auth.js';
import { APP_URL, DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { adminAuth, createAdmin } from './support/admin.js';
import { call } from './support/http.js';
import { namePerformers, servedLibraryUrls, waitingItems } from './support/review.js';
import { beatRun, startedRun } from './support/sessionRuns.js';

// Performer records (docs/product-rules.md#performer-records): the custodian keeps one per person depicted, sealed;
// an item is published only when everyone it names has a passed ID check and a consent that covers publication, and
// a withdrawn consent unpublishes every item of that record.
const COMMUNITY = 'NoellePryceFans';
const BUCKET = `${PROJECT_ID}.appspot.com`;
let custodianToken: string;
let adminApp: App;

beforeAll(async () => {
  custodianToken = await idTokenFor(DEMO_EMAIL.admin);
  adminApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `records-test-${Date.now()}`);
});
afterAll(() => deleteApp(adminApp));

const records = API_PATHS.adminPerformerRecords;

async function addRecord(body: unknown = demoPerformerBody(`Stage ${Date.now()}`)): Promise<string> {
  const res = await call(records, { method: 'POST', token: custodianToken, body });
  expect(res.status, res.text).toBe(201);
  return performerRecordCreatedSchema.parse(res.json).id;
}

async function view(id: string) {
  const res = await call(`${records}/${id}`, { token: custodianToken });
  expect(res.status, res.text).toBe(200);
  return performerRecordDetailSchema.parse(res.json).record;
}

const sendDocument = (id: string, bytes: Buffer, kind = 'idDocument') =>
  fetch(`${APP_URL}${records}/${id}/documents?kind=${kind}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${custodianToken}`, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });

describe('who sees performer records', () => {
  it('when an admin who is not the custodian asks, then they get stage names and standing only', async () => {
    const id = await addRecord();
    const plainAdmin = await createAdmin();
    const list = await call(records, { token: plainAdmin.idToken });
    expect(list.status).toBe(200);
    const summary = performerRecordListSchema.parse(list.json).records.find((r) => r.id === id);
    expect(summary).toMatchObject({ clearance: 'idCheckMissing', idCheck: 'none' });
    expect(JSON.stringify(list.json)).not.toContain('(fictional)');
    for (const [path, method] of [
      [`${records}/${id}`, 'GET'],
      [`${records}/${id}/export`, 'GET'],
      [`${records}/${id}/id-check`, 'POST'],
      [`${records}/${id}/withdraw`, 'POST'],
      [records, 'POST'],
    ] as const) {
      const res = await call(path, { method, token: plainAdmin.idToken, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, path).toBe(403);
      expect(res.json).toMatchObject({ code: 'custodiansOnly' });
    }
  });

  it('when a member, a signed-out caller or a member with a forged custodian claim asks, then it is refused', async () => {
    expect((await call(records, { token: await idTokenFor(DEMO_EMAIL.free) })).status).toBe(403);
    expect((await call(records)).status).toBe(401);
    const email = uniqueEmail('forger');
    await adminAuth().setCustomUserClaims((await createUser(email)).uid, { custodian: true });
    expect((await call(`${records}/abcdefghijklmnopqrst`, { token: (await signIn(email)).idToken })).status).toBe(403);
  });
});

describe('adding and viewing a record', () => {
  it('when the custodian adds a record, then the legal name and date of birth are sealed where it is stored', async () => {
    const body = { ...demoPerformerBody('Sealed Stage'), legalName: 'Ada Quillfeather', dateOfBirth: '1991-07-09' };
    const id = await addRecord(body);
    const stored = (await getFirestore(adminApp).collection(COLLECTIONS.performerRecords).doc(id).get()).data();
    expect(JSON.stringify(stored)).not.toMatch(/Quillfeather|1991-07-09/);
    const record = await view(id);
    expect(record).toMatchObject({
      legalName: 'Ada Quillfeather',
      dateOfBirth: '1991-07-09',
      stageNames: ['Sealed Stage'],
    });
    expect(record.trail.map((entry) => entry.action).sort()).toEqual(['added', 'viewed']);
  });

  it('when the date of birth makes the person under 18 on the production date, then no record is kept', async () => {
    const body = demoPerformerBody('Too Young');
    const res = await call(records, {
      method: 'POST',
      token: custodianToken,
      body: { ...body, dateOfBirth: '2008-06-02', consent: { ...body.consent, productionDate: '2026-06-01' } },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'performerUnderage' });
  });

  it.each([
    ['a date that does not exist', { dateOfBirth: '1990-02-30' }, 'dateOfBirth must be a real date.'],
    ['no stage name', { stageNames: [] }, 'stageNames needs at least one name.'],
    ['an unknown field', { notes: 'x' }, undefined],
  ])('when the record has %s, then 400 says what is wrong', async (_case, change, message) => {
    const res = await call(records, {
      method: 'POST',
      token: custodianToken,
      body: { ...demoPerformerBody('X'), ...change },
    });
    expect(res.status).toBe(400);
    if (message) expect(res.json).toMatchObject({ error: message });
  });
});

describe('the ID check and the ID images', () => {
  const startCheck = async (id: string) => {
    const res = await call(`${records}/${id}/id-check`, { method: 'POST', token: custodianToken });
    expect(res.status, res.text).toBe(200);
    return performerIdCheckStartedSchema.parse(res.json).redirectUrl;
  };
  const finishCheck = (id: string, returnToken: string) =>
    call(`${records}/${id}/id-check/finish`, { method: 'POST', token: custodianToken, body: { returnToken } });
  const onTheDocument = (
    body: PerformerRecordBody,
    change: Partial<{ fullName: string; dateOfBirth: string }> = {},
  ) => ({
    fullName: body.legalName,
    dateOfBirth: body.dateOfBirth,
    ...change,
  });

  it('when the provider says the document failed, then the check failed; a second check that passes clears it', async () => {
    const body = demoPerformerBody(`Stage ${Date.now()}`);
    const id = await addRecord(body);

    const failed = await answerDemoIdentityCheck(await startCheck(id), 'fail', onTheDocument(body));
    expect((await finishCheck(id, failed)).json).toEqual({ ok: true, status: 'failed' });
    expect(await view(id)).toMatchObject({ clearance: 'idCheckMissing', idCheckDetail: { failure: 'rejected' } });

    const started = await startCheck(id);
    // Only the address this start sent the provider counts: an earlier start's token, or a made-up one, is refused.
    for (const token of [failed, 'A'.repeat(22)]) {
      const other = await finishCheck(id, token);
      expect(other.status).toBe(409);
      expect(other.json).toMatchObject({ code: 'performerCheckNotStarted' });
    }
    const passed = await answerDemoIdentityCheck(started, 'pass', onTheDocument(body));
    expect((await finishCheck(id, passed)).json).toEqual({ ok: true, status: 'passed' });
    const record = await view(id);
    expect(record).toMatchObject({
      clearance: 'cleared',
      idCheck: 'passed',
      idCheckDetail: { method: 'ID_DOCUMENT_LIVENESS_FACE_MATCH', provider: 'yoti', failure: null },
    });
    // A reload of the return address changes nothing.
    expect((await finishCheck(id, passed)).status).toBe(409);
    const again = await call(`${records}/${id}/id-check`, { method: 'POST', token: custodianToken });
    expect(again.json).toMatchObject({ code: 'performerAlreadyChecked' });
  });

  it.each([
    ['another name', 'nameMismatch', { fullName: 'Someone Else' }],
    ['another date of birth', 'dateOfBirthMismatch', { dateOfBirth: '1991-01-01' }],
  ] as const)(
    'when a genuine document shows %s than the record, then the check failed as %s and the record keeps no trace of it',
    async (_case, failure, change) => {
      const body = demoPerformerBody(`Stage ${Date.now()}`);
      const id = await addRecord(body);
      const returnToken = await answerDemoIdentityCheck(await startCheck(id), 'pass', onTheDocument(body, change));
      expect((await finishCheck(id, returnToken)).json).toEqual({ ok: true, status: 'failed' });
      expect(await view(id)).toMatchObject({ clearance: 'idCheckMissing', idCheckDetail: { failure } });
      const stored = JSON.stringify(
        (await getFirestore(adminApp).doc(`${COLLECTIONS.performerRecords}/${id}`).get()).data(),
      );
      expect(stored).not.toContain('Someone Else');
      expect(stored).not.toContain('1991-01-01');
    },
  );

  it('when the return token is malformed, then 400 says what is wrong', async () => {
    const id = await addRecord();
    const res = await finishCheck(id, 'short');
    expect(res.status).toBe(400);
  });

  it('when an ID image is added, then it is stored sealed, read back whole, and the export carries it', async () => {
    const id = await addRecord();
    const image = await specimenDocument();
    const added = await sendDocument(id, image);
    expect(added.status).toBe(201);
    const { id: documentId } = (await added.json()) as { id: string };

    const [sealed] = await getStorage(adminApp).bucket(BUCKET).file(`records/${id}/${documentId}`).download();
    expect(sealed.includes(image.subarray(0, 16))).toBe(false);

    const read = await fetch(`${APP_URL}${records}/${id}/documents/${documentId}`, {
      headers: { Authorization: `Bearer ${custodianToken}` },
    });
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await read.arrayBuffer()).equals(image)).toBe(true);

    const exported = await call(`${records}/${id}/export`, { token: custodianToken });
    expect(exported.headers.get('content-disposition')).toContain(`performer-record-${id}.json`);
    const body = exported.json as { record: { documents: { base64: string }[]; trail: { action: string }[] } };
    expect(Buffer.from(body.record.documents[0]?.base64 ?? '', 'base64').equals(image)).toBe(true);
    expect(body.record.trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['added', 'documentAdded', 'documentViewed', 'exported']),
    );
  });

  it('when the file is not an image or a PDF, whatever it is called, then it is refused and nothing is kept', async () => {
    const id = await addRecord();
    const res = await sendDocument(id, Buffer.from('name,date of birth\nAda,1990-01-01\n'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'performerDocumentInvalid' });
    expect((await view(id)).documents).toEqual([]);
  });
});

describe('publishing an item and withdrawing consent', () => {
  async function importItem(name: string): Promise<{ id: string; url: string }> {
    const url = `https://cdn.example/records/${name}-${Date.now()}.jpg`;
    const res = await call(API_PATHS.adminLibraryImport, {
      method: 'POST',
      token: custodianToken,
      body: {
        format: 'json',
        content: JSON.stringify([{ community: COMMUNITY, url, type: 'image', width: 640, height: 480 }]),
      },
    });
    expect(res.status, res.text).toBe(200);
    const item = (await waitingItems(custodianToken)).find((waiting) => waiting.still === url);
    if (!item) throw new Error('the imported row is not waiting');
    return { id: item.id, url };
  }

  const served = () => servedLibraryUrls(() => getFirestore(adminApp), COMMUNITY);

  // Another reviewer than the admin who imported it (an item's adder may not approve it).
  const approve = async (id: string) =>
    call(`${API_PATHS.adminReview}/${id}`, {
      method: 'POST',
      token: await idTokenFor(DEMO_EMAIL.reviewer),
      body: { decision: 'approve' },
    });

  it('when a named record has no passed check, then the item is not approved; the queue shows why', async () => {
    const item = await importItem('unchecked');
    const unchecked = await addRecord(demoPerformerBody('Unchecked Stage'));
    const unknown = await call(`${API_PATHS.adminLibrary}/${item.id}/performers`, {
      method: 'PUT',
      token: custodianToken,
      body: { performerIds: ['zzzzzzzzzzzzzzzzzzzz'] },
    });
    expect(unknown.json).toMatchObject({ code: 'unknownPerformers' });
    await namePerformers(custodianToken, item.id, [unchecked]);
    const refused = await approve(item.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'itemPerformersNotCleared' });
    const inQueue = (await waitingItems(custodianToken)).find((waiting) => waiting.id === item.id);
    expect(inQueue?.people).toEqual([{ id: unchecked, stageNames: ['Unchecked Stage'], clearance: 'idCheckMissing' }]);
    expect(await served()).not.toContain(item.url);
  });

  it('when consent is withdrawn, then every item naming the record leaves publication and the queue for good', async () => {
    const person = await addClearedDemoPerformer(APP_URL, custodianToken, 'Withdrawing Stage');
    const published = await importItem('published');
    const waiting = await importItem('waiting');
    await namePerformers(custodianToken, published.id, [person]);
    await namePerformers(custodianToken, waiting.id, [person]);
    expect((await approve(published.id)).status).toBe(200);
    expect(await served()).toContain(published.url);
    // A session in progress holds the published item (its heartbeat names it, as the session screen's does).
    const viewer = await createUser(uniqueEmail('withdrawal-viewer'));
    const runId = await startedRun(viewer);
    const beat = async () =>
      (
        await beatRun(viewer.idToken, {
          runId,
          shown: 1,
          held: [{ id: published.id, url: published.url, postUrl: null }],
        })
      ).json as { removed?: string[] };
    expect((await beat()).removed).toEqual([]);

    const withdrawn = await call(`${records}/${person}/withdraw`, { method: 'POST', token: custodianToken });
    expect(withdrawn.json).toEqual({ ok: true, unpublished: 2 });
    expect(await served()).not.toContain(published.url);
    // The session drops it within a beat (another worker may hold the blocklist for its 15 s refresh).
    await expect.poll(async () => (await beat()).removed, { timeout: 30_000, interval: 2_000 }).toEqual([published.id]);
    expect((await waitingItems(custodianToken)).map((item) => item.id)).not.toContain(waiting.id);
    const items = getFirestore(adminApp).collection(COLLECTIONS.libraryItems);
    for (const id of [published.id, waiting.id])
      expect((await items.doc(id).get()).data()).toMatchObject({
        review: 'rejected',
        reviewReason: 'Consent withdrawn by a person in it.',
      });
    expect((await view(person)).clearance).toBe('consentWithdrawn');
    const restart = await call(`${records}/${person}/id-check`, { method: 'POST', token: custodianToken });
    expect(restart.json).toMatchObject({ code: 'performerConsentWithdrawn' });
  });
});
