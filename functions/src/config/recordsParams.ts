import { defineSecret } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import { runningInEmulator } from './runtime.js';

/**
 * The key performer records are sealed under (records/recordSealing.ts): 32+ random characters, set with
 * `firebase functions:secrets:set RECORDS_KEY` and kept by the custodian outside the project too (a lost key is a
 * lost set of records). The emulators use a demo value from .secret.local, refused anywhere else.
 */
export const RECORDS_KEY = defineSecret('RECORDS_KEY');

const DEMO_RECORDS_KEY = 'demo-records-key-emulator-only-0123456789';

export function configuredRecordsKey(): string {
  const key = RECORDS_KEY.value().trim();
  if (key.length < 32 || (key === DEMO_RECORDS_KEY && !runningInEmulator())) {
    logger.error('RECORDS_KEY is missing, too short or the demo value: performer records cannot be sealed or opened.');
    throw new DomainError('unavailable', 'recordsUnavailable');
  }
  return key;
}
