// Every part of a user's personal data, in one registry that both the export (GET /api/account/export) and the
// deletion (POST /api/account/delete) walk (docs/product-rules.md "Consent, delete and export"). A new
// collection that holds anything about a user is one entry here: how to find the user's documents, and whether
// deletion removes them, replaces the uid with the deletion's random id, or keeps them (and why).
import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { RATE_LIMITS } from '../../config/rateLimits.js';
import { db } from '../../data/db.js';
import { userCounters } from '../../data/rateLimits.js';
import { userRef } from '../../data/users.js';
import { COLLECTIONS } from '../../shared/collections.js';

/** Whom a part is about. */
export interface DataSubject {
  uid: string;
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
  /**
   * Fields of the person's own documents that the export leaves out: about someone else, or sealed so that only the
   * custodian of records can open them.
   */
  exportOmits?: readonly string[];
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

/** referral_days/{referrerUid}_{YYYY-MM-DD}. */
const REFERRAL_DAY_SUFFIX = /^_\d{4}-\d{2}-\d{2}$/;

/**
 * The user's referral_days rows. The id prefix finds candidates; a uid may itself contain '_' (custom uids can), so
 * `a_b_2026-01-01` (user `a_b`) also starts with `a_`: only an id that is exactly the uid plus one date is theirs.
 */
async function referralDays(subject: DataSubject): Promise<DocumentSnapshot[]> {
  const prefix = `${subject.uid}_`;
  const candidates = await all(
    collection(COLLECTIONS.referralDays)
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}~`),
  );
  return candidates.filter((snap) => REFERRAL_DAY_SUFFIX.test(snap.id.slice(subject.uid.length)));
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
    description:
      'Your running session (its start, last heartbeat, played time, items listed to it and shown) and when you first finished a qualifying one. Deleted.',
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
      'The record that your address was referred, under a one-way hash of your referrer and your address (not the ' +
      'address). Kept after deletion, naming a random id instead of you, so the same address cannot be referred to ' +
      'the same person twice by deleting and re-creating an account.',
    find: byUid(COLLECTIONS.referralEmails, 'referredUid'),
    erasure: { kind: 'pseudonymise', fields: (pseudonym) => ({ referredUid: pseudonym }) },
  },
  {
    name: 'referralEmailsOfPeopleYouReferred',
    collection: COLLECTIONS.referralEmails,
    description:
      'The same records for the people you referred (a hash, not their address). Deleted with your account: no ' +
      'one can be referred to a deleted account, so they guard nothing any more.',
    find: byUid(COLLECTIONS.referralEmails, 'referrerUid'),
    erasure: { kind: 'delete' },
    exportFields: ['createdAt'],
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
    name: 'aiCalls',
    collection: COLLECTIONS.llmUsage,
    description:
      'How many AI instruction calls your sessions used per day, against your daily share (no instructions or ' +
      'stars are kept). Deleted; they expire two days after the day anyway.',
    find: byUid(COLLECTIONS.llmUsage),
    erasure: { kind: 'delete' },
  },
  {
    name: 'uploaderCheck',
    collection: COLLECTIONS.uploaderChecks,
    description:
      'If you add media as an admin: your own identity check (its result and date). The legal name and date of ' +
      'birth you gave for it are kept sealed, and only the custodian of records can open them; ask them for a copy. ' +
      'Kept after deletion: card networks require a record of everyone who added media, as long as the operator ' +
      'keeps performer records.',
    find: byId(COLLECTIONS.uploaderChecks),
    erasure: { kind: 'keep' },
    exportOmits: ['sealedIdentity'],
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
    description:
      'Payment links issued to you. Each is deleted 30 days after it was issued (a paid one is recorded under ' +
      'purchases); until then deletion replaces your id with a random id.',
    find: byUid(COLLECTIONS.purchaseOrders),
    erasure: { kind: 'pseudonymise', fields: replaceUid },
  },
  {
    name: 'purchases',
    collection: COLLECTIONS.purchases,
    description: 'Your purchases and refunds. Kept for the accounting law with your id replaced by a random id.',
    find: byUid(COLLECTIONS.purchases),
    erasure: { kind: 'pseudonymise', fields: replaceUid },
    // The affiliate who referred the buyer and what they earned on the sale are the affiliate's data.
    exportOmits: ['referrerUid', 'commissionCents'],
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
    name: 'libraryUploads',
    collection: COLLECTIONS.libraryUploads,
    description:
      'Files you uploaded to the media library as an admin (name, size, collection, outcome), kept 30 days at most. Deleted; the media made from them belong to the operator.',
    find: byUid(COLLECTIONS.libraryUploads, 'uploaderUid'),
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
      'Your profile and settings: username, display name, personalization, session defaults, blocklist, language, ' +
      'premium and its sources, referral count, consent. Deleted, with anything stored under it.',
    find: async ({ uid }) => existing(await userRef(uid).get()),
    erasure: { kind: 'delete' },
  },
];
