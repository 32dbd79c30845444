import { describe, expect, it } from 'vitest';
import { compiledModule, lengthenMessages, readCompiledMessages } from './pseudoLength.mjs';

describe('the pseudo-locale is longer than English', () => {
  it('when a message is text, then it grows by the share, at its end', () => {
    expect(lengthenMessages({ a: ['Ţēŕḿś'] }, 0.3)).toEqual({ a: ['Ţēŕḿś··'] });
  });

  it('when a message holds placeholders, then they are kept and the text around them counts', () => {
    const out = lengthenMessages({ b: ['© ', ['0'], ' ŚţàŕŚēśśĩōń'], c: ['x ', ['n']] }, 0.3);
    expect(out.b).toEqual(['© ', ['0'], ' ŚţàŕŚēśśĩōń·····']);
    expect(out.c).toEqual(['x ', ['n'], '·']);
  });
});

describe('compiled catalog modules', () => {
  it('when messages are written as a module, then reading it gives them back (quotes and escapes included)', () => {
    const messages = {
      a: ['Il dit « oui » \\ "non"\u00a0!'],
      b: ['x ', ['n', 'plural', { one: ['#'], other: ['#'] }]],
    };
    expect(readCompiledMessages(compiledModule(messages))).toEqual(messages);
  });
});
