// Payments that meet a deleted account (docs/product-rules.md "Payments and postbacks"): a buyer may delete their
// account between ordering and the processor's postback, or before a refund. The charge still happened, so it is
// kept for accounting, under the deletion's pseudonym: the real uid is written nowhere, and nothing is granted.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { PurchaseDocumentData, PurchaseOrderData } from '../data/purchases.js';
import { userRef } from '../data/users.js';
import { accountState, isDeletionPseudonym, newDeletionPseudonym, type AccountState } from './account/pseudonym.js';
import { DomainError } from './errors.js';

type Deleted = Extract<AccountState, { deleted: true }>;

/**
 * The pseudonym a deleted buyer's sale is kept under. The order must be theirs: it names their uid (ordered while
 * the deletion ran) or a pseudonym, theirs if their deletion is still under way.
 */
export function erasedOwner(account: Deleted, order: PurchaseOrderData, buyerUid: string): string {
  if (order.uid === buyerUid) return account.pseudonym ?? newDeletionPseudonym();
  if (isDeletionPseudonym(order.uid) && (account.pseudonym ?? order.uid) === order.uid) return order.uid;
  throw new DomainError('invalid', 'unknownOrder');
}

interface ErasedSale {
  processor: string;
  saleId: string;
  amountCents: number;
  currency: string;
}

interface SaleSnapshots {
  order: DocumentSnapshot;
  purchase: DocumentSnapshot;
  event: DocumentSnapshot;
}

/**
 * Records a deleted buyer's sale once, with no grant and no commission (who referred them went with the account),
 * so the postback is answered OK and the processor stops retrying. The order's uid becomes the pseudonym too.
 */
export function recordErasedSale(
  tx: Transaction,
  sale: ErasedSale,
  { order, purchase, event }: SaleSnapshots,
  pseudonym: string,
): 'recorded' | 'duplicate' {
  tx.update(order.ref, { saleId: sale.saleId, uid: pseudonym });
  tx.create(event.ref, { kind: 'sale', saleId: sale.saleId, createdAt: FieldValue.serverTimestamp() });
  if (purchase.exists) {
    // Settled by a reversal that came first, which could not know the pseudonym the order holds.
    tx.update(purchase.ref, { uid: pseudonym });
    return 'duplicate';
  }
  const record: PurchaseDocumentData = {
    processor: sale.processor,
    saleId: sale.saleId,
    uid: pseudonym,
    amountCents: sale.amountCents,
    currency: sale.currency,
    status: 'paid',
    referrerUid: null,
    commissionCents: 0,
  };
  tx.create(purchase.ref, { ...record, createdAt: FieldValue.serverTimestamp() });
  return 'recorded';
}

/** Whom a reversal that arrives before its sale is recorded under: a live account's uid, else a pseudonym. */
export async function recordedOwner(tx: Transaction, uid: string): Promise<string> {
  const account = await accountState(await tx.get(userRef(uid)));
  return account.deleted ? (account.pseudonym ?? newDeletionPseudonym()) : uid;
}
