// One inbox, one referral: Gmail ignores dots and `+tags` in the local part, so those aliases
// collapse to the same canonical address.
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Lower-cased; for gmail.com/googlemail.com also without dots and `+tag` (and as gmail.com). */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (!DOTLESS_DOMAINS.has(domain)) return lower;
  const plus = local.indexOf('+');
  const base = (plus === -1 ? local : local.slice(0, plus)).replaceAll('.', '');
  return `${base}@gmail.com`;
}
