// How well the upload fingerprints (fingerprints.ts) do their job, measured on synthetic pictures: how often a copy
// of a removed picture, changed the ways a re-uploader would change it, is still recognised (match rate), and how
// often a picture unrelated to every removed one is refused as a copy (false-match rate). The figures are printed
// and quoted in docs/operations.md ("Fingerprints: match and false-match rates").
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { randomCompositionSvg } from './fixtures/syntheticOriginals.js';
import {
  FINGERPRINT_MATCH_BITS,
  firstMatch,
  hammingDistance,
  pictureFingerprints,
  type Fingerprint,
} from './fingerprints.js';

const REMOVED = 100;
const UNRELATED = 1_000;
// Seeds far apart, so that no unrelated picture is a removed one.
const UNRELATED_SEED_BASE = 1_000_000;

/**
 * What a re-uploader does to a 600 × 800 picture, and the share of copies that must still be recognised (null: a
 * change pHash is known to miss, only reported).
 */
const CHANGES: { name: string; atLeast: number | null; apply: (picture: Sharp) => Sharp }[] = [
  { name: 're-encoded as JPEG, quality 50', atLeast: 0.95, apply: (p) => p.jpeg({ quality: 50 }) },
  {
    name: 'resized to 40 %, WebP quality 70',
    atLeast: 0.95,
    apply: (p) => p.resize({ width: 240 }).webp({ quality: 70 }),
  },
  {
    name: 'colours shifted (hue 30°, saturation ×1.3, brightness ×1.1)',
    atLeast: 0.95,
    apply: (p) => p.modulate({ hue: 30, saturation: 1.3, brightness: 1.1 }).png(),
  },
  {
    name: 'cropped by 3 % on every side',
    atLeast: 0.95,
    apply: (p) => p.extract({ left: 18, top: 24, width: 564, height: 752 }).png(),
  },
  {
    name: 'cropped by 8 % on every side',
    atLeast: 0.95,
    apply: (p) => p.extract({ left: 48, top: 64, width: 504, height: 672 }).png(),
  },
  {
    name: 'cropped by 5 % on two sides (right, bottom)',
    atLeast: 0.6,
    apply: (p) => p.extract({ left: 0, top: 0, width: 570, height: 760 }).png(),
  },
  {
    name: 'cropped 3 %, resized to 57 %, hue 20°, JPEG 60 at once',
    atLeast: 0.95,
    apply: (p) =>
      p
        .extract({ left: 18, top: 24, width: 564, height: 752 })
        .resize({ width: 340 })
        .modulate({ hue: 20 })
        .jpeg({ quality: 60 }),
  },
  { name: 'mirrored (a known limit)', atLeast: null, apply: (p) => p.flop().png() },
];

const rendered = (svg: Buffer) => sharp(svg).png().toBuffer();

/** The closest two fingerprints of two pictures' sets are. */
const setDistance = (a: readonly Fingerprint[], b: readonly Fingerprint[]) =>
  Math.min(...a.flatMap((x) => b.map((y) => hammingDistance(x, y))));

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('fingerprint match and false-match rates on synthetic pictures', () => {
  it(`when ${REMOVED} removed pictures come back changed, then each change is recognised at its rate; of ${UNRELATED} unrelated pictures, none is refused`, async () => {
    const removedPictures = await Promise.all(
      Array.from({ length: REMOVED }, (_, seed) => rendered(randomCompositionSvg(seed + 1))),
    );
    const removed: Fingerprint[][] = [];
    for (const picture of removedPictures) removed.push(await pictureFingerprints(picture));

    const lines: string[] = [];
    for (const change of CHANGES) {
      let recognised = 0;
      for (const [index, picture] of removedPictures.entries()) {
        const copy = await pictureFingerprints(await change.apply(sharp(picture)).toBuffer());
        if (firstMatch(copy, removed[index] ?? []) !== undefined) recognised += 1;
      }
      lines.push(`  ${change.name}: ${recognised} of ${REMOVED} recognised (${percent(recognised / REMOVED)})`);
      if (change.atLeast !== null) expect(recognised / REMOVED, change.name).toBeGreaterThanOrEqual(change.atLeast);
    }

    const unrelated: Fingerprint[][] = [];
    for (let i = 0; i < UNRELATED; i += 1) {
      unrelated.push(
        await pictureFingerprints(await rendered(randomCompositionSvg(UNRELATED_SEED_BASE + i, 300, 400))),
      );
    }
    const allRemoved = removed.flat();
    const refused = unrelated.filter((set) => firstMatch(set, allRemoved) !== undefined).length;
    const nearestToRemoved = Math.min(...unrelated.map((set) => setDistance(set, allRemoved)));
    let pairs = 0;
    let closePairs = 0;
    for (let i = 0; i < UNRELATED; i += 1) {
      for (let j = i + 1; j < UNRELATED; j += 1) {
        pairs += 1;
        if (setDistance(unrelated[i] ?? [], unrelated[j] ?? []) <= FINGERPRINT_MATCH_BITS) closePairs += 1;
      }
    }
    lines.push(
      `  ${UNRELATED} unrelated pictures against the ${REMOVED} removed: ${refused} refused (${percent(refused / UNRELATED)}); nearest ${nearestToRemoved} bits`,
      `  the ${UNRELATED} unrelated pictures with one another: ${closePairs} of ${pairs} pairs would match (${(closePairs / pairs).toExponential(1)})`,
    );
    console.log(
      `fingerprint rates (pHash whole + 2 centre crops, match within ${FINGERPRINT_MATCH_BITS} of 64 bits):\n${lines.join('\n')}`,
    );
    expect(refused).toBe(0);
  }, 600_000);
});
