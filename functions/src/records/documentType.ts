// What an ID image or a signed release is, from its first bytes (never from its name or declared type): JPEG, PNG,
// WebP or PDF; anything else is refused before it is sealed and stored.
import type { PerformerDocumentType } from '../shared/api/schemas/performerRecords.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

export function documentTypeOf(bytes: Uint8Array): PerformerDocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
