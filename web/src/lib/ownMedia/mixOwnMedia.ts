// The order in which the user's own files join the star's media (docs/product-rules.md#your-own-media). Its own
// module: only the session screen uses it, so it ships in the session's chunk.

/**
 * The order of a session's first items when own media joins the star's: own items spread evenly through the
 * star's list, the first of them first (so the user sees at once that their files are in). Each list keeps its
 * own order.
 */
export function mixOwnMedia<T>(own: readonly T[], star: readonly T[]): T[] {
  const total = own.length + star.length;
  const mixed: T[] = [];
  let ownTaken = 0;
  let starTaken = 0;
  for (let position = 0; position < total; position += 1) {
    const nextOwnAt = own.length === 0 ? total : Math.floor((ownTaken * total) / own.length);
    const ownTurn = ownTaken < own.length && (position >= nextOwnAt || starTaken >= star.length);
    const item = ownTurn ? own[ownTaken++] : star[starTaken++];
    if (item !== undefined) mixed.push(item);
  }
  return mixed;
}
