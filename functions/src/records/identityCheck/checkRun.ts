// One identity check's life, whoever it is for (a performer record, an admin who adds media): start it with a fresh
// return token in the address the provider sends the browser back to, and on that return turn the provider's answer,
// compared with whom the check was for, into the state the owner stores. Nothing the document says is kept.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { configuredIdentityCheck } from '../../config/identityCheckParams.js';
import { DomainError } from '../../domain/errors.js';
import type { ApiErrorCode } from '../../shared/api/apiErrors.js';
import type { IdCheckFailure, IdCheckStatus } from '../../shared/api/schemas/identityChecks.js';
import { matchIdentity, type IdentityFacts } from './identityMatch.js';
import { yotiIdentityCheck } from './yotiIdentityCheck.js';

const METHOD = 'ID_DOCUMENT_LIVENESS_FACE_MATCH';

/** What an owner stores of its check. */
export interface IdentityCheckState {
  status: IdCheckStatus;
  checkedAt: Timestamp | null;
  /** How the person was checked and by whom, once finished. */
  method: string | null;
  provider: string | null;
  /** Why a finished check failed (records written before this field have none). */
  failure?: IdCheckFailure | null;
  /** The provider's session and the token in the return address, from the start until the return. */
  pendingSessionId: string | null;
  pendingReturnToken: string | null;
}

export const NO_IDENTITY_CHECK: IdentityCheckState = {
  status: 'none',
  checkedAt: null,
  method: null,
  provider: null,
  failure: null,
  pendingSessionId: null,
  pendingReturnToken: null,
};

/** Starts a check; answers the provider's page and the fields of a pending check to store. */
export async function beginIdentityCheck(returnUrlFor: (returnToken: string) => string) {
  const returnToken = randomBytes(16).toString('base64url');
  const started = await yotiIdentityCheck(configuredIdentityCheck()).start(returnUrlFor(returnToken));
  return {
    redirectUrl: started.redirectUrl,
    pending: { status: 'pending', pendingSessionId: started.sessionId, pendingReturnToken: returnToken } as const,
  };
}

/**
 * Reads the provider's answer for the check `state` started, if `returnToken` is that start's (else `notStarted`);
 * null while the provider is still at it. A pass needs the provider's approval and `expected`'s name and date of
 * birth on the document.
 */
export async function concludeIdentityCheck(
  state: IdentityCheckState,
  returnToken: string,
  expected: () => IdentityFacts,
  notStarted: ApiErrorCode,
): Promise<IdentityCheckState | null> {
  const { pendingSessionId: sessionId, pendingReturnToken } = state;
  if (!sessionId || !pendingReturnToken || pendingReturnToken !== returnToken)
    throw new DomainError('conflict', notStarted);
  const finished = await yotiIdentityCheck(configuredIdentityCheck()).finish(sessionId);
  if (finished.outcome === 'pending') return null;
  if (finished.outcome === 'error') throw new DomainError('unavailable', 'ageProviderUnavailable');
  let failure: IdCheckFailure | null;
  if (finished.outcome === 'failed') failure = finished.reason;
  else {
    const match = matchIdentity(finished.document, expected());
    failure = match === 'match' ? null : match;
  }
  return {
    status: failure ? 'failed' : 'passed',
    checkedAt: Timestamp.now(),
    method: METHOD,
    provider: 'yoti',
    failure,
    pendingSessionId: null,
    pendingReturnToken: null,
  };
}
