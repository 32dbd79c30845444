import { SANITIZE_DEFAULT_MAX, SANITIZE_MAX } from '../constants.js';

// Line breaks and tabs become spaces so words on separate lines do not run together.
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
// C0/C1 controls, lone surrogates, and invisible characters that can disguise text
// (zero-width space, direction marks/overrides/isolates, word joiners, BOM). ZWJ/ZWNJ stay: emoji need them.
const STRIPPED = /[\p{Cc}\p{Cs}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF<>`]/gu;
const MAX_PASSES = 4;

function clampMaxLen(maxLen: number): number {
  if (!Number.isFinite(maxLen)) return SANITIZE_DEFAULT_MAX;
  return Math.min(SANITIZE_MAX, Math.max(1, Math.floor(maxLen)));
}

function cleanOnce(text: string, maxLen: number): string {
  let out = text.normalize('NFKC');
  // Removing a character can bring a base letter next to a combining mark: normalise until stable.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = out.replace(WHITESPACE_CONTROLS, ' ').replace(STRIPPED, '').normalize('NFKC');
    if (next === out) break;
    out = next;
  }
  out = out.trim(); // before cutting too, so leading spaces do not use up the length
  const codePoints = Array.from(out);
  if (codePoints.length > maxLen) out = codePoints.slice(0, maxLen).join('');
  return out.trim();
}

/**
 * Makes user text safe to store and show: NFKC-normalised, without control characters,
 * `<`, `>` or backticks, at most `maxLen` code points (clamped to 1..2000), trimmed.
 * Non-string input gives ''. Idempotent: sanitising twice changes nothing.
 */
export function sanitizeText(input: unknown, maxLen: number = SANITIZE_DEFAULT_MAX): string {
  if (typeof input !== 'string') return '';
  const limit = clampMaxLen(maxLen);
  let out = cleanOnce(input, limit);
  // Truncation or trimming can leave a tail NFKC would still change; repeat until a fixed point.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = cleanOnce(out, limit);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The `rel` every external link must carry. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/**
 * The normalised absolute http(s) URL, or null for anything else (javascript:, data:, vbscript:,
 * relative or unparsable input), so a link is dropped rather than rendered unsafe.
 */
export function safeExternalHref(url: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.href;
}
