// Perceptual fingerprints of an upload, so that a copy of an item removed on a report cannot come back: the same
// picture re-encoded, resized, lightly cropped or with its colours shifted keeps nearly the same fingerprint, where
// its SHA-256 (the item id) changes with every byte.
//
// pHash (a DCT of the 32×32 greyscale picture, 64 bits) by `sharp-phash`, on libvips as every other image step here.
// pHash alone loses a copy cropped by 5 % (measured: fingerprintRates.test.ts), so each picture is fingerprinted
// whole and as two centre crops: a copy cropped by about as much lands near one of them. An image has these three; a
// GIF or a video three per sampled frame (at 10, 35, 60 and 85 % of its length), so a cut or re-timed copy still
// shares frames. Greyscale makes colour shifts count for little. A match is a Hamming distance of at most
// FINGERPRINT_MATCH_BITS on any pair.
import { join } from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import * as sharpPhash from 'sharp-phash';
import { ffmpeg } from './mediaTools.js';
import type { ProbedOriginal } from './probeOriginal.js';

// sharp-phash is CommonJS (`module.exports = phash`) with an ES-style declaration file, which NodeNext misreads: the
// function is the namespace's `default`.
const phash = (
  sharpPhash as unknown as { default: (image: string | Buffer, options?: SharpOptions) => Promise<string> }
).default;

/** 64-bit fingerprints as 16 hex digits. */
export type Fingerprint = string;

/**
 * Bits two fingerprints may differ in and still be one picture (of 64; pHash's usual threshold is about 10). Chosen
 * with fingerprintRates.test.ts: none of 1,000 unrelated synthetic pictures came within it of 100 removed ones (the
 * nearest, 11 bits), while the copies re-uploaders make were recognised.
 */
export const FINGERPRINT_MATCH_BITS = 10;

/** The centre crops fingerprinted beside the whole picture, as the share cut from each side. */
const CENTRE_CROP_SHARES = [0.05, 0.1] as const;

/** Crops are taken from the picture scaled to fit this square: pHash looks at 32 × 32 pixels anyway. */
const CROP_SOURCE_PX = 512;

/** Where in a moving original its frames are sampled, as shares of its length. */
const FRAME_SAMPLES = [0.1, 0.35, 0.6, 0.85] as const;

/** sharp-phash's 64 '0'/'1' characters as 16 hex digits. */
function toHex(bits: string): Fingerprint {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/** Set bits of a 32-bit number (the usual SWAR count). */
function bitsSet(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Bits two fingerprints differ in, as two 32-bit halves: an upload is compared with every removed fingerprint. */
export function hammingDistance(a: Fingerprint, b: Fingerprint): number {
  const high = parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16);
  const low = parseInt(a.slice(8, 16), 16) ^ parseInt(b.slice(8, 16), 16);
  return bitsSet(high >>> 0) + bitsSet(low >>> 0);
}

/** The first known fingerprint this upload's fingerprints match, if any. */
export function firstMatch(
  fingerprints: readonly Fingerprint[],
  known: readonly Fingerprint[],
): Fingerprint | undefined {
  return known.find((k) => fingerprints.some((f) => hammingDistance(f, k) <= FINGERPRINT_MATCH_BITS));
}

/** One still picture's fingerprints (a file's path or its bytes): whole, then each centre crop. */
export async function pictureFingerprints(picture: string | Buffer): Promise<Fingerprint[]> {
  // The whole picture exactly as fingerprints were always taken, so those kept before crops existed still match.
  const whole = toHex(await phash(picture));
  const { data, info } = await sharp(picture)
    .rotate()
    .resize(CROP_SOURCE_PX, CROP_SOURCE_PX, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const crops: Fingerprint[] = [];
  for (const share of CENTRE_CROP_SHARES) {
    const [left, top] = [Math.round(info.width * share), Math.round(info.height * share)];
    const crop = await sharp(data, { raw })
      .extract({ left, top, width: info.width - 2 * left, height: info.height - 2 * top })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const cropRaw = { width: crop.info.width, height: crop.info.height, channels: crop.info.channels };
    crops.push(toHex(await phash(crop.data, { raw: cropRaw })));
  }
  return [whole, ...crops];
}

/** The original's fingerprints: of the picture itself, or of sampled frames of a GIF or video. */
export async function fingerprintsOf(
  original: ProbedOriginal,
  source: string,
  workDir: string,
): Promise<Fingerprint[]> {
  if (original.kind === 'image') return pictureFingerprints(source);
  const fingerprints: Fingerprint[] = [];
  for (const [index, share] of FRAME_SAMPLES.entries()) {
    const frame = join(workDir, `fingerprint-${index}.png`);
    const at = (original.durationSec * share).toFixed(3);
    await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-map_metadata', '-1', frame], 60_000);
    fingerprints.push(...(await pictureFingerprints(frame)));
  }
  return [...new Set(fingerprints)];
}
