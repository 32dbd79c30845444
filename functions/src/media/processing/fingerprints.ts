// Perceptual fingerprints of an upload, so that a copy of an item removed on a report cannot come back: the same
// picture re-encoded, resized, lightly cropped or with its colours shifted keeps nearly the same fingerprint, where
// its SHA-256 (the item id) changes with every byte.
//
// pHash (a DCT of the 32×32 greyscale picture, 64 bits) by `sharp-phash`, on libvips as every other image step here.
// An image has one fingerprint; a GIF or a video one per sampled frame (at 10, 35, 60 and 85 % of its length), so a
// cut or re-timed copy still shares frames. Greyscale makes colour shifts count for little. A match is a Hamming
// distance of at most FINGERPRINT_MATCH_BITS on any pair.
import { join } from 'node:path';
import * as sharpPhash from 'sharp-phash';
import { ffmpeg } from './mediaTools.js';
import type { ProbedOriginal } from './probeOriginal.js';

// sharp-phash is CommonJS (`module.exports = phash`) with an ES-style declaration file, which NodeNext misreads: the
// function is the namespace's `default`.
const phash = (sharpPhash as unknown as { default: (image: string) => Promise<string> }).default;

/** 64-bit fingerprints as 16 hex digits. */
export type Fingerprint = string;

/** Bits two fingerprints may differ in and still be one picture (of 64; pHash's usual threshold is about 10). */
export const FINGERPRINT_MATCH_BITS = 8;

/** Where in a moving original its frames are sampled, as shares of its length. */
const FRAME_SAMPLES = [0.1, 0.35, 0.6, 0.85] as const;

/** sharp-phash's 64 '0'/'1' characters as 16 hex digits. */
function toHex(bits: string): Fingerprint {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

export function hammingDistance(a: Fingerprint, b: Fingerprint): number {
  let bits = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (bits > 0n) {
    count += Number(bits & 1n);
    bits >>= 1n;
  }
  return count;
}

/** The first known fingerprint this upload's fingerprints match, if any. */
export function firstMatch(
  fingerprints: readonly Fingerprint[],
  known: readonly Fingerprint[],
): Fingerprint | undefined {
  return known.find((k) => fingerprints.some((f) => hammingDistance(f, k) <= FINGERPRINT_MATCH_BITS));
}

/** The original's fingerprints: of the picture itself, or of sampled frames of a GIF or video. */
export async function fingerprintsOf(
  original: ProbedOriginal,
  source: string,
  workDir: string,
): Promise<Fingerprint[]> {
  if (original.kind === 'image') return [toHex(await phash(source))];
  const fingerprints: Fingerprint[] = [];
  for (const [index, share] of FRAME_SAMPLES.entries()) {
    const frame = join(workDir, `fingerprint-${index}.png`);
    const at = (original.durationSec * share).toFixed(3);
    await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-map_metadata', '-1', frame], 60_000);
    fingerprints.push(toHex(await phash(frame)));
  }
  return [...new Set(fingerprints)];
}
