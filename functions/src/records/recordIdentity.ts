// A person's legal name and date of birth (a performer record's, an uploader's), sealed under the record's key (recordSealing.ts) with its own purpose, so
// no other sealed part of the record can be opened as it.
import { openJson, sealJson } from './recordSealing.js';

const IDENTITY = 'identity';

export interface RecordIdentity {
  legalName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export const sealIdentity = (key: string, recordId: string, identity: RecordIdentity): string =>
  sealJson(key, recordId, IDENTITY, identity);

export const openIdentity = (key: string, recordId: string, sealedIdentity: string): RecordIdentity =>
  openJson(key, recordId, IDENTITY, sealedIdentity) as RecordIdentity;
