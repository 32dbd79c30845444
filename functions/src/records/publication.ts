// Whether the people named in a library item let it be published (docs/product-rules.md#performer-records): every
// named record exists, has a passed ID check, and a consent that covers being recorded and publication on this
// service, not withdrawn. Pure: the review decision and the queue both ask it.
import type { PerformerClearance, PerformerIdCheckStatus } from '../shared/api/schemas/performerRecords.js';

/** The clear (unsealed) part of a record that publication depends on. */
export interface PerformerStanding {
  idCheck: { status: PerformerIdCheckStatus };
  consent: { recorded: boolean; publication: boolean; withdrawnAtMs: number | null };
}

/** One record's standing as the console shows it. */
export function clearanceOf(record: PerformerStanding): PerformerClearance {
  if (record.consent.withdrawnAtMs !== null) return 'consentWithdrawn';
  if (record.idCheck.status !== 'passed') return 'idCheckMissing';
  if (!record.consent.recorded || !record.consent.publication) return 'consentMissing';
  return 'cleared';
}

export type PublicationBlocker =
  | { reason: 'noneNamed' }
  | { reason: 'unknownRecord'; recordId: string }
  | { reason: Exclude<PerformerClearance, 'cleared'>; recordId: string };

/** Why an item naming `performerIds` may not be published; empty when it may. */
export function publicationBlockers(
  performerIds: readonly string[],
  records: ReadonlyMap<string, PerformerStanding>,
): PublicationBlocker[] {
  if (performerIds.length === 0) return [{ reason: 'noneNamed' }];
  return performerIds.flatMap((recordId): PublicationBlocker[] => {
    const record = records.get(recordId);
    if (!record) return [{ reason: 'unknownRecord', recordId }];
    const clearance = clearanceOf(record);
    return clearance === 'cleared' ? [] : [{ reason: clearance, recordId }];
  });
}

/** Whole years between a date of birth and a day (both `YYYY-MM-DD`, calendar dates with no time zone). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}
