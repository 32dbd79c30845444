import { describe, expect, it } from 'vitest';
import { matchIdentity, nameWords } from './identityMatch.js';

const record = { fullName: 'Zoë Anne Marchetti-Lund', dateOfBirth: '1994-03-07' };

describe('matching an identity document to a record', () => {
  it.each([
    ['the same spelling', 'Zoë Anne Marchetti-Lund'],
    ['capitals and no accents (a machine-readable zone)', 'ZOE ANNE MARCHETTI LUND'],
    ['family name first, with a comma', 'MARCHETTI-LUND, Zoë Anne'],
    ['extra spaces', '  Zoë   Anne Marchetti-Lund '],
  ])('when the document shows %s, then it matches', (_, fullName) => {
    expect(matchIdentity({ fullName, dateOfBirth: '1994-03-07' }, record)).toBe('match');
  });

  it.each([
    ['a missing middle name', 'Zoë Marchetti-Lund'],
    ['another first name', 'Zara Anne Marchetti-Lund'],
    ['an extra name', 'Zoë Anne Marchetti-Lund Smith'],
    ['no letters at all', '---'],
  ])('when the document shows %s, then the name does not match', (_, fullName) => {
    expect(matchIdentity({ fullName, dateOfBirth: '1994-03-07' }, record)).toBe('nameMismatch');
  });

  it('when the date of birth differs by a day, then it does not match, whatever the name', () => {
    expect(matchIdentity({ fullName: record.fullName, dateOfBirth: '1994-03-08' }, record)).toBe('dateOfBirthMismatch');
  });

  it('when a name is split into words, then case, accents and punctuation go and the words are sorted', () => {
    expect(nameWords("Ó'Brien, SÉAN")).toEqual(['brien', 'o', 'sean']);
  });
});
