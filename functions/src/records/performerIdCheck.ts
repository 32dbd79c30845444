// A performer's identity-and-age check (docs/product-rules.md#performer-records): Yoti Identity Verification (the
// demo provider in the emulators) checks that the document is genuine and that the person holding it is the one on it;
// the name and date of birth on it must be the record's (identityCheck/checkRun.ts). Started from the record and
// finished when the provider sends the custodian's browser back to it. The record keeps the outcome, the date and the
// method, never what the document says nor the provider's images.
import { configuredRecordsKey } from '../config/recordsParams.js';
import { PUBLIC_APP_URL } from '../config/params.js';
import { db } from '../data/db.js';
import { noteOnTrailIn, performerRecordRef, requirePerformerRecord } from '../data/performerRecords.js';
import { DomainError } from '../domain/errors.js';
import { ID_CHECK_RETURN_PARAM } from '../shared/api/schemas/identityChecks.js';
import type { PerformerIdCheckStatus } from '../shared/api/schemas/performerRecords.js';
import { beginIdentityCheck, concludeIdentityCheck } from './identityCheck/checkRun.js';
import { openIdentity } from './recordIdentity.js';

/** Where the provider sends the browser back: the record's console page, which finishes the check. */
function checkReturnUrl(id: string, returnToken: string): string {
  const url = new URL(`/admin/records/${id}`, new URL(PUBLIC_APP_URL.value()).origin);
  url.searchParams.set(ID_CHECK_RETURN_PARAM, returnToken);
  return url.toString();
}

/** Starts the record's identity check; answers the provider's page to send the browser to. */
export async function startPerformerIdCheck(id: string, byUid: string): Promise<string> {
  const record = await requirePerformerRecord(id);
  if (record.consent.withdrawnAt) throw new DomainError('conflict', 'performerConsentWithdrawn');
  if (record.idCheck.status === 'passed') throw new DomainError('conflict', 'performerAlreadyChecked');
  const { redirectUrl, pending } = await beginIdentityCheck((token) => checkReturnUrl(id, token));
  await db().runTransaction((tx) => {
    tx.update(performerRecordRef(id), {
      'idCheck.status': pending.status,
      'idCheck.pendingSessionId': pending.pendingSessionId,
      'idCheck.pendingReturnToken': pending.pendingReturnToken,
    });
    noteOnTrailIn(tx, id, 'idCheckStarted', byUid);
    return Promise.resolve();
  });
  return redirectUrl;
}

/**
 * Finishes the record's check when the browser comes back with its start's token (an older start's, or none, is
 * refused); a check still running stays pending.
 */
export async function finishPerformerIdCheck(
  id: string,
  returnToken: string,
  byUid: string,
): Promise<PerformerIdCheckStatus> {
  const record = await requirePerformerRecord(id);
  const concluded = await concludeIdentityCheck(
    record.idCheck,
    returnToken,
    () => {
      const identity = openIdentity(configuredRecordsKey(), id, record.sealedIdentity);
      return { fullName: identity.legalName, dateOfBirth: identity.dateOfBirth };
    },
    'performerCheckNotStarted',
  );
  if (!concluded) return 'pending';
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(performerRecordRef(id));
    // A second return of the same start (a reload) changes nothing.
    if (snapshot.get('idCheck.pendingReturnToken') !== returnToken) return;
    tx.update(snapshot.ref, { idCheck: concluded });
    noteOnTrailIn(tx, id, 'idCheckFinished', byUid);
  });
  return concluded.status;
}
