// From picked files to session-ready own media: which can play, and how long each lasts
// (docs/product-rules.md#your-own-media). Runs on the setup page only, loaded with the picker.
import { classifyPicks } from '../../lib/ownMedia/ownMediaFiles';
import { gifDurationSec } from '../../lib/ownMedia/gifDuration';
import { ownMediaTypeOf } from '../../lib/ownMedia/ownMediaFiles';
import type { OwnFile } from './ownMediaChoice';

/** A video whose metadata has not arrived by then counts as one this browser cannot play. */
const VIDEO_PROBE_TIMEOUT_MS = 10_000;
/** Videos probed at once: each holds a decoder while its metadata loads. */
const VIDEO_PROBES_AT_ONCE = 3;

/** A video file's length in seconds (0 when the file does not say), or null when this browser cannot play it. */
function videoDurationSec(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const settle = (value: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => settle(null), VIDEO_PROBE_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => settle(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0);
    video.onerror = () => settle(null);
    video.src = url;
  });
}

async function durationOf(file: File, type: OwnFile['type']): Promise<number | null> {
  if (type === 'video') return videoDurationSec(file);
  if (type === 'gif') {
    try {
      return gifDurationSec(new Uint8Array(await file.arrayBuffer())) ?? 0;
    } catch {
      return null;
    }
  }
  return 0;
}

export interface ReadResult {
  added: OwnFile[];
  /** Names of files that are not an image, gif or video a session can show. */
  unsupported: string[];
  /** Names of videos or gifs this browser could not open. */
  unplayable: string[];
  /** Names left out over the file limit. */
  overLimit: string[];
}

let nextKey = 0;

/** Reads new picks against the files already chosen. */
export async function readOwnFiles(picks: readonly File[], chosen: readonly OwnFile[]): Promise<ReadResult> {
  const { accepted, unsupported, overLimit } = classifyPicks(
    picks,
    chosen.map((own) => own.file),
  );
  const durations: (number | null)[] = new Array<number | null>(accepted.length).fill(null);
  let cursor = 0;
  const worker = async () => {
    while (cursor < accepted.length) {
      const index = cursor++;
      const file = accepted[index];
      const type = file ? ownMediaTypeOf(file) : null;
      if (file && type) durations[index] = await durationOf(file, type);
    }
  };
  await Promise.all(Array.from({ length: VIDEO_PROBES_AT_ONCE }, worker));

  const added: OwnFile[] = [];
  const unplayable: string[] = [];
  accepted.forEach((file, index) => {
    const type = ownMediaTypeOf(file);
    const durationSec = durations[index];
    if (type === null) return;
    if (durationSec === null || durationSec === undefined) unplayable.push(file.name);
    else added.push({ key: `own-${nextKey++}`, file, type, durationSec });
  });
  return { added, unsupported, unplayable, overLimit };
}
