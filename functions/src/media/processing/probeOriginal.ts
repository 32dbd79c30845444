// What an uploaded original is, decided from its bytes (never its name or declared type), and whether it is within
// the limits: the first step of processing (docs/architecture.md "Media the operator owns").
import { stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_DURATION_SEC,
  MAX_VIDEO_SIDE_PX,
} from '../../shared/constants.js';
import type { UploadRefusal } from '../../shared/media/uploadRefusals.js';
import { ffprobe, MediaToolError } from './mediaTools.js';

type OriginalKind = 'image' | 'gif' | 'video';

export interface ProbedOriginal {
  kind: OriginalKind;
  /** As shown: a phone photo's EXIF orientation and a phone video's rotation already applied. */
  width: number;
  height: number;
  /** 0 for images. */
  durationSec: number;
  hasAudio: boolean;
}

export type ProbeOutcome = { ok: true; original: ProbedOriginal } | { ok: false; refusal: UploadRefusal };

/** The limits an original is held to; tests pass smaller ones to exercise them without hours of video. */
export interface OriginalLimits {
  maxBytes: number;
  maxImagePixels: number;
  maxVideoSidePx: number;
  maxDurationSec: number;
}

export const ORIGINAL_LIMITS: OriginalLimits = {
  maxBytes: MAX_UPLOAD_BYTES,
  maxImagePixels: MAX_IMAGE_PIXELS,
  maxVideoSidePx: MAX_VIDEO_SIDE_PX,
  maxDurationSec: MAX_VIDEO_DURATION_SEC,
};

const STILL_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-m4v']);

const refuse = (refusal: UploadRefusal): ProbeOutcome => ({ ok: false, refusal });

async function probeImage(path: string, limits: OriginalLimits): Promise<ProbeOutcome> {
  let metadata: Metadata;
  try {
    // Only the header is read here: a bomb is refused before a single pixel is decoded.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    return refuse('corrupt');
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return refuse('corrupt');
  if (width * height > limits.maxImagePixels) return refuse('tooManyPixels');
  const animated = (metadata.pages ?? 1) > 1;
  if (metadata.format === 'gif' && animated) return probeMotion(path, 'gif', limits);
  return {
    ok: true,
    original: {
      kind: 'image',
      width,
      height,
      durationSec: 0,
      hasAudio: false,
    },
  };
}

async function probeMotion(path: string, kind: 'gif' | 'video', limits: OriginalLimits): Promise<ProbeOutcome> {
  let report;
  try {
    report = await ffprobe(path);
  } catch (e) {
    if (e instanceof MediaToolError) return refuse('corrupt');
    throw e;
  }
  const video = report.streams.find((s) => s.codec_type === 'video');
  if (!video) return refuse('notMedia');
  const { width, height } = video;
  const durationSec = Number(report.format?.duration ?? NaN);
  if (!width || !height || !Number.isFinite(durationSec) || durationSec <= 0) return refuse('corrupt');
  if (Math.max(width, height) > limits.maxVideoSidePx) return refuse('tooManyPixels');
  if (durationSec > limits.maxDurationSec) return refuse('tooLong');
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0) % 180;
  return {
    ok: true,
    original: {
      kind,
      width: rotation === 90 ? height : width,
      height: rotation === 90 ? width : height,
      durationSec,
      hasAudio: report.streams.some((s) => s.codec_type === 'audio'),
    },
  };
}

/** Reads the original at `path` and says what it is, or why it is refused. */
export async function probeOriginal(path: string, limits: OriginalLimits = ORIGINAL_LIMITS): Promise<ProbeOutcome> {
  const { size } = await stat(path);
  if (size === 0) return refuse('empty');
  if (size > limits.maxBytes) return refuse('tooLarge');
  const type = await fileTypeFromFile(path);
  if (!type) return refuse('notMedia');
  if (STILL_IMAGE_TYPES.has(type.mime) || type.mime === 'image/gif') return probeImage(path, limits);
  if (VIDEO_TYPES.has(type.mime)) return probeMotion(path, 'video', limits);
  return refuse('notMedia');
}
