import { FieldValue, Timestamp, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

export type PurchaseStatus = 'paid' | 'refunded' | 'chargeback';

/** purchases/{processor}_{saleId}: one per sale; amounts in integer cents. */
export interface PurchaseDocumentData {
  processor: string;
  saleId: string;
  uid: string;
  amountCents: number;
  currency: string;
  status: PurchaseStatus;
  referrerUid: string | null;
  commissionCents: number;
}

export function purchaseRef(processor: string, saleId: string): DocumentReference {
  return db().collection(COLLECTIONS.purchases).doc(`${processor}_${saleId}`);
}

/** payment_events/{processor}_{eventKey}: each processor event recorded once. */
export function paymentEventRef(processor: string, eventKey: string): DocumentReference {
  return db().collection(COLLECTIONS.paymentEvents).doc(`${processor}_${eventKey}`);
}

/** Paid purchases of this user (index: uid + status). */
export function paidPurchasesOf(uid: string, limit = 2): Query {
  return db().collection(COLLECTIONS.purchases).where('uid', '==', uid).where('status', '==', 'paid').limit(limit);
}

/** purchase_orders/{referenceID}: an order link we issued; a sale must name one (and only once). */
export interface PurchaseOrderData {
  uid: string;
  amountCents: number;
  currency: string;
  saleId: string | null;
}

// Orders, paid or not, are removed by a TTL policy on expiresAt (firestore.indexes.json): a paid order's amount,
// currency and sale live on in its purchases/{processor}_{saleId} record, the one kept for the accounting law.
const ORDER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function purchaseOrderRef(referenceId: string): DocumentReference {
  return db().collection(COLLECTIONS.purchaseOrders).doc(referenceId);
}

export async function recordPurchaseOrder(
  referenceId: string,
  order: Omit<PurchaseOrderData, 'saleId'>,
  nowMs: number,
) {
  await purchaseOrderRef(referenceId).create({
    ...order,
    saleId: null,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(nowMs + ORDER_TTL_MS),
  });
}
