import { describe, expect, it } from 'vitest';
import { UPLOAD_REFUSALS, UPLOAD_REFUSAL_TEXT } from './uploadRefusals.js';

describe('upload refusals', () => {
  it('every code has its own English sentence, naming the limit where there is one', () => {
    const texts = UPLOAD_REFUSALS.map((code) => UPLOAD_REFUSAL_TEXT[code]);
    expect(new Set(texts).size).toBe(UPLOAD_REFUSALS.length);
    expect(UPLOAD_REFUSAL_TEXT.tooLarge).toBe('The file is larger than 4 GB.');
    expect(UPLOAD_REFUSAL_TEXT.tooLong).toBe('The video is longer than 2 hours.');
  });
});
