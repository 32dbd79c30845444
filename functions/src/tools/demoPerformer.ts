// A fictional performer record with a passed ID check, made the way a custodian makes one (docs/product-rules.md
// #performer-records): the record through the API, its identity check through the demo provider's page (the
// record's own name and date of birth, and the "Pass" button a real document would earn), a synthetic specimen image as its ID image. The seed names it on
// the synthetic demo media; tests use it where an item must be publishable. Emulators only.
import sharp from 'sharp';
import { answerDemoIdentityCheck, okJson } from './demoIdentityCheck.js';
import { API_PATHS } from '../shared/api/paths.js';
import {
  performerIdCheckFinishedSchema,
  performerIdCheckStartedSchema,
  performerRecordCreatedSchema,
  type PerformerRecordBody,
} from '../shared/api/schemas/performerRecords.js';

/** A grey card with coloured bars: shaped like an ID document, showing nobody and nothing. */
export const specimenDocument = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#d9dde3' } })
    .composite([
      { input: { create: { width: 160, height: 200, channels: 3, background: '#8a94a6' } }, left: 40, top: 100 },
      { input: { create: { width: 360, height: 24, channels: 3, background: '#4b5563' } }, left: 240, top: 120 },
      { input: { create: { width: 300, height: 24, channels: 3, background: '#6b7280' } }, left: 240, top: 170 },
    ])
    .png()
    .toBuffer();

export const demoPerformerBody = (stageName: string): PerformerRecordBody => ({
  legalName: `${stageName} (fictional)`,
  dateOfBirth: '1990-01-01',
  stageNames: [stageName],
  consent: { recorded: true, publication: true, download: false, signedOn: '2026-01-15', productionDate: '2026-01-15' },
});

/** Adds a fictional record whose ID check passed, as the custodian whose token this is; answers its id. */
export async function addClearedDemoPerformer(appUrl: string, token: string, stageName: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const base = `${appUrl}${API_PATHS.adminPerformerRecords}`;
  const body = demoPerformerBody(stageName);
  const created = await fetch(base, { method: 'POST', headers, body: JSON.stringify(body) });
  const { id } = performerRecordCreatedSchema.parse(await okJson(created, 'adding the record'));
  const started = await fetch(`${base}/${id}/id-check`, { method: 'POST', headers });
  const { redirectUrl } = performerIdCheckStartedSchema.parse(await okJson(started, 'starting the ID check'));
  const returnToken = await answerDemoIdentityCheck(redirectUrl, 'pass', {
    fullName: body.legalName,
    dateOfBirth: body.dateOfBirth,
  });
  const finished = await fetch(`${base}/${id}/id-check/finish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ returnToken }),
  });
  const { status } = performerIdCheckFinishedSchema.parse(await okJson(finished, 'finishing the ID check'));
  if (status !== 'passed') throw new Error(`demo performer: the ID check ended ${status}`);
  const document = await fetch(`${base}/${id}/documents?kind=idDocument`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(await specimenDocument()),
  });
  await okJson(document, 'adding the ID image');
  return id;
}
