// The random id a deletion puts in place of the uid in the records it keeps (docs/product-rules.md "Consent, delete
// and export"), and how code that meets a deleted account after the fact (a late payment postback) finds it.
import { randomUUID } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { readUser } from '../../data/users.js';
import { authUser } from '../referralCredit.js';

export function newDeletionPseudonym(): string {
  return `deleted-${randomUUID()}`;
}

const PSEUDONYM = /^deleted-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isDeletionPseudonym(id: string): boolean {
  return PSEUDONYM.test(id);
}

/**
 * Live, or deleted (under way or done). While a deletion runs its pseudonym is on users/{uid}; once that document
 * is gone, nothing links the uid to its pseudonym any more (that is the point), so `pseudonym` is null.
 */
export type AccountState = { deleted: false } | { deleted: true; pseudonym: string | null };

/** `user` is users/{uid} as the caller's transaction read it. */
export async function accountState(user: DocumentSnapshot): Promise<AccountState> {
  if (user.exists) {
    const pseudonym = readUser(user)?.deletionPseudonym;
    return pseudonym ? { deleted: true, pseudonym } : { deleted: false };
  }
  // The client creates users/{uid} at its first sign-in, so a live buyer may have none yet: Auth decides.
  return (await authUser(user.id)) ? { deleted: false } : { deleted: true, pseudonym: null };
}
