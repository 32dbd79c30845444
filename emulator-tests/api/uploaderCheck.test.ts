import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { accountExportSchema } from '@shared/api/schemas/account';
import { idCheckStartedSchema, uploaderCheckViewSchema } from '@shared/api/schemas/identityChecks';
import { COLLECTIONS } from '@shared/collections';
import { answerDemoIdentityCheck } from '../../functions/src/tools/demoIdentityCheck.js';
import { createUser, uniqueEmail } from '../support/auth.js';
import { adminDb, createAdmin } from './support/admin.js';
import { call } from './support/http.js';

// Every admin who adds media passes their own identity check first (docs/product-rules.md#performer-records): the
// document must be genuine and show the name and date of birth the admin gave. Until then, announcing an upload and
// importing a file are refused where the data is written (the server), whatever the console shows.
const CHECK = API_PATHS.adminUploaderCheck;
const IDENTITY = { legalName: 'Rowan Tester', dateOfBirth: '1988-08-08' };
const COMMUNITY = 'DeliaFrostVault';

const announce = (token: string) =>
  call(API_PATHS.adminLibraryUploads, {
    method: 'POST',
    token,
    body: { community: COMMUNITY, fileName: 'a.jpg', bytes: 1000 },
  });
const importFile = (token: string) =>
  call(API_PATHS.adminLibraryImport, {
    method: 'POST',
    token,
    body: { format: 'csv', content: 'url,kind\nhttps://media.example/a.jpg,image' },
  });
const checkOf = async (token: string) => uploaderCheckViewSchema.parse((await call(CHECK, { token })).json).check;
const start = async (token: string, identity: unknown = IDENTITY) => {
  const res = await call(CHECK, { method: 'POST', token, body: identity });
  expect(res.status, res.text).toBe(200);
  return idCheckStartedSchema.parse(res.json).redirectUrl;
};
const finish = (token: string, returnToken: string) =>
  call(API_PATHS.adminUploaderCheckFinish, { method: 'POST', token, body: { returnToken } });
const onTheDocument = (change: Partial<{ fullName: string; dateOfBirth: string }> = {}) => ({
  fullName: IDENTITY.legalName,
  dateOfBirth: IDENTITY.dateOfBirth,
  ...change,
});

describe('the uploader check', () => {
  it('when an admin has not passed it, then announcing an upload and importing are refused with the reason', async () => {
    const admin = await createAdmin();
    expect(await checkOf(admin.idToken)).toEqual({ status: 'none', failure: null, checkedAt: null });
    for (const res of [await announce(admin.idToken), await importFile(admin.idToken)]) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        code: 'uploaderNotChecked',
        error:
          'Pass your own identity check before you add media: everyone who adds media is verified. Start it in the Media library.',
      });
    }
  });

  it('when the document names someone else, then the check fails as nameMismatch and uploads stay refused; the right document passes it and uploads go through', async () => {
    const admin = await createAdmin();
    const mismatched = await answerDemoIdentityCheck(
      await start(admin.idToken),
      'pass',
      onTheDocument({ fullName: 'Someone Else' }),
    );
    expect((await finish(admin.idToken, mismatched)).json).toEqual({ ok: true, status: 'failed' });
    expect(await checkOf(admin.idToken)).toMatchObject({ status: 'failed', failure: 'nameMismatch' });
    expect((await announce(admin.idToken)).status).toBe(403);

    const started = await start(admin.idToken);
    // Only this start's token finishes it: an earlier one, or another admin's, is refused.
    const other = await createAdmin();
    const othersToken = await answerDemoIdentityCheck(await start(other.idToken), 'pass', onTheDocument());
    for (const token of [mismatched, othersToken]) {
      const refused = await finish(admin.idToken, token);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'uploaderCheckNotStarted' });
    }
    const passed = await answerDemoIdentityCheck(started, 'pass', onTheDocument());
    expect((await finish(admin.idToken, passed)).json).toEqual({ ok: true, status: 'passed' });
    expect(await checkOf(admin.idToken)).toMatchObject({ status: 'passed', failure: null });
    expect((await announce(admin.idToken)).status).toBe(201);
    // The other admin's check is theirs alone: still pending, and their uploads still refused.
    expect(await checkOf(other.idToken)).toMatchObject({ status: 'pending' });
    expect((await announce(other.idToken)).status).toBe(403);

    const again = await call(CHECK, { method: 'POST', token: admin.idToken, body: IDENTITY });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'uploaderAlreadyChecked' });
  });

  it('when the provider rejects the document, then the check failed as rejected', async () => {
    const admin = await createAdmin();
    const returnToken = await answerDemoIdentityCheck(await start(admin.idToken), 'fail', onTheDocument());
    expect((await finish(admin.idToken, returnToken)).json).toEqual({ ok: true, status: 'failed' });
    expect(await checkOf(admin.idToken)).toMatchObject({ status: 'failed', failure: 'rejected' });
  });

  it('when the name and date of birth given are kept, then they are sealed, and the export shows the result only', async () => {
    const admin = await createAdmin();
    const returnToken = await answerDemoIdentityCheck(await start(admin.idToken), 'pass', onTheDocument());
    await finish(admin.idToken, returnToken);
    const stored = JSON.stringify((await adminDb().doc(`${COLLECTIONS.uploaderChecks}/${admin.uid}`).get()).data());
    expect(stored).not.toContain(IDENTITY.legalName);
    expect(stored).not.toContain(IDENTITY.dateOfBirth);
    const exported = accountExportSchema.parse((await call(API_PATHS.accountExport, { token: admin.idToken })).json);
    const part = exported.parts.uploaderCheck;
    expect(JSON.stringify(part)).toContain('"passed"');
    expect(JSON.stringify(part)).not.toContain('sealedIdentity');
  });

  it.each([
    [
      'a date of birth under 18',
      { ...IDENTITY, dateOfBirth: new Date().toISOString().slice(0, 10) },
      'uploaderUnderage',
    ],
    ['no legal name', { ...IDENTITY, legalName: '' }, undefined],
    ['an impossible date', { ...IDENTITY, dateOfBirth: '1990-02-30' }, undefined],
    ['an unknown field', { ...IDENTITY, role: 'reviewer' }, undefined],
  ])('when the admin gives %s, then 400 and nothing starts', async (_case, identity, code) => {
    const admin = await createAdmin();
    const res = await call(CHECK, { method: 'POST', token: admin.idToken, body: identity });
    expect(res.status).toBe(400);
    if (code) expect(res.json).toMatchObject({ code });
    expect(await checkOf(admin.idToken)).toMatchObject({ status: 'none' });
  });

  it('when someone who is not an admin asks, then 403; signed out, 401', async () => {
    const user = await createUser(uniqueEmail('not-admin'));
    expect((await call(CHECK, { token: user.idToken })).status).toBe(403);
    expect((await call(CHECK, { method: 'POST', token: user.idToken, body: IDENTITY })).status).toBe(403);
    expect((await call(CHECK)).status).toBe(401);
  });
});
