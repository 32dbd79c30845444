import { describe, expect, it } from 'vitest';
import { lengthenCompiledMessages } from './pseudoLength.mjs';

const compiled = (messages) =>
  `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))})as Messages;`;
const read = (source) => JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)[1]));

describe('the pseudo-locale is longer than English', () => {
  it('when a message is text, then it grows by the share, at its end', () => {
    expect(read(lengthenCompiledMessages(compiled({ a: ['Ţēŕḿś'] }), 0.3))).toEqual({ a: ['Ţēŕḿś··'] });
  });

  it('when a message holds placeholders, then they are kept and the text around them counts', () => {
    const out = read(lengthenCompiledMessages(compiled({ b: ['© ', ['0'], ' ŚţàŕŚēśśĩōń'], c: ['x ', ['n']] }), 0.3));
    expect(out.b).toEqual(['© ', ['0'], ' ŚţàŕŚēśśĩōń·····']);
    expect(out.c).toEqual(['x ', ['n'], '·']);
  });
});
