// Media URL parsing and HTTP byte ranges.

const IMAGE_DIMENSION_RANGE = { min: 16, max: 2048 } as const;
const GIF_DIMENSION_RANGE = { min: 16, max: 640 } as const;

export interface MediaRef {
  seed: string;
  width: number;
  height: number;
}

export interface ImageRef extends MediaRef {
  format: 'png' | 'jpg';
}

function parseSized(path: string, pattern: RegExp, range: { min: number; max: number }): MediaRef | null {
  const match = pattern.exec(path);
  if (!match) return null;
  const [, seed, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!seed || width < range.min || width > range.max || height < range.min || height > range.max) return null;
  return { seed, width, height };
}

/** `/media/img/<seed>-<w>x<h>.png|.jpg` (query ignored, as the preview host ignores its own). */
export function parseImagePath(path: string): ImageRef | null {
  const format = path.endsWith('.jpg') ? 'jpg' : 'png';
  const ref = parseSized(
    path,
    /^\/media\/img\/([a-z0-9]{1,64})-(\d{2,4})x(\d{2,4})\.(?:png|jpg)$/,
    IMAGE_DIMENSION_RANGE,
  );
  return ref ? { ...ref, format } : null;
}

/** `/media/gif/<seed>-<w>x<h>.gif` */
export function parseGifPath(path: string): MediaRef | null {
  return parseSized(path, /^\/media\/gif\/([a-z0-9]{1,64})-(\d{2,3})x(\d{2,3})\.gif$/, GIF_DIMENSION_RANGE);
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `bytes=` range (RFC 9110) against a body of `size` bytes. `null` means "send everything":
 * no header, another unit, or several ranges (allowed: a server may ignore Range).
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
