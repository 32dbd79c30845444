import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapesSvg, testVideo } from './fixtures/syntheticOriginals.js';
import { FINGERPRINT_MATCH_BITS, fingerprintsOf, firstMatch, hammingDistance } from './fingerprints.js';
import { probeOriginal } from './probeOriginal.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fingerprints-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function imageFingerprint(name: string, make: (picture: Sharp) => Sharp, seed = 1) {
  const path = join(work, name);
  await make(sharp(shapesSvg(seed))).toFile(path);
  const probed = await probeOriginal(path);
  if (!probed.ok) throw new Error(`${name} was refused: ${probed.refusal}`);
  return fingerprintsOf(probed.original, path, work);
}

describe('hammingDistance and firstMatch', () => {
  it('count differing bits, and match within the threshold only', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000003ff', '0000000000000000')).toBe(10);
    expect(firstMatch(['00000000000003ff'], ['0000000000000000'])).toBe('0000000000000000');
    expect(firstMatch(['00000000000007ff'], ['0000000000000000'])).toBeUndefined();
    expect(FINGERPRINT_MATCH_BITS).toBe(10);
  });
});

describe('hammingDistance on any two fingerprints', () => {
  it('agrees with a bit-by-bit count', () => {
    const binary = (hex: string) => BigInt(`0x${hex}`).toString(2).padStart(64, '0');
    let seed = 7;
    const hexDigit = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 16).toString(16);
    for (let i = 0; i < 2_000; i += 1) {
      const [a, b] = [Array.from({ length: 16 }, hexDigit).join(''), Array.from({ length: 16 }, hexDigit).join('')];
      const [bitsA, bitsB] = [binary(a), binary(b)];
      let differing = 0;
      for (let bit = 0; bit < 64; bit += 1) if (bitsA[bit] !== bitsB[bit]) differing += 1;
      expect(hammingDistance(a, b), `${a} ${b}`).toBe(differing);
    }
  });
});

describe('fingerprintsOf', () => {
  it('recognises a picture re-encoded, resized, lightly cropped or with its colours shifted, and tells another apart', async () => {
    const original = await imageFingerprint('original.png', (p) => p.png());
    // The whole picture and two centre crops.
    expect(original).toHaveLength(3);
    const copies = {
      reencoded: await imageFingerprint('reencoded.jpg', (p) => p.jpeg({ quality: 55 })),
      resized: await imageFingerprint('resized.webp', (p) => p.resize({ width: 500 }).webp({ quality: 70 })),
      cropped: await imageFingerprint('cropped.jpg', (p) =>
        p.extract({ left: 27, top: 36, width: 846, height: 1128 }).jpeg(),
      ),
      recoloured: await imageFingerprint('recoloured.jpg', (p) => p.modulate({ hue: 25, saturation: 1.3 }).jpeg()),
    };
    for (const [kind, copy] of Object.entries(copies))
      expect(firstMatch(copy, original), `${kind}: ${copy.join()} vs ${original.join()}`).toBeDefined();
    const other = await imageFingerprint('other.png', (p) => p.png(), 4);
    expect(firstMatch(other, original)).toBeUndefined();
  });

  it('gives a video one fingerprint per sampled frame, and its re-encoded copy matches', async () => {
    const clip = await testVideo(work, { width: 640, height: 360, seconds: 4, name: 'clip.mp4' });
    const probed = await probeOriginal(clip);
    if (!probed.ok) throw new Error('the clip was refused');
    const frames = await fingerprintsOf(probed.original, clip, work);
    expect(frames.length).toBeGreaterThanOrEqual(1);
    expect(frames.every((f) => /^[0-9a-f]{16}$/.test(f))).toBe(true);
    const smaller = await testVideo(work, { width: 426, height: 240, seconds: 4, name: 'smaller.mp4' });
    const probedSmaller = await probeOriginal(smaller);
    if (!probedSmaller.ok) throw new Error('the copy was refused');
    expect(firstMatch(await fingerprintsOf(probedSmaller.original, smaller, work), frames)).toBeDefined();
  }, 60_000);
});
