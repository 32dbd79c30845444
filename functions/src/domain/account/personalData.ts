// Every part of a user's personal data, in one registry that both the export (GET /api/account/export) and the
// deletion (POST /api/account/delete) walk (docs/product-rules.md "Consent, delete and export"). A new
// collection that holds anything about a user is one entry here: how to find the user's documents, and whether
// deletion removes them, replaces the uid with the deletion's random id, or keeps them (and why).
import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { RATE_LIMITS } from '../../config/rateLimits.js';
import { db } from '../../data/db.js';
import { userCounters } from '../../data/rateLimits.js';
import { referralEmailRef, referralRef, type ReferralDocumentData } from '../../data/referrals.js';
import { userRef } from '../../data/users.js';
import { COLLECTIONS } from '../../shared/collections.js';
import { canonicalEmail } from '../canonicalEmail.js';

/** Whom a part is about; `email` is the Auth account's address (the referral hash is built from it). */
export interface DataSubject {
  uid: string;
  email: string | null;
}

/** What deletion does with one part's documents. */
export type Erasure =
  | { kind: 'delete' }
  /** The fields that replace the personal ones; `pseudonym` is the deletion's random id. */
  | { kind: 'pseudonymise'; fields: (pseudonym: string, snap: DocumentSnapshot) => Record<string, unknown> }
  /** Kept as it is: `why` is shown in the export file's description. */
  | { kind: 'keep' };

export interface PersonalDataPart {
  /** The key in the export file. */
  name: string;
  /** The collection its documents live in (COLLECTIONS), so a test can tell which collections are covered. */
  collection: string;
  /** What it holds and what deletion does with it, for the person reading their export. */
  description: string;
  find: (subject: DataSubject) => Promise<DocumentSnapshot[]>;
  erasure: Erasure;
  /** The fields the export shows, where a document also names other people (their ids stay out). */
  exportFields?: readonly string[];
}

const collection = (name: string) => db().collection(name);

async function all(query: Query): Promise<DocumentSnapshot[]> {
  return (await query.get()).docs;
}

function existing(...snaps: DocumentSnapshot[]): DocumentSnapshot[] {
  return snaps.filter((snap) => snap.exists);
}

const byUid =
  (name: string, field = 'uid') =>
  (subject: DataSubject) =>
    all(collection(name).where(field, '==', subject.uid));

const byId = (name: string) => async (subject: DataSubject) => existing(await collection(name).doc(subject.uid).get());

/** The referral_emails row of the user's own referral: its id hashes the referrer with the canonical address. */
async function ownReferralEmail(subject: DataSubject): Promise<DocumentSnapshot[]> {
  if (!subject.email) return [];
  const referral = await referralRef(subject.uid).get();
  const referrerUid = (referral.data() as Partial<ReferralDocumentData> | undefined)?.referrerUid;
  if (typeof referrerUid !== 'string') return [];
  return existing(await referralEmailRef(referrerUid, canonicalEmail(subject.email)).get());
}

