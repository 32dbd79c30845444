import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('when cells are plain, then they are joined by commas and each row ends with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          ['y', null],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\ny,\r\n');
  });
  it('when a cell holds a comma, a quote or a line break, then it is quoted and quotes are doubled', () => {
    expect(toCsv(['t'], [['one, two'], ['say "hi"'], ['line\nbreak']])).toBe(
      't\r\n"one, two"\r\n"say ""hi"""\r\n"line\nbreak"\r\n',
    );
  });
  it('when a text cell starts like a formula, then a quote mark keeps spreadsheets from running it', () => {
    expect(toCsv(['t'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@cmd']])).toBe(
      't\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@cmd\r\n',
    );
  });
  it('when a number is negative, then it stays a number', () => {
    expect(toCsv(['n'], [[-1.5]])).toBe('n\r\n-1.5\r\n');
  });
});
