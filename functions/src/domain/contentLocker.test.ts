import { describe, expect, it } from 'vitest';
import { CLICK_ID_PATTERN } from '../shared/api/schemas/contentLocker.js';
import { newClickId, offerUrl, secretMatches } from './contentLocker.js';

describe('click ids', () => {
  it('are random, url-safe and match the postback schema', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newClickId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(CLICK_ID_PATTERN);
  });

  it('fill the offer URL template', () => {
    expect(offerUrl('https://net.example/o?sub={clickId}&x=1', 'abc_-')).toBe('https://net.example/o?sub=abc_-&x=1');
  });
});

describe('secretMatches', () => {
  it('accepts only the exact secret, and never an unset one', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches('s3cret ', 's3cret')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('redeem code normalisation', () => {
  it('upper-cases plain codes and refuses anything that cannot be a document id', async () => {
    const { normalizeCode } = await import('./redeem.js');
    expect(normalizeCode(' demo-code-0001 ')).toBe('DEMO-CODE-0001');
    for (const bad of ['a/b', '..', '__x__', 'with space', '']) expect(normalizeCode(bad)).toBeNull();
  });
});
