// Where an original is processed: by the storage trigger itself, or handed to the media job when the trigger's
// 9 minutes (and its memory, which holds /tmp) would not do (docs/operations.md "Processing uploads").
import type { ProbedOriginal } from './probeOriginal.js';

/**
 * What the storage trigger (processUpload: 540 s, 2 vCPU, 4 GiB whose /tmp is memory) processes itself; anything
 * larger, or whose renditions would take longer by the measured rate, goes to the media job (Cloud Run, 24 h).
 */
export const UPLOAD_TRIGGER_MAX_ORIGINAL_BYTES = 512 * 1024 * 1024;
/** Leaves the trigger's last 3 of its 9 minutes for moving the original and renditions and for a slow start. */
export const UPLOAD_TRIGGER_PROCESSING_BUDGET_SEC = 360;
/**
 * Processing seconds per second of a 30 fps 1080p video on 2 vCPU, all renditions (`npm run bench:processing`
 * measured 14.3), rounded up; smaller frames cost in proportion to their pixels, down to a quarter of it.
 */
const PROCESSING_SEC_PER_1080P_VIDEO_SEC = 16;

export type ProcessingPlace = 'trigger' | 'job';

const PIXELS_1080P = 1920 * 1080;
/** Below this share of 1080p's pixels a frame costs no less: decoding, muxing and the poster do not shrink. */
const MIN_PIXEL_SHARE = 0.25;

/** Before the original is fetched: one too large for the trigger's memory goes to the job unread. */
export function placeBySize(bytes: number): ProcessingPlace {
  return bytes > UPLOAD_TRIGGER_MAX_ORIGINAL_BYTES ? 'job' : 'trigger';
}

/** How long its renditions take on the trigger's 2 vCPU, by the measured rate (0 for a still image). */
export function estimatedProcessingSec(original: Pick<ProbedOriginal, 'kind' | 'width' | 'height' | 'durationSec'>) {
  if (original.kind === 'image') return 0;
  const pixelShare = Math.max(MIN_PIXEL_SHARE, (original.width * original.height) / PIXELS_1080P);
  return original.durationSec * PROCESSING_SEC_PER_1080P_VIDEO_SEC * pixelShare;
}

/** Once probed: a GIF or video whose renditions would outlast the trigger's budget goes to the job. */
export function placeByProbe(
  original: Pick<ProbedOriginal, 'kind' | 'width' | 'height' | 'durationSec'>,
): ProcessingPlace {
  return estimatedProcessingSec(original) > UPLOAD_TRIGGER_PROCESSING_BUDGET_SEC ? 'job' : 'trigger';
}
