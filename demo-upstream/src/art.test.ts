import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ART_STYLES, artFor, artTitle, renderGif, renderPng } from './art.js';
import { SeededRandom, hashString } from './prng.js';

describe('seeded randomness', () => {
  it('repeats exactly for the same seed and differs for another', () => {
    const a = new SeededRandom('sunset');
    const b = new SeededRandom('sunset');
    const c = new SeededRandom('sunrise');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(hashString('abc')).toBe(0x1a47e90b);
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = new SeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});

describe('artwork', () => {
  it('describes a seed the same way every time, with a neutral title', () => {
    expect(artFor('abc123')).toEqual(artFor('abc123'));
    expect(artTitle('abc123', 12)).toMatch(/^[A-Z][A-Za-z &]+ (gradient|circles|stripes|rings|waves) #12$/);
  });

  it('uses every style across seeds', () => {
    const styles = new Set(Array.from({ length: 200 }, (_, i) => artFor(`s${i}`).style));
    expect([...styles].sort()).toEqual([...ART_STYLES].sort());
  });

  it.each([
    [720, 1280],
    [1080, 1350],
    [1280, 720],
    [800, 800],
    [600, 900],
  ])('renders a %ix%i PNG with that size in its header', (width, height) => {
    const png = renderPng('abc123', width, height);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  });

  it('renders a PNG that decodes to the painted pixels', () => {
    const png = PNG.sync.read(renderPng('abc123', 40, 30));
    expect([png.width, png.height]).toEqual([40, 30]);
    const [r, g, b, a] = png.data.subarray(0, 4);
    expect(a).toBe(255);
    expect(r === g && g === b).toBe(false);
  });

  it('renders the same bytes for the same seed and different pixels for another seed', () => {
    const a = renderPng('seed1', 64, 64);
    expect(renderPng('seed1', 64, 64).equals(a)).toBe(true);
    expect(renderPng('seed2', 64, 64).equals(a)).toBe(false);
  });

  it('renders a 1080x1350 PNG fast enough to generate on demand', () => {
    renderPng('warmup', 200, 200);
    const started = performance.now();
    renderPng('timing', 1080, 1350);
    // Typically ~70 ms on the 2-core dev machine; the bound leaves room for a loaded CI box.
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('renders a looping GIF with the GIF89a header and the requested size', () => {
    const gif = renderGif('abc123', 120, 90);
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(120);
    expect(gif.readUInt16LE(8)).toBe(90);
    expect(gif.includes(Buffer.from('NETSCAPE2.0', 'latin1'))).toBe(true);
  });
});