/** referral_days/{referrerUid}_{YYYY-MM-DD}: ids start with the uid. */
function referralDays(subject: DataSubject): Promise<DocumentSnapshot[]> {
  const prefix = `${subject.uid}_`;
  return all(
    collection(COLLECTIONS.referralDays)
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}~`),
  );
}

const replaceUid = (pseudonym: string) => ({ uid: pseudonym });

/** In erasure order: the users document comes last, so a retried deletion still finds its pseudonym there. */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  {
    name: 'favourites',
    collection: COLLECTIONS.favorites,
    description: 'Media you saved as favourites. Deleted with the account.',
    find: async ({ uid }) => all(userRef(uid).collection(COLLECTIONS.favorites)),
    erasure: { kind: 'delete' },
  },
  {
    name: 'presets',
    collection: COLLECTIONS.presets,
    description: 'Setups you saved under a name. Deleted with the account.',
    find: async ({ uid }) => all(userRef(uid).collection(COLLECTIONS.presets)),
    erasure: { kind: 'delete' },
  },
  {
    name: 'sessionHistory',
    collection: COLLECTIONS.history,
    description: 'The sessions you chose to keep in your history (star, setup, when, how long). Deleted.',
    find: async ({ uid }) => all(userRef(uid).collection(COLLECTIONS.history)),
    erasure: { kind: 'delete' },
  },
  {
    name: 'username',
    collection: COLLECTIONS.usernames,
    description: 'Your username claim. Deleted with the account: the name becomes free for anyone.',
    find: byUid(COLLECTIONS.usernames),
    erasure: { kind: 'delete' },
  },
  {
    name: 'sessionRuns',
    collection: COLLECTIONS.sessionRuns,
    description: 'When your current session started and when you first finished a qualifying one. Deleted.',
    find: byId(COLLECTIONS.sessionRuns),
    erasure: { kind: 'delete' },
  },
  {
    name: 'referredBy',
    collection: COLLECTIONS.referrals,
    description: 'Who referred you, and when it counted. Deleted (the referrer keeps the count it gave them).',
    find: byId(COLLECTIONS.referrals),
    erasure: { kind: 'delete' },
  },
  {
    name: 'referralEmail',
    collection: COLLECTIONS.referralEmails,
    description:
      'A one-way hash of your referrer and your address (not the address). Kept after deletion so the same ' +
      'address cannot be referred to the same person twice by deleting and re-creating an account.',
    find: ownReferralEmail,
    erasure: { kind: 'keep' },
  },
  {
    name: 'peopleYouReferred',
    collection: COLLECTIONS.referrals,
    description:
      'Referrals you made (the referred accounts’ ids). After deletion they name a random id instead of you.',
    find: byUid(COLLECTIONS.referrals, 'referrerUid'),
    erasure: { kind: 'pseudonymise', fields: (pseudonym) => ({ referrerUid: pseudonym }) },
    exportFields: ['createdAt', 'countedAt'],
  },
  {
    name: 'referredAccounts',
    collection: COLLECTIONS.users,
    description: 'Accounts that signed up through your link name you as referrer; after deletion a random id.',
    find: byUid(COLLECTIONS.users, 'referredBy'),
    erasure: { kind: 'pseudonymise', fields: (pseudonym) => ({ referredBy: pseudonym }) },
    exportFields: ['referredAt'],
  },
  {
    name: 'referralDays',
    collection: COLLECTIONS.referralDays,
    description: 'How many referrals you made per day (for the daily cap). Deleted.',
    find: referralDays,
    erasure: { kind: 'delete' },
  },
  {
    name: 'affiliate',
    collection: COLLECTIONS.affiliates,
    description: 'Your affiliate rate and balance, if an admin enabled you. Deleted.',
    find: byId(COLLECTIONS.affiliates),
    erasure: { kind: 'delete' },
  },
  {
    name: 'offerClicks',
    collection: COLLECTIONS.offerClicks,
    description: 'Offer tasks you started for free Premium. Deleted.',
    find: byUid(COLLECTIONS.offerClicks),
    erasure: { kind: 'delete' },
  },
  {
    name: 'redeemedCodes',
    collection: COLLECTIONS.redeemCodes,
    description: 'Premium codes you redeemed. The code stays used; after deletion it names a random id.',
    find: byUid(COLLECTIONS.redeemCodes, 'usedBy'),
    erasure: { kind: 'pseudonymise', fields: (pseudonym) => ({ usedBy: pseudonym }) },
  },
  {
    name: 'purchaseOrders',
    collection: COLLECTIONS.purchaseOrders,
    description: 'Payment links issued to you. Kept for the accounting law with your id replaced by a random id.',
    find: byUid(COLLECTIONS.purchaseOrders),
    erasure: { kind: 'pseudonymise', fields: replaceUid },
  },
  {
    name: 'purchases',
    collection: COLLECTIONS.purchases,
    description: 'Your purchases and refunds. Kept for the accounting law with your id replaced by a random id.',
    find: byUid(COLLECTIONS.purchases),
    erasure: { kind: 'pseudonymise', fields: replaceUid },
  },
  {
    name: 'commissions',
    collection: COLLECTIONS.purchases,
    description:
      'Purchases by people you referred that earned you commission. Kept (they are the buyer’s payment ' +
      'records); after deletion they no longer name you.',
    find: byUid(COLLECTIONS.purchases, 'referrerUid'),
    erasure: { kind: 'pseudonymise', fields: () => ({ referrerUid: null }) },
    exportFields: ['amountCents', 'currency', 'status', 'commissionCents', 'createdAt'],
  },
  {
    name: 'auditEntries',
    collection: COLLECTIONS.auditEvents,
    description: 'Security and premium audit entries about your account (kept 7 days at most). Deleted.',
    find: byUid(COLLECTIONS.auditEvents),
    erasure: { kind: 'delete' },
  },
  {
    name: 'rateLimits',
    collection: COLLECTIONS.rateLimits,
    description: 'Request counters of the last minute, keyed by a hash of your id. Deleted.',
    find: ({ uid }) => userCounters(Object.keys(RATE_LIMITS), uid),
    erasure: { kind: 'delete' },
  },
  {
    name: 'profile',
    collection: COLLECTIONS.users,
    description:
      'Your profile and settings: username, display name, personalization, session defaults, blocklist, premium ' +
      'and its sources, referral count, consent. Deleted, with anything stored under it.',
    find: async ({ uid }) => existing(await userRef(uid).get()),
    erasure: { kind: 'delete' },
  },
];
