import { describe, expect, it } from 'vitest';
import { ageOn, clearanceOf, publicationBlockers, type PerformerStanding } from './publication.js';

const cleared: PerformerStanding = {
  idCheck: { status: 'passed' },
  consent: { recorded: true, publication: true, withdrawnAtMs: null },
};
const withStatus = (status: PerformerStanding['idCheck']['status']): PerformerStanding => ({
  ...cleared,
  idCheck: { status },
});

describe('clearanceOf', () => {
  it('when the ID check passed and consent covers recording and publication, then the record is cleared', () => {
    expect(clearanceOf(cleared)).toBe('cleared');
  });
  it('when the ID check has not passed (none, pending, failed), then it is missing', () => {
    for (const status of ['none', 'pending', 'failed'] as const)
      expect(clearanceOf(withStatus(status))).toBe('idCheckMissing');
  });
  it('when consent leaves out publication or recording, then consent is missing', () => {
    expect(clearanceOf({ ...cleared, consent: { ...cleared.consent, publication: false } })).toBe('consentMissing');
    expect(clearanceOf({ ...cleared, consent: { ...cleared.consent, recorded: false } })).toBe('consentMissing');
  });
  it('when consent was withdrawn, then that outranks a passed check', () => {
    expect(clearanceOf({ ...cleared, consent: { ...cleared.consent, withdrawnAtMs: 1 } })).toBe('consentWithdrawn');
  });
});

describe('publicationBlockers', () => {
  const records = new Map([
    ['a', cleared],
    ['b', withStatus('pending')],
  ]);
  it('when every named record is cleared, then nothing blocks', () => {
    expect(publicationBlockers(['a'], records)).toEqual([]);
  });
  it('when nobody is named, then that blocks', () => {
    expect(publicationBlockers([], records)).toEqual([{ reason: 'noneNamed' }]);
  });
  it('when one named record is not cleared or does not exist, then each blocks with its reason', () => {
    expect(publicationBlockers(['a', 'b', 'zzz'], records)).toEqual([
      { reason: 'idCheckMissing', recordId: 'b' },
      { reason: 'unknownRecord', recordId: 'zzz' },
    ]);
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });
});
