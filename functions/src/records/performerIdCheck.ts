// A performer's identity-and-age check (docs/product-rules.md#performer-records): the age-assurance provider's
// identity-document flow (Yoti with doc_scan only; the demo provider in the emulators), started from the record and
// finished when the provider sends the custodian's browser back to it. The record keeps the result, the date and the
// method, never the provider's images.
import { Timestamp } from 'firebase-admin/firestore';
import { configuredDocumentCheck } from '../ageAssurance/configured.js';
import { PUBLIC_APP_URL } from '../config/params.js';
import { db } from '../data/db.js';
import { noteOnTrailIn, performerRecordRef, requirePerformerRecord } from '../data/performerRecords.js';
import { DomainError } from '../domain/errors.js';
import { AGE_CHECK_TTL_SEC } from '../shared/constants.js';
import type { PerformerIdCheckStatus } from '../shared/api/schemas/performerRecords.js';

/** Where the provider sends the browser back: the record's console page, which finishes the check. */
const checkReturnUrl = (id: string) => `${new URL(PUBLIC_APP_URL.value()).origin}/admin/records/${id}`;

/** Starts the record's identity-document check; answers the provider's page to send the browser to. */
export async function startPerformerIdCheck(id: string, byUid: string): Promise<string> {
  const record = await requirePerformerRecord(id);
  if (record.consent.withdrawnAt) throw new DomainError('conflict', 'performerConsentWithdrawn');
  if (record.idCheck.status === 'passed') throw new DomainError('conflict', 'performerAlreadyChecked');
  const started = await configuredDocumentCheck().start({ returnUrl: checkReturnUrl(id), nowMs: Date.now() });
  await db().runTransaction((tx) => {
    tx.update(performerRecordRef(id), {
      'idCheck.status': 'pending',
      'idCheck.pendingSessionId': started.pending.sessionId,
      'idCheck.pendingReferenceId': started.pending.referenceId,
    });
    noteOnTrailIn(tx, id, 'idCheckStarted', byUid);
    return Promise.resolve();
  });
  return started.redirectUrl;
}

/**
 * Reads the provider's result for the session this record started (another session id is refused). Only a pass by an
 * identity document counts; a check still running stays pending.
 */
export async function finishPerformerIdCheck(
  id: string,
  sessionId: string,
  byUid: string,
): Promise<PerformerIdCheckStatus> {
  const record = await requirePerformerRecord(id);
  const { pendingSessionId, pendingReferenceId } = record.idCheck;
  if (!pendingSessionId || !pendingReferenceId || pendingSessionId !== sessionId)
    throw new DomainError('conflict', 'performerCheckNotStarted');
  const finished = await configuredDocumentCheck().finish({
    params: { sessionId },
    pending: {
      provider: 'yoti',
      sessionId: pendingSessionId,
      referenceId: pendingReferenceId,
      expiresAtMs: Date.now() + AGE_CHECK_TTL_SEC * 1000,
    },
  });
  if (finished.outcome === 'pending') return 'pending';
  const status: PerformerIdCheckStatus =
    finished.outcome === 'passed' && finished.method === 'DOC_SCAN' ? 'passed' : 'failed';
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(performerRecordRef(id));
    // A second return of the same session (a reload) changes nothing.
    if (snapshot.get('idCheck.pendingSessionId') !== sessionId) return;
    tx.update(snapshot.ref, {
      idCheck: {
        status,
        checkedAt: Timestamp.now(),
        method: finished.outcome === 'passed' ? finished.method : null,
        provider: 'yoti',
        pendingSessionId: null,
        pendingReferenceId: null,
      },
    });
    noteOnTrailIn(tx, id, 'idCheckFinished', byUid);
  });
  return status;
}
