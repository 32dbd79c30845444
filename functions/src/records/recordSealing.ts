// Performer records are sealed at rest (docs/product-rules.md#performer-records): the legal name, the date of birth
// and every ID image are AES-256-GCM ciphertext under a key derived per record (HKDF-SHA256) from RECORDS_KEY, a
// secret that is not in the repo. The record id and what the bytes are ("identity", "document:<id>") are the
// associated data, so a sealed value copied onto another record, or into another field, does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'starsession performer record v1';

export class SealBroken extends Error {
  constructor() {
    super('A sealed performer record value did not open: wrong key, record or field, or altered bytes.');
  }
}

function recordKey(secret: string, recordId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, recordId, KEY_INFO, 32));
}

const associatedData = (recordId: string, purpose: string) => Buffer.from(`${recordId}\n${purpose}`, 'utf8');

/** [version][iv][tag][ciphertext]: what is stored (a document field as base64, an object as is). */
export function sealBytes(secret: string, recordId: string, purpose: string, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', recordKey(secret, recordId), iv);
  cipher.setAAD(associatedData(recordId, purpose));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function openBytes(secret: string, recordId: string, purpose: string, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed);
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) throw new SealBroken();
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', recordKey(secret, recordId), iv);
    decipher.setAAD(associatedData(recordId, purpose));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealBroken();
  }
}

export const sealJson = (secret: string, recordId: string, purpose: string, value: unknown): string =>
  sealBytes(secret, recordId, purpose, Buffer.from(JSON.stringify(value), 'utf8')).toString('base64');

export const openJson = (secret: string, recordId: string, purpose: string, sealed: string): unknown =>
  JSON.parse(openBytes(secret, recordId, purpose, Buffer.from(sealed, 'base64')).toString('utf8')) as unknown;
