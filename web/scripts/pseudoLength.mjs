// The compiled catalogs' module form (what `lingui compile` writes, with compileNamespace 'ts'), and the
// pseudo-locale's lengthening: each message's text grows by the given share, padded at its end, so placeholders
// and plural forms stay intact.

import { runInNewContext } from 'node:vm';

const PAD = '·';
const PAYLOAD = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** The messages of a compiled catalog module. */
export function readCompiledMessages(source) {
  const match = PAYLOAD.exec(source);
  if (!match) throw new Error('compiled catalog: no longer in the JSON.parse("…") form lingui compile writes');
  // The payload is a JavaScript string literal (it may hold escapes such as \xA0 that JSON has not): evaluated as one.
  return JSON.parse(runInNewContext(match[1]));
}

/** A compiled catalog module holding these messages, in the form lingui compile writes. */
export function compiledModule(messages) {
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))})as Messages;`;
}

/** A compiled message is a string, or a list of strings and placeholder/plural nodes; text is padded at its end. */
function lengthen(message, share) {
  if (typeof message === 'string') return message + PAD.repeat(Math.ceil(message.length * share));
  if (!Array.isArray(message)) return message;
  const textLength = message.filter((part) => typeof part === 'string').join('').length;
  const pad = PAD.repeat(Math.ceil(textLength * share));
  const last = message.length - 1;
  if (typeof message[last] === 'string') return [...message.slice(0, last), message[last] + pad];
  return [...message, pad];
}

export function lengthenMessages(messages, share) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthen(message, share)]));
}
