// The web renditions of a probed original: every file a viewer may be sent, with no metadata from the original
// (sharp writes none unless asked; ffmpeg is told to drop the container's and the streams' tags and chapters).
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  RENDITION_CARD_WIDTHS_PX,
  RENDITION_PANEL_WIDTHS_PX,
  RENDITION_VIDEO_HEIGHTS_PX,
} from '../../shared/constants.js';
import { ffmpeg } from './mediaTools.js';
import type { ProbedOriginal } from './probeOriginal.js';

type RenditionRole = 'card' | 'panel' | 'video';

export interface Rendition {
  /** The file name under the item's folder, e.g. `card-320.avif`, `video-720.mp4`. */
  name: string;
  /** The local file it was written to. */
  path: string;
  role: RenditionRole;
  contentType: 'image/avif' | 'image/webp' | 'video/mp4' | 'video/webm';
  width: number;
  height: number;
  bytes: number;
}

/** How long one ffmpeg run may take, per second of the original (at least a minute): a stuck encode ends. */
const ENCODE_TIMEOUT_MS_PER_SEC = 20_000;

/**
 * The sizes of a ladder that fit the original: never larger than it; when it is smaller than every step, its own.
 */
export function ladderFor(ladder: readonly number[], originalSize: number): number[] {
  const fitting = ladder.filter((size) => size <= originalSize);
  return fitting.length ? fitting : [originalSize];
}

/** Even numbers only: H.264 and VP9 in 4:2:0 need them. */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

async function described(
  path: string,
  fields: Omit<Rendition, 'path' | 'bytes' | 'name'> & { name: string },
): Promise<Rendition> {
  return { ...fields, path, bytes: (await stat(path)).size };
}

/** AVIF and WebP at each width of a ladder, from any still picture sharp can read. */
async function stills(
  source: string,
  role: 'card' | 'panel',
  ladder: readonly number[],
  outDir: string,
): Promise<Rendition[]> {
  // autoOrient: the EXIF orientation is applied to the pixels, since the EXIF itself is not carried over.
  const oriented = sharp(source, { failOn: 'error' }).autoOrient();
  // The size as shown (metadata() also reports the stored one, before the EXIF orientation).
  const { width: originalWidth, height: originalHeight } = (await oriented.metadata()).autoOrient;
  const renditions: Rendition[] = [];
  for (const width of ladderFor(ladder, originalWidth)) {
    const height = Math.round((originalHeight * width) / originalWidth);
    const resized = oriented.clone().resize({ width, withoutEnlargement: true });
    const avif = join(outDir, `${role}-${width}.avif`);
    await resized.clone().avif({ quality: 55, effort: 3 }).toFile(avif);
    renditions.push(
      await described(avif, { name: `${role}-${width}.avif`, role, contentType: 'image/avif', width, height }),
    );
    const webp = join(outDir, `${role}-${width}.webp`);
    await resized.clone().webp({ quality: 78 }).toFile(webp);
    renditions.push(
      await described(webp, { name: `${role}-${width}.webp`, role, contentType: 'image/webp', width, height }),
    );
  }
  return renditions;
}

/** One frame, a second in (or mid-way through a shorter clip), as a PNG for the still renditions. */
async function posterFrame(original: ProbedOriginal, source: string, outDir: string): Promise<string> {
  const poster = join(outDir, 'poster-source.png');
  const at = Math.min(1, original.durationSec / 2).toFixed(3);
  await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-map_metadata', '-1', poster], 60_000);
  return poster;
}

/** H.264 MP4 (faststart, for Safari and iOS) and VP9 WebM at one height; sound only where the original has it. */
async function videoPair(
  original: ProbedOriginal,
  source: string,
  height: number,
  outDir: string,
): Promise<Rendition[]> {
  const width = even((original.width * height) / original.height);
  const common = [
    '-i',
    source,
    '-map',
    '0:v:0',
    ...(original.hasAudio && original.kind === 'video' ? ['-map', '0:a:0'] : ['-an']),
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-sn',
    '-dn',
    '-vf',
    `scale=${width}:${even(height)},format=yuv420p`,
  ];
  const timeoutMs = Math.max(60_000, original.durationSec * ENCODE_TIMEOUT_MS_PER_SEC);
  const mp4 = join(outDir, `video-${height}.mp4`);
  await ffmpeg(
    [
      ...common,
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ...['-movflags', '+faststart', mp4],
    ],
    timeoutMs,
  );
  const webm = join(outDir, `video-${height}.webm`);
  await ffmpeg(
    [
      ...common,
      ...['-c:v', 'libvpx-vp9', '-crf', '34', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '5'],
      ...['-c:a', 'libopus', '-b:a', '96k', webm],
    ],
    timeoutMs,
  );
  const size = { role: 'video' as const, width, height: even(height) };
  return [
    await described(mp4, { name: `video-${height}.mp4`, contentType: 'video/mp4', ...size }),
    await described(webm, { name: `video-${height}.webm`, contentType: 'video/webm', ...size }),
  ];
}

/**
 * Writes every rendition of the original into `outDir`:
 * - image: AVIF and WebP at the card and panel widths;
 * - GIF: looping video (MP4 + WebM, at most 720 px high) and card images of its first frame; no GIF is served;
 * - video: MP4 + WebM at 480p and 720p (1080p where the original has it), and card images of a poster frame.
 * Throws MediaToolError, or sharp's error, when the original cannot be decoded to its end.
 */
export async function makeRenditions(original: ProbedOriginal, source: string, outDir: string): Promise<Rendition[]> {
  if (original.kind === 'image') {
    return [
      ...(await stills(source, 'card', RENDITION_CARD_WIDTHS_PX, outDir)),
      ...(await stills(source, 'panel', RENDITION_PANEL_WIDTHS_PX, outDir)),
    ];
  }
  const heights =
    original.kind === 'gif' ? [Math.min(original.height, 720)] : ladderFor(RENDITION_VIDEO_HEIGHTS_PX, original.height);
  const videos: Rendition[] = [];
  for (const height of heights) videos.push(...(await videoPair(original, source, height, outDir)));
  const poster = await posterFrame(original, source, outDir);
  return [...(await stills(poster, 'card', RENDITION_CARD_WIDTHS_PX, outDir)), ...videos];
}
