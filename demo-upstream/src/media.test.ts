import { describe, expect, it } from 'vitest';
import { parseGifPath, parseImagePath, parseRange } from './media.js';

describe('media paths', () => {
  it('parses image and gif paths with their size', () => {
    expect(parseImagePath('/media/img/abc123-1080x1350.png')).toEqual({
      seed: 'abc123',
      width: 1080,
      height: 1350,
      format: 'png',
    });
    // Scaled previews are JPEG, as the forum's preview host serves them.
    expect(parseImagePath('/media/img/abc123-640x800.jpg')).toEqual({
      seed: 'abc123',
      width: 640,
      height: 800,
      format: 'jpg',
    });
    expect(parseGifPath('/media/gif/abc-480x270.gif')).toEqual({ seed: 'abc', width: 480, height: 270 });
  });

  it('rejects other extensions, odd seeds and sizes out of range', () => {
    expect(parseImagePath('/media/img/abc-100x100.webp')).toBeNull();
    expect(parseImagePath('/media/img/ABC-100x100.png')).toBeNull();
    expect(parseImagePath('/media/img/abc-4000x100.png')).toBeNull();
    expect(parseImagePath('/media/img/abc-10x100.png')).toBeNull();
    expect(parseGifPath('/media/gif/abc-800x480.gif')).toBeNull();
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('reports ranges past the end as unsatisfiable and ignores what it cannot serve', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=9-5', 1000)).toBeNull();
  });
});
