import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../data/db.js';
import {
  completedClicksOf,
  offerClickRef,
  postbackRef,
  type OfferClickDocumentData,
  type PostbackDocumentData,
} from '../data/offers.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { DomainError } from './errors.js';
import { grantPremiumFields, revokePremiumFields } from './premium.js';
import { auditInTransaction } from '../audit/audit.js';

/** A random click id (the network's sub-id): 24 random bytes, base64url, never derived from the uid. */
export function newClickId(): string {
  return randomBytes(24).toString('base64url');
}

export function offerUrl(template: string, clickId: string): string {
  return template.replaceAll('{clickId}', encodeURIComponent(clickId));
}

/** Creates the click record before the user is sent to the offer. */
async function issueClick(uid: string, network: string): Promise<string> {
  const clickId = newClickId();
  const click: OfferClickDocumentData = { uid, network, status: 'issued' };
  await offerClickRef(clickId).create({ ...click, createdAt: FieldValue.serverTimestamp() });
  return clickId;
}

/** The offer page link for `uid`: a fresh click recorded first, its id in the network's template. */
export async function startOffer(uid: string, network: { id: string; urlTemplate: string }): Promise<string> {
  return offerUrl(network.urlTemplate, await issueClick(uid, network.id));
}

/** Constant-time comparison of a shared secret (hashing first makes the lengths equal). */
export function secretMatches(given: string, expected: string): boolean {
  if (expected === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

interface OfferPostback {
  network: string;
  clickId: string;
  transactionId: string;
  status: 'approved' | 'reversed';
}

export type PostbackOutcome = 'granted' | 'revoked' | 'recorded' | 'duplicate';

/**
 * One network transaction, recorded once: an approval completes the click and grants premium; a
 * reversal revokes it. A reversal that arrives first is kept so the late approval grants nothing.
 */
async function recordOfferPostback(postback: OfferPostback): Promise<PostbackOutcome> {
  return db().runTransaction(async (tx) => {
    const [record, click] = await tx.getAll(
      postbackRef(postback.network, postback.transactionId),
      offerClickRef(postback.clickId),
    );
    if (!record || !click) throw new Error('getAll returned fewer snapshots');
    const clickData = click.exists ? (click.data() as OfferClickDocumentData) : null;
    if (clickData?.network !== postback.network) throw new DomainError('notFound', 'unknownClick');
    const stored = record.exists ? (record.data() as PostbackDocumentData) : null;
    if (stored && stored.clickId !== postback.clickId) throw new DomainError('conflict', 'clickTransactionMismatch');
    const user = await tx.get(userRef(clickData.uid));
    const userData = readUser(user);
    const base = { network: postback.network, transactionId: postback.transactionId, clickId: postback.clickId };

    if (postback.status === 'approved') {
      if (stored) return 'duplicate';
      // One completion per click: a second transaction on a used click is recorded but grants nothing.
      const grants = clickData.status === 'issued';
      tx.create(record.ref, { ...base, status: 'approved', granted: grants, createdAt: FieldValue.serverTimestamp() });
      if (!grants) return 'recorded';
      tx.update(click.ref, {
        status: 'completed',
        transactionId: postback.transactionId,
        completedAt: FieldValue.serverTimestamp(),
      });
      const grant = grantPremiumFields(userData, 'offer');
      if (grant) writeUserFields(tx, user, grant);
      if (grant) auditInTransaction(tx, 'premium_grant', { uid: clickData.uid, reason: 'offer' });
      return 'granted';
    }

    if (stored?.status === 'reversed') return 'duplicate';
    const wasGranted = stored?.granted === true;
    tx.set(
      record.ref,
      { ...base, status: 'reversed', granted: false, reversedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    if (!wasGranted) return 'recorded';
    tx.update(click.ref, { status: 'reversed' });
    const revoke = revokePremiumFields(userData, 'offer');
    if (revoke) tx.update(user.ref, revoke);
    if (revoke) auditInTransaction(tx, 'premium_revoke', { uid: clickData.uid, reason: 'offer reversed' });
    return 'revoked';
  });
}

/** POST /api/contentlocker/complete: succeeds only once the network's postback for this user arrived. */
export async function completeFreePremium(uid: string, displayName: string | null): Promise<void> {
  await db().runTransaction(async (tx) => {
    const completed = await tx.get(completedClicksOf(uid));
    if (completed.empty) throw new DomainError('conflict', 'offerNotCompleted');
    const user = await tx.get(userRef(uid));
    const grant = grantPremiumFields(readUser(user), 'offer');
    if (grant) writeUserFields(tx, user, grant, displayName);
    if (grant) auditInTransaction(tx, 'premium_grant', { uid, reason: 'offer (complete)' });
  });
}

/** The postback endpoint's whole job after parsing: check the secret, then record. */
export async function acceptOfferPostback(
  input: { click: string; txn: string; status: 'approved' | 'reversed'; secret: string },
  config: { network: string; secret: string },
): Promise<PostbackOutcome> {
  if (!secretMatches(input.secret, config.secret)) throw new DomainError('forbidden', 'invalidPostbackSecret');
  return recordOfferPostback({
    network: config.network,
    clickId: input.click,
    transactionId: input.txn,
    status: input.status,
  });
}
