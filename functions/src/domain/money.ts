// Money is integer cents end to end; decimal strings from processors are parsed without floats.
const DECIMAL_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '9.99' → 999, '10' → 1000, '0.5' → 50; null for anything else (negative, 3 decimals, text). */
export function parseAmountCents(text: string): number | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** The affiliate's share of a sale, rounded half up to whole cents. */
export function commissionCents(amountCents: number, ratePct: number): number {
  return Math.floor((amountCents * ratePct + 50) / 100);
}
