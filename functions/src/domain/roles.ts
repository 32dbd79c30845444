import type { UserRecord } from 'firebase-admin/auth';
import { DomainError } from './errors.js';

/**
 * Roles (admin, affiliate) go only to accounts that proved their email: whoever registered an address
 * first without verifying it must not receive a role meant for its owner (docs/product-rules.md, "Roles").
 */
export function assertCanHoldRole(user: Pick<UserRecord, 'emailVerified'>): void {
  if (!user.emailVerified) throw new DomainError('conflict', 'roleNeedsVerifiedEmail');
}
