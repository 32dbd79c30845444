// users/{uid}, one model for the web, the server and the tests: its stored shape, the fields a new document
// starts with and what counts as premium. firestore.rules checks the same fields (docs/product-rules.md).
import type { Locale } from './constants.js';

/** How premium was obtained; revoking one source keeps premium while another remains. */
export type PremiumSource = 'code' | 'offer' | 'purchase' | 'referrals' | 'granted';

/** `premium` is a boolean; older documents may hold `{ active, count }`. */
type PremiumField = boolean | { active?: boolean; count?: number };

/**
 * Stored shape of users/{uid}: the client-writable fields, then the server-only ones. `Time` is the reading SDK's
 * Timestamp (this folder knows no Firebase). Every field is optional as read: older documents may lack one.
 */
export interface UserDocumentData<Time = unknown> {
  displayName?: string | null;
  username?: string | null;
  personalization?: string | null;
  /** Session defaults; the web validates them (web/src/settings/sessionDefaults.ts), as do the rules. */
  settings?: unknown;
  /** The user chose to keep a history of their sessions (docs/product-rules.md#history); off when missing. */
  keepHistory?: boolean;
  /** What the person hides (docs/product-rules.md#blocklist); @shared/media/personalBlocklist reads it. */
  blocklist?: unknown;
  /** The language the person chose in a switcher while signed in (one of LOCALES); a device without a choice of its
   * own takes it at sign-in (web/src/settings/localeSetting.ts). */
  locale?: Locale;
  premium?: PremiumField;
  referralCount?: number;
  createdAt?: Time | null;
  premiumSources?: PremiumSource[];
  referredBy?: string;
  referredAt?: Time;
  /** Server-written by POST /api/account/consent: when the user agreed, and to which POLICY_VERSION. */
  consentedAt?: Time;
  consentPolicyVersion?: string;
  /** Server-only, while a deletion is under way: the random id that replaces the uid in kept records. */
  deletionPseudonym?: string;
}

/** The fields a new users/{uid} starts with; firestore.rules accepts exactly these on a client's create. */
export function newUserDocument<Time>(displayName: string | null, createdAt: Time) {
  return { displayName, username: null, personalization: null, premium: false, referralCount: 0, createdAt };
}

/** Premium as stored (also the older `{ active }` form); the server trusts only this, never a token or the client. */
export function isPremium(user: Pick<UserDocumentData, 'premium'> | null | undefined): boolean {
  const premium: unknown = user?.premium;
  if (premium === true) return true;
  return typeof premium === 'object' && premium !== null && (premium as { active?: unknown }).active === true;
}
