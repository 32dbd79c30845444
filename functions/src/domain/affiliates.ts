import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { affiliateRef, type AffiliateDocumentData } from '../data/affiliates.js';
import { db } from '../data/db.js';
import type { AffiliateMeResponse } from '../shared/api/schemas/affiliates.js';
import { UID_PATTERN } from '../shared/api/schemas/common.js';
import { AFFILIATE_RATE_DEFAULT_PCT, AFFILIATE_RATE_MAX_PCT, AFFILIATE_RATE_MIN_PCT } from '../shared/constants.js';
import { normalizeEmail } from '../shared/validation/email.js';
import { DomainError } from './errors.js';
import { assertCanHoldRole } from './roles.js';

/** The `?ref=` value of an affiliate's link: their bare uid, exactly like a referral link. */
function refParamFor(uid: string): string {
  return uid;
}

function wholePercent(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return AFFILIATE_RATE_DEFAULT_PCT;
  return Math.min(AFFILIATE_RATE_MAX_PCT, Math.max(AFFILIATE_RATE_MIN_PCT, Math.round(value)));
}

export async function affiliateInfo(uid: string): Promise<AffiliateMeResponse> {
  const snap = await affiliateRef(uid).get();
  const data = snap.exists ? (snap.data() as Partial<AffiliateDocumentData>) : null;
  const enabled = data?.enabled === true;
  const balance = data?.balanceCents;
  return {
    ok: true,
    enabled,
    ratePct: wholePercent(data?.ratePct),
    balanceCents: typeof balance === 'number' && Number.isInteger(balance) ? balance : 0,
    refParam: enabled ? refParamFor(uid) : null,
  };
}

function isNotFound(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  return code === 'auth/user-not-found' || code === 'auth/invalid-email' || code === 'auth/invalid-uid';
}

/** A uid or an email (anything with '@') → the account; 404 when there is no such user. */
async function resolveUser(target: string): Promise<UserRecord> {
  const auth = getAuth();
  try {
    if (target.includes('@')) return await auth.getUserByEmail(normalizeEmail(target));
    if (!UID_PATTERN.test(target)) throw new DomainError('notFound', 'userNotFound');
    return await auth.getUser(target);
  } catch (e) {
    if (isNotFound(e)) throw new DomainError('notFound', 'userNotFound');
    throw e;
  }
}

/** Enables the affiliate role at `ratePct` for a verified account, keeping any balance already earned. */
export async function assignAffiliate(target: string, ratePct: number, assignedBy: string): Promise<string> {
  const user = await resolveUser(target);
  assertCanHoldRole(user);
  const uid = user.uid;
  const ref = affiliateRef(uid);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const fields = { enabled: true, ratePct, assignedBy, updatedAt: FieldValue.serverTimestamp() };
    if (snap.exists) tx.update(ref, fields);
    else tx.create(ref, { ...fields, balanceCents: 0 });
  });
  return uid;
}
