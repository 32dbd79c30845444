// GET /api/account/export: everything stored about the caller, built from the personal-data registry.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { AccountExport, OnDeletion } from '../../shared/api/schemas/account.js';
import { PERSONAL_DATA_PARTS, type DataSubject, type Erasure, type PersonalDataPart } from './personalData.js';

const ON_DELETION: Record<Erasure['kind'], OnDeletion> = {
  delete: 'deleted',
  pseudonymise: 'pseudonymised',
  keep: 'kept',
};

/** Firestore values as JSON: times as ISO strings, nested maps and lists kept. */
function toJsonValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJsonValue(inner)]));
  }
  return value;
}

/**
 * One document as the file shows it: one that also names someone else shows only `fields`, without its id; the
 * person's own document shows everything but `omits`.
 */
function exportedDocument(
  snap: DocumentSnapshot,
  { exportFields: fields, exportOmits: omits = [] }: Pick<PersonalDataPart, 'exportFields' | 'exportOmits'>,
): { id: string } & Record<string, unknown> {
  const data = toJsonValue(snap.data() ?? {}) as Record<string, unknown>;
  if (!fields) return { id: snap.id, ...Object.fromEntries(Object.entries(data).filter(([f]) => !omits.includes(f))) };
  return { id: '(another account)', ...Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) };
}

const isoOrNull = (time: string | undefined) => (time ? new Date(time).toISOString() : null);

export async function exportAccount(subject: DataSubject, now: Date = new Date()): Promise<AccountExport> {
  const [record, ...found] = await Promise.all([
    getAuth().getUser(subject.uid),
    ...PERSONAL_DATA_PARTS.map((part) => part.find(subject)),
  ]);
  const parts: AccountExport['parts'] = {};
  PERSONAL_DATA_PARTS.forEach((part, index) => {
    parts[part.name] = {
      description: part.description,
      onDeletion: ON_DELETION[part.erasure.kind],
      documents: (found[index] ?? []).map((snap) => exportedDocument(snap, part)),
    };
  });
  return {
    format: 'starsession-account-export/1',
    exportedAt: now.toISOString(),
    uid: subject.uid,
    account: {
      email: record.email ?? null,
      emailVerified: record.emailVerified,
      createdAt: isoOrNull(record.metadata.creationTime),
      lastSignInAt: isoOrNull(record.metadata.lastSignInTime),
      signInProviders: record.providerData.map((provider) => provider.providerId),
    },
    parts,
  };
}
