// Which files from the user's device a session can show (docs/product-rules.md#your-own-media). Pure: the
// pickers hand in each file's name and MIME type, nothing else.

export type OwnMediaType = 'image' | 'gif' | 'video';

/** At most this many files per session: the engine keeps ENGINE_MAX_POOL_ITEMS (800) items, the star's included. */
export const OWN_MEDIA_MAX_FILES = 500;

/** Formats every current browser shows in an <img> or plays in a <video>, by extension. */
const TYPE_BY_EXTENSION: Readonly<Record<string, OwnMediaType>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  avif: 'image',
  gif: 'gif',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
};

const TYPE_BY_MIME: Readonly<Record<string, OwnMediaType>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/gif': 'gif',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/x-m4v': 'video',
};

/** The file input's `accept`: the same formats, so the system dialog offers only what can play. */
export const OWN_MEDIA_ACCEPT = [
  ...Object.keys(TYPE_BY_MIME),
  ...Object.keys(TYPE_BY_EXTENSION).map((extension) => `.${extension}`),
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The media type of a file, or null when a session cannot show it. The MIME type decides when the browser
 * gave one (it reads the file's own signature on some systems); the extension otherwise, since folder
 * entries often come without a type.
 */
export function ownMediaTypeOf(file: { name: string; type: string }): OwnMediaType | null {
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime !== '') return TYPE_BY_MIME[mime] ?? null;
  return TYPE_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** Files a folder holds that nobody means as media (system files), skipped without a message. */
export function isHiddenFileName(name: string): boolean {
  return name.startsWith('.') || name === 'Thumbs.db' || name === 'desktop.ini';
}

export interface Classified<F> {
  accepted: F[];
  /** Names of files that are not an image, gif or video a browser shows. */
  unsupported: string[];
  /** Names left out because the session already has OWN_MEDIA_MAX_FILES. */
  overLimit: string[];
}

/**
 * Sorts new picks against what is already chosen: same name, size and time counts as the same file (picking
 * it twice adds it once), hidden system files are dropped quietly, and at most OWN_MEDIA_MAX_FILES are kept.
 */
export function classifyPicks<F extends { name: string; type: string; size: number; lastModified: number }>(
  picks: readonly F[],
  alreadyChosen: readonly F[],
): Classified<F> {
  const keyOf = (file: F) => `${file.name}|${file.size}|${file.lastModified}`;
  const seen = new Set(alreadyChosen.map(keyOf));
  const result: Classified<F> = { accepted: [], unsupported: [], overLimit: [] };
  for (const file of picks) {
    if (isHiddenFileName(file.name)) continue;
    if (ownMediaTypeOf(file) === null) {
      result.unsupported.push(file.name);
      continue;
    }
    const key = keyOf(file);
    if (seen.has(key)) continue;
    if (alreadyChosen.length + result.accepted.length >= OWN_MEDIA_MAX_FILES) {
      result.overLimit.push(file.name);
      continue;
    }
    seen.add(key);
    result.accepted.push(file);
  }
  return result;
}

/** How own media joins the session: alone, or spread through the star's media. */
export type OwnMediaMode = 'mixed' | 'only';
