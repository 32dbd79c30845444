// Every admin who adds media passes an identity check of their own first (card networks: verified age and identity of
// every uploader; docs/product-rules.md#performer-records). The admin says who they are; the provider checks the
// document, the liveness and the face, and the document must show that name and date of birth (identityCheck/
// checkRun.ts). uploader_checks/{uid} keeps the state and, sealed under the records key (only the custodian's tools
// open it), the name and date of birth given: the record of who added media. Server only; no rule opens it.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { PUBLIC_APP_URL } from '../config/params.js';
import { configuredRecordsKey } from '../config/recordsParams.js';
import { db } from '../data/db.js';
import { DomainError } from '../domain/errors.js';
import { AGE_ASSURANCE_THRESHOLD } from '../shared/constants.js';
import { COLLECTIONS } from '../shared/collections.js';
import {
  ID_CHECK_RETURN_PARAM,
  type IdCheckStatus,
  type UploaderCheckBody,
  type UploaderCheckView,
} from '../shared/api/schemas/identityChecks.js';
import {
  beginIdentityCheck,
  concludeIdentityCheck,
  NO_IDENTITY_CHECK,
  type IdentityCheckState,
} from './identityCheck/checkRun.js';
import { ageOn } from './publication.js';
import { openIdentity, sealIdentity } from './recordIdentity.js';

interface UploaderCheckDocument {
  /** `{legalName, dateOfBirth}` as the admin gave them, sealed (recordIdentity.ts) under `uploader:{uid}`. */
  sealedIdentity: string | null;
  idCheck: IdentityCheckState;
  updatedAt: Timestamp;
}

/** The audit line of each start and finish (performer records' are data/performerRecords.ts trailEntry): the uid only. */
const auditLine = (action: 'started' | 'finished', uid: string, outcome: Record<string, string | null> = {}) =>
  logger.info(`audit: uploader_check ${action}`, { audit: 'uploader_check', action, uid, ...outcome });

const checkRef = (uid: string) => db().collection(COLLECTIONS.uploaderChecks).doc(uid);
/** The sealing's record id: never a performer record's (those are 20-character Firestore ids). */
const sealingId = (uid: string) => `uploader:${uid}`;

async function readCheck(uid: string): Promise<UploaderCheckDocument | null> {
  const snap = await checkRef(uid).get();
  return snap.exists ? (snap.data() as UploaderCheckDocument) : null;
}

export async function uploaderCheckOf(uid: string): Promise<UploaderCheckView> {
  const check = (await readCheck(uid))?.idCheck ?? NO_IDENTITY_CHECK;
  return {
    status: check.status,
    failure: check.failure ?? null,
    checkedAt: check.checkedAt ? check.checkedAt.toDate().toISOString() : null,
  };
}

/** 403 unless `uid` has passed their identity check: asked before anything they send becomes library media. */
export async function requireCheckedUploader(uid: string): Promise<void> {
  if ((await readCheck(uid))?.idCheck.status !== 'passed') throw new DomainError('forbidden', 'uploaderNotChecked');
}

/** Where the provider sends the browser back: the Media library, which finishes the check. */
function checkReturnUrl(returnToken: string): string {
  const url = new URL('/admin/library', new URL(PUBLIC_APP_URL.value()).origin);
  url.searchParams.set(ID_CHECK_RETURN_PARAM, returnToken);
  return url.toString();
}

/** Starts the caller's check for the identity they give; answers the provider's page to send the browser to. */
export async function startUploaderCheck(uid: string, identity: UploaderCheckBody): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  if (ageOn(identity.dateOfBirth, today) < AGE_ASSURANCE_THRESHOLD)
    throw new DomainError('invalid', 'uploaderUnderage');
  if ((await readCheck(uid))?.idCheck.status === 'passed') throw new DomainError('conflict', 'uploaderAlreadyChecked');
  const { redirectUrl, pending } = await beginIdentityCheck(checkReturnUrl);
  const document: UploaderCheckDocument = {
    sealedIdentity: sealIdentity(configuredRecordsKey(), sealingId(uid), identity),
    idCheck: { ...NO_IDENTITY_CHECK, ...pending },
    updatedAt: Timestamp.now(),
  };
  await db().runTransaction(async (tx) => {
    // Two tabs starting at once: a pass that landed meanwhile is not replaced by a new pending check.
    if ((await tx.get(checkRef(uid))).get('idCheck.status') === 'passed')
      throw new DomainError('conflict', 'uploaderAlreadyChecked');
    tx.set(checkRef(uid), document);
  });
  auditLine('started', uid);
  return redirectUrl;
}

/** Finishes the caller's check when the browser comes back with its start's token; pending while the provider works. */
export async function finishUploaderCheck(uid: string, returnToken: string): Promise<IdCheckStatus> {
  const stored = await readCheck(uid);
  const concluded = await concludeIdentityCheck(
    stored?.idCheck ?? NO_IDENTITY_CHECK,
    returnToken,
    () => {
      const identity = openIdentity(configuredRecordsKey(), sealingId(uid), stored?.sealedIdentity ?? '');
      return { fullName: identity.legalName, dateOfBirth: identity.dateOfBirth };
    },
    'uploaderCheckNotStarted',
  );
  if (!concluded) return 'pending';
  const recorded = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(checkRef(uid));
    // A second return of the same start (a reload) changes nothing.
    if (snapshot.get('idCheck.pendingReturnToken') !== returnToken) return false;
    tx.update(snapshot.ref, { idCheck: concluded, updatedAt: Timestamp.now() });
    return true;
  });
  if (recorded) auditLine('finished', uid, { status: concluded.status, failure: concluded.failure ?? null });
  return concluded.status;
}
