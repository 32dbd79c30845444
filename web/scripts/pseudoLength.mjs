// Lengthens the compiled pseudo-locale's messages (the JSON inside `lingui compile`'s TypeScript module): each
// message's text grows by the given share, padded at its end, so placeholders and plural forms stay intact.

const PAD = '·';

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

export function lengthenCompiledMessages(source, share) {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match) throw new Error('pseudoLength: the compiled catalog no longer has the JSON.parse("…") form');
  const messages = JSON.parse(JSON.parse(match[1]));
  const longer = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthen(message, share)]));
  return source.replace(match[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(longer))})`);
}
