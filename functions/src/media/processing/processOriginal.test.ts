import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ffprobe } from './mediaTools.js';
import { ORIGINAL_LIMITS } from './probeOriginal.js';
import { contentHash, processOriginal } from './processOriginal.js';
import { ladderFor, type Rendition } from './renditions.js';
import { animatedGif, photoWithGps, pngBomb, testVideo, truncated } from './fixtures/syntheticOriginals.js';

// Processing through the real tools (sharp/libvips, Debian's ffmpeg), on synthetic originals made per test.
let dir: string;
let out: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'original-'));
  out = await mkdtemp(join(tmpdir(), 'renditions-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

function rendition(renditions: readonly Rendition[], test: (r: Rendition) => boolean): Rendition {
  const found = renditions.find(test);
  if (!found) throw new Error(`no such rendition among ${renditions.map((r) => r.name).join(', ')}`);
  return found;
}

/** The box atoms of an MP4 at top level, in order (faststart puts `moov` before `mdat`). */
async function topLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('ascii', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

describe('refused originals, each with its reason', () => {
  it('when the file is empty, then "empty"', async () => {
    await writeFile(join(dir, 'empty.jpg'), '');
    expect(await processOriginal(join(dir, 'empty.jpg'), out)).toEqual({ ok: false, refusal: 'empty' });
  });

  it('when a text file is renamed .mp4, then "notMedia": the bytes decide, not the name', async () => {
    await writeFile(join(dir, 'holiday.mp4'), 'Dear diary, this is only text.\n'.repeat(200));
    expect(await processOriginal(join(dir, 'holiday.mp4'), out)).toEqual({ ok: false, refusal: 'notMedia' });
  });

  it('when a PNG announces 50,000 × 50,000 pixels, then "tooManyPixels" before anything is decoded', async () => {
    expect(await processOriginal(await pngBomb(dir), out)).toEqual({ ok: false, refusal: 'tooManyPixels' });
  });

  it('when an MP4 was cut at half its length, then "corrupt" (index at the end, or frames missing at the end)', async () => {
    const plain = await testVideo(dir, { seconds: 2 });
    expect(await processOriginal(await truncated(plain, 0.5, 'cut.mp4'), out)).toEqual({
      ok: false,
      refusal: 'corrupt',
    });
    const faststart = await testVideo(dir, { seconds: 2, faststart: true, name: 'fast.mp4' });
    expect(await processOriginal(await truncated(faststart, 0.5, 'cut-fast.mp4'), out)).toEqual({
      ok: false,
      refusal: 'corrupt',
    });
  });

  it('when a JPEG stops half-way, then "corrupt"', async () => {
    const photo = await photoWithGps(dir, 800, 600);
    expect(await processOriginal(await truncated(photo, 0.5, 'cut.jpg'), out)).toEqual({
      ok: false,
      refusal: 'corrupt',
    });
  });

  it('when a video is longer than the limit, or larger than the byte ceiling, then "tooLong" / "tooLarge"', async () => {
    const clip = await testVideo(dir, { seconds: 2 });
    expect(await processOriginal(clip, out, { ...ORIGINAL_LIMITS, maxDurationSec: 1 })).toEqual({
      ok: false,
      refusal: 'tooLong',
    });
    expect(await processOriginal(clip, out, { ...ORIGINAL_LIMITS, maxBytes: 100 })).toEqual({
      ok: false,
      refusal: 'tooLarge',
    });
  });
});

describe('renditions', () => {
  it('an image with GPS EXIF and XMP becomes AVIF and WebP at card and panel widths, with no metadata at all', async () => {
    const photo = await photoWithGps(dir);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('SyntheticCam');
    expect(before.xmp).toBeDefined();

    const result = await processOriginal(photo, out);
    if (!result.ok) throw new Error(result.refusal);
    expect(result.original).toMatchObject({ kind: 'image', width: 1600, height: 1000, durationSec: 0 });
    expect(result.renditions.map((r) => r.name).sort()).toEqual(
      ['card-320', 'card-640', 'panel-960'].flatMap((n) => [`${n}.avif`, `${n}.webp`]).sort(),
    );
    for (const rendition of result.renditions) {
      const served = await sharp(rendition.path).metadata();
      expect(served.width).toBe(rendition.width);
      expect(served.exif, rendition.name).toBeUndefined();
      expect(served.xmp, rendition.name).toBeUndefined();
      expect(served.iptc, rendition.name).toBeUndefined();
      const bytes = (await readFile(rendition.path)).toString('latin1');
      expect(bytes).not.toContain('SyntheticCam');
      expect(bytes).not.toContain('Serial 0042');
    }
  });

  it('a phone photo stored sideways (EXIF orientation 6) is served upright', async () => {
    const sideways = join(dir, 'sideways.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(sideways);
    const result = await processOriginal(sideways, out);
    if (!result.ok) throw new Error(result.refusal);
    expect(result.original).toMatchObject({ width: 600, height: 800 });
    const card = await sharp(rendition(result.renditions, (r) => r.name === 'card-320.webp').path).metadata();
    expect([card.width, card.height, card.orientation]).toEqual([320, 427, undefined]);
  });

  it('a GIF becomes looping MP4 and WebM plus card images of its first frame; no GIF is served', async () => {
    const result = await processOriginal(await animatedGif(dir), out);
    if (!result.ok) throw new Error(result.refusal);
    expect(result.original).toMatchObject({ kind: 'gif', width: 200, height: 150, hasAudio: false });
    const types = result.renditions.map((r) => r.contentType);
    expect(types).toEqual(expect.arrayContaining(['video/mp4', 'video/webm', 'image/avif', 'image/webp']));
    expect(types).not.toContain('image/gif');
    const mp4 = rendition(result.renditions, (r) => r.contentType === 'video/mp4');
    expect((await ffprobe(mp4.path)).streams.map((s) => s.codec_name)).toEqual(['h264']);
  });

  it('a video becomes H.264 MP4 with faststart and VP9 WebM at 480p and 720p, with a poster and no metadata', async () => {
    const clip = await testVideo(dir, { width: 1280, height: 720, seconds: 2 });
    const tagged = async (path: string) => /serial 0042|48\.8566/.test((await readFile(path)).toString('latin1'));
    expect(await tagged(clip)).toBe(true);

    const result = await processOriginal(clip, out);
    if (!result.ok) throw new Error(result.refusal);
    expect(result.original).toMatchObject({ kind: 'video', width: 1280, height: 720, hasAudio: true });
    expect(result.original.durationSec).toBeCloseTo(2, 0);
    const videos = result.renditions.filter((r) => r.role === 'video').map((r) => r.name);
    expect(videos.sort()).toEqual(['video-480.mp4', 'video-480.webm', 'video-720.mp4', 'video-720.webm']);
    expect(result.renditions.filter((r) => r.role === 'card').length).toBeGreaterThan(0);

    const mp4 = rendition(result.renditions, (r) => r.name === 'video-480.mp4');
    const boxes = await topLevelBoxes(mp4.path);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const probed = await ffprobe(mp4.path);
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(probed.streams[0]).toMatchObject({ width: 854, height: 480 });
    const webm = await ffprobe(rendition(result.renditions, (r) => r.name === 'video-720.webm').path);
    expect(webm.streams.map((s) => s.codec_name)).toEqual(['vp9', 'opus']);
    for (const r of result.renditions) expect(await tagged(r.path), r.name).toBe(false);
  }, 120_000);

  it('the same file twice has the same content hash (one item); another file has another', async () => {
    const a = await photoWithGps(dir, 400, 300);
    const copy = join(dir, 'copy.jpg');
    await writeFile(copy, await readFile(a));
    expect(await contentHash(copy)).toBe(await contentHash(a));
    const other = await testVideo(dir, { seconds: 1 });
    expect(await contentHash(other)).not.toBe(await contentHash(a));
  });
});

describe('ladderFor', () => {
  it('keeps the sizes that fit, and the original size when every step is larger', () => {
    expect(ladderFor([480, 720, 1080], 1080)).toEqual([480, 720, 1080]);
    expect(ladderFor([480, 720, 1080], 900)).toEqual([480, 720]);
    expect(ladderFor([480, 720, 1080], 360)).toEqual([360]);
  });
});
