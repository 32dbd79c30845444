// A performer's identity-and-age check (docs/product-rules.md#performer-records): Yoti Identity Verification (the
// demo provider in the emulators) checks that the document is genuine and that the person holding it is the one on it;
// we then compare the name and date of birth read off the document with the record's. Started from the record and
// finished when the provider sends the custodian's browser back to it. The record keeps the outcome, the date and the
// method, never what the document says nor the provider's images.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { configuredIdentityCheck } from '../config/identityCheckParams.js';
import { PUBLIC_APP_URL } from '../config/params.js';
import { configuredRecordsKey } from '../config/recordsParams.js';
import { db } from '../data/db.js';
import { noteOnTrailIn, performerRecordRef, requirePerformerRecord } from '../data/performerRecords.js';
import { DomainError } from '../domain/errors.js';
import { ID_CHECK_RETURN_PARAM } from '../shared/api/schemas/identityChecks.js';
import type { PerformerIdCheckFailure, PerformerIdCheckStatus } from '../shared/api/schemas/performerRecords.js';
import { matchIdentity } from './identityCheck/identityMatch.js';
import { yotiIdentityCheck, type IdentityCheck } from './identityCheck/yotiIdentityCheck.js';
import { openIdentity } from './recordIdentity.js';

const METHOD = 'ID_DOCUMENT_LIVENESS_FACE_MATCH';

const identityCheck = (): IdentityCheck => yotiIdentityCheck(configuredIdentityCheck());

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
  const returnToken = randomBytes(16).toString('base64url');
  const started = await identityCheck().start(checkReturnUrl(id, returnToken));
  await db().runTransaction((tx) => {
    tx.update(performerRecordRef(id), {
      'idCheck.status': 'pending',
      'idCheck.pendingSessionId': started.sessionId,
      'idCheck.pendingReturnToken': returnToken,
    });
    noteOnTrailIn(tx, id, 'idCheckStarted', byUid);
    return Promise.resolve();
  });
  return started.redirectUrl;
}

/**
 * Reads the provider's result for the session this record started, when the browser comes back with that start's
 * token (an older start's, or none, is refused). A pass needs the provider's approval and the record's own name and
 * date of birth on the document; a check still running stays pending.
 */
export async function finishPerformerIdCheck(
  id: string,
  returnToken: string,
  byUid: string,
): Promise<PerformerIdCheckStatus> {
  const record = await requirePerformerRecord(id);
  const { pendingSessionId: sessionId, pendingReturnToken } = record.idCheck;
  if (!sessionId || !pendingReturnToken || pendingReturnToken !== returnToken)
    throw new DomainError('conflict', 'performerCheckNotStarted');
  const finished = await identityCheck().finish(sessionId);
  if (finished.outcome === 'pending') return 'pending';
  if (finished.outcome === 'error') throw new DomainError('unavailable', 'ageProviderUnavailable');
  let failure: PerformerIdCheckFailure | null;
  if (finished.outcome === 'failed') failure = finished.reason;
  else {
    const identity = openIdentity(configuredRecordsKey(), id, record);
    const match = matchIdentity(finished.document, { fullName: identity.legalName, dateOfBirth: identity.dateOfBirth });
    failure = match === 'match' ? null : match;
  }
  const status: PerformerIdCheckStatus = failure ? 'failed' : 'passed';
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(performerRecordRef(id));
    // A second return of the same start (a reload) changes nothing.
    if (snapshot.get('idCheck.pendingReturnToken') !== returnToken) return;
    tx.update(snapshot.ref, {
      idCheck: {
        status,
        checkedAt: Timestamp.now(),
        method: METHOD,
        provider: 'yoti',
        failure,
        pendingSessionId: null,
        pendingReturnToken: null,
      },
    });
    noteOnTrailIn(tx, id, 'idCheckFinished', byUid);
  });
  return status;
}
