import { FieldValue } from 'firebase-admin/firestore';
import { affiliateRef, type AffiliateDocumentData } from '../data/affiliates.js';
import { db } from '../data/db.js';
import {
  paidPurchasesOf,
  paymentEventRef,
  purchaseOrderRef,
  purchaseRef,
  type PurchaseDocumentData,
  type PurchaseOrderData,
  type PurchaseStatus,
} from '../data/purchases.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { DomainError } from './errors.js';
import { commissionCents } from './money.js';
import { grantPremiumFields, revokePremiumFields } from './premium.js';
import { auditInTransaction } from '../audit/audit.js';
import { accountState } from './account/pseudonym.js';
import { erasedOwner, recordErasedSale, recordedOwner } from './erasedBuyer.js';

export interface SaleInput {
  processor: string;
  /** The order we issued (purchase_orders/{referenceId}); it must belong to `uid`. */
  referenceId: string;
  saleId: string;
  eventKey: string;
  uid: string;
  amountCents: number;
  currency: string;
}

export type RecordOutcome = 'recorded' | 'duplicate';

/**
 * Fulfils a verified sale once (keyed by the processor's event): records the purchase, grants
 * premium and credits the referrer's affiliate balance with their rate of the amount.
 */
export async function recordSale(sale: SaleInput): Promise<RecordOutcome> {
  return db().runTransaction(async (tx) => {
    const [event, purchase, user, order] = await tx.getAll(
      paymentEventRef(sale.processor, sale.eventKey),
      purchaseRef(sale.processor, sale.saleId),
      userRef(sale.uid),
      purchaseOrderRef(sale.referenceId),
    );
    if (!event || !purchase || !user || !order) throw new Error('getAll returned fewer snapshots');
    if (event.exists) return 'duplicate';
    // Only an order we issued to this user, at this price, and not already paid by another sale.
    const orderData = order.exists ? (order.data() as PurchaseOrderData) : null;
    if (
      orderData?.amountCents !== sale.amountCents ||
      orderData.currency !== sale.currency ||
      (orderData.saleId !== null && orderData.saleId !== sale.saleId)
    ) {
      throw new DomainError('invalid', 'unknownOrder');
    }
    // A buyer who deleted their account after ordering: kept for accounting, under the pseudonym, granting nothing.
    const account = await accountState(user);
    if (account.deleted) {
      return recordErasedSale(tx, sale, { order, purchase, event }, erasedOwner(account, orderData, sale.uid));
    }
    if (orderData.uid !== sale.uid) throw new DomainError('invalid', 'unknownOrder');
    const userData = readUser(user);
    const referrerUid = typeof userData?.referredBy === 'string' ? userData.referredBy : null;
    const affiliate = referrerUid ? await tx.get(affiliateRef(referrerUid)) : null;

    // Writes only after every read (Firestore transactions).
    tx.update(order.ref, { saleId: sale.saleId });
    tx.create(event.ref, { kind: 'sale', saleId: sale.saleId, createdAt: FieldValue.serverTimestamp() });
    // A reversal that arrived first already settled this sale: record the event, grant nothing.
    if (purchase.exists) return 'duplicate';

    const affiliateData = affiliate?.exists ? (affiliate.data() as AffiliateDocumentData) : null;
    const commission = affiliateData?.enabled ? commissionCents(sale.amountCents, affiliateData.ratePct) : 0;
    const record: PurchaseDocumentData = {
      processor: sale.processor,
      saleId: sale.saleId,
      uid: sale.uid,
      amountCents: sale.amountCents,
      currency: sale.currency,
      status: 'paid',
      referrerUid: commission > 0 ? referrerUid : null,
      commissionCents: commission,
    };
    tx.create(purchase.ref, { ...record, createdAt: FieldValue.serverTimestamp() });
    if (commission > 0 && affiliate) {
      tx.update(affiliate.ref, {
        balanceCents: FieldValue.increment(commission),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const grant = grantPremiumFields(userData, 'purchase');
    if (grant) writeUserFields(tx, user, grant);
    if (grant) auditInTransaction(tx, 'premium_grant', { uid: sale.uid, reason: 'purchase' });
    return 'recorded';
  });
}

export interface ReversalInput {
  processor: string;
  saleId: string;
  eventKey: string;
  reason: Exclude<PurchaseStatus, 'paid'>;
  uid: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** Refund or chargeback: marks the sale, claws back the commission and revokes premium from it. */
export async function recordReversal(reversal: ReversalInput): Promise<RecordOutcome> {
  return db().runTransaction(async (tx) => {
    const [event, purchase] = await tx.getAll(
      paymentEventRef(reversal.processor, reversal.eventKey),
      purchaseRef(reversal.processor, reversal.saleId),
    );
    if (!event || !purchase) throw new Error('getAll returned fewer snapshots');
    if (event.exists) return 'duplicate';
    const stored = purchase.exists ? (purchase.data() as PurchaseDocumentData) : null;
    const user = stored ? await tx.get(userRef(stored.uid)) : null;
    const otherPaid = stored ? await tx.get(paidPurchasesOf(stored.uid)) : null;
    const owner = !stored && reversal.uid !== null ? await recordedOwner(tx, reversal.uid) : '';

    tx.create(event.ref, { kind: reversal.reason, saleId: reversal.saleId, createdAt: FieldValue.serverTimestamp() });
    if (!stored) {
      // Reversal before the sale: keep a settled record so the late sale grants nothing.
      tx.create(purchase.ref, {
        processor: reversal.processor,
        saleId: reversal.saleId,
        uid: owner,
        amountCents: reversal.amountCents ?? 0,
        currency: reversal.currency ?? '',
        status: reversal.reason,
        referrerUid: null,
        commissionCents: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
      return 'recorded';
    }
    if (stored.status !== 'paid') return 'duplicate';

    tx.update(purchase.ref, { status: reversal.reason, reversedAt: FieldValue.serverTimestamp() });
    if (stored.referrerUid && stored.commissionCents > 0) {
      tx.set(
        affiliateRef(stored.referrerUid),
        { balanceCents: FieldValue.increment(-stored.commissionCents), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    const stillPaid = otherPaid?.docs.some((doc) => doc.id !== purchase.id) ?? false;
    if (user && !stillPaid) {
      const revoke = revokePremiumFields(readUser(user), 'purchase');
      if (revoke) tx.update(user.ref, revoke);
      if (revoke) auditInTransaction(tx, 'premium_revoke', { uid: stored.uid, reason: `purchase ${reversal.reason}` });
    }
    return 'recorded';
  });
}

/** The "I paid" button: succeeds when a paid purchase of this user has been recorded. */
export async function confirmPurchase(uid: string, displayName: string | null): Promise<void> {
  await db().runTransaction(async (tx) => {
    const paid = await tx.get(paidPurchasesOf(uid, 1));
    if (paid.empty) throw new DomainError('conflict', 'noPurchase');
    const user = await tx.get(userRef(uid));
    const grant = grantPremiumFields(readUser(user), 'purchase');
    if (grant) writeUserFields(tx, user, grant, displayName);
    if (grant) auditInTransaction(tx, 'premium_grant', { uid, reason: 'purchase (claim)' });
  });
}
