import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EXTERNAL_LINK_REL, safeExternalHref, sanitizeText } from './sanitize.js';

const FORBIDDEN = /[\p{Cc}\p{Cs}<>`]/u;

describe('sanitizeText', () => {
  it('strips angle brackets and backticks', () => {
    expect(sanitizeText('<b>hi</b> `x`')).toBe('bhi/b x');
  });

  it('NFKC-normalises before stripping, so full-width brackets are removed too', () => {
    expect(sanitizeText('＜script＞ｈｉ')).toBe('scripthi');
    expect(sanitizeText('ﬁne')).toBe('fine');
  });

  it('turns line breaks and tabs into spaces and drops other control characters', () => {
    expect(sanitizeText('one\ntwo\tthree\r\nfour')).toBe('one two three  four');
    expect(sanitizeText('a\u0000b\u0007c\u007fd\u009be')).toBe('abcde');
  });

  it('drops direction overrides, zero-width spaces and lone surrogates but keeps emoji sequences', () => {
    expect(sanitizeText('safe\u202Etxt.exe\u200B')).toBe('safetxt.exe');
    expect(sanitizeText('a\uD800b')).toBe('ab');
    expect(sanitizeText('👩‍👩‍👧 ok')).toBe('👩‍👩‍👧 ok');
  });

  it('trims surrounding whitespace', () => {
    expect(sanitizeText('   hello world \n')).toBe('hello world');
  });

  it('truncates to 500 code points by default', () => {
    expect(sanitizeText('a'.repeat(700))).toHaveLength(500);
  });

  it('truncates to maxLen, clamped to 1..2000', () => {
    expect(sanitizeText('abcdef', 3)).toBe('abc');
    expect(sanitizeText('abcdef', 0)).toBe('a');
    expect(sanitizeText('abcdef', -5)).toBe('a');
    expect(sanitizeText('x'.repeat(3000), 5000)).toHaveLength(2000);
    expect(sanitizeText('abcdef', Number.NaN)).toBe('abcdef');
  });

  it('truncates by code point, never splitting a surrogate pair', () => {
    expect(sanitizeText('😀😀😀', 2)).toBe('😀😀');
  });

  it('trims after truncating', () => {
    expect(sanitizeText('abc   def', 5)).toBe('abc');
  });

  it('re-composes letters a stripped character had separated', () => {
    expect(sanitizeText('e<\u0301')).toBe('\u00e9');
  });

  it('returns an empty string for non-string input', () => {
    expect(sanitizeText(undefined)).toBe('');
    expect(sanitizeText(null)).toBe('');
    expect(sanitizeText(42)).toBe('');
    expect(sanitizeText({ toString: () => '<x>' })).toBe('');
  });

  describe('properties', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({
        unit: fc.constantFrom('<', '>', '`', 'e', '\u0301', ' ', '\n', '\u0000', 'ﬁ', '＜', '😀'),
        maxLength: 60,
      }),
    );
    const anyMax = fc.integer({ min: -10, max: 2500 });

    it('never outputs control characters, < > or backticks', () => {
      fc.assert(
        fc.property(anyText, anyMax, (text, max) => {
          expect(sanitizeText(text, max)).not.toMatch(FORBIDDEN);
        }),
      );
    });

    it('never exceeds the clamped maximum length in code points', () => {
      fc.assert(
        fc.property(anyText, anyMax, (text, max) => {
          const limit = Math.min(2000, Math.max(1, max));
          expect(Array.from(sanitizeText(text, max)).length).toBeLessThanOrEqual(limit);
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyText, anyMax, (text, max) => {
          const once = sanitizeText(text, max);
          expect(sanitizeText(once, max)).toBe(once);
        }),
      );
    });

    it('leaves plain safe text unchanged', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,!?'-]{0,80}[A-Za-z0-9]$/), (text) => {
          expect(sanitizeText(text)).toBe(text);
        }),
      );
    });
  });
});

describe('safeExternalHref', () => {
  it('allows absolute http and https URLs', () => {
    expect(safeExternalHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeExternalHref('  http://example.com ')).toBe('http://example.com/');
  });

  it('rejects script-capable and non-web schemes', () => {
    expect(safeExternalHref('javascript:alert(1)')).toBeNull();
    expect(safeExternalHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeExternalHref('java\nscript:alert(1)')).toBeNull();
    expect(safeExternalHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeExternalHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeExternalHref('ftp://example.com/file')).toBeNull();
    expect(safeExternalHref('mailto:a@example.com')).toBeNull();
  });

  it('rejects relative, empty and unparsable input', () => {
    expect(safeExternalHref('/dashboard')).toBeNull();
    expect(safeExternalHref('')).toBeNull();
    expect(safeExternalHref('not a url')).toBeNull();
    expect(safeExternalHref('https://')).toBeNull();
  });

  it('exports the rel value external links need', () => {
    expect(EXTERNAL_LINK_REL).toBe('noopener noreferrer');
  });
});
