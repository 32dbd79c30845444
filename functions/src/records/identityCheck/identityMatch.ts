// Does an identity document name the person a record describes? Exact date of birth; the same name up to case,
// accents, punctuation and word order (documents print "FAMILY, Given" as often as "Given Family"). Anything else,
// a missing middle name included, is a mismatch the custodian resolves by correcting the record and checking again.

/** The words of a name, without case, accents or punctuation, sorted. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
}

export interface IdentityFacts {
  fullName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export type IdentityMatch = 'match' | 'nameMismatch' | 'dateOfBirthMismatch';

export function matchIdentity(document: IdentityFacts, record: IdentityFacts): IdentityMatch {
  if (document.dateOfBirth !== record.dateOfBirth) return 'dateOfBirthMismatch';
  const [read, expected] = [nameWords(document.fullName), nameWords(record.fullName)];
  const same = read.length > 0 && read.length === expected.length && read.every((word, i) => word === expected[i]);
  return same ? 'match' : 'nameMismatch';
}
