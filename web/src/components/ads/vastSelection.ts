// Picking what to play from a parsed VAST response: the first linear ad with a playable file, and of
// its files the one closest to the panel's size. Pure: no DOM, no network.

/** The parts of @dailymotion/vast-client's parsed objects we read (its own typings say `any`). */
export interface VastMediaFile {
  fileURL: string | null;
  deliveryType: string;
  mimeType: string | null;
  apiFramework: string | null;
  width: number;
  height: number;
  bitrate: number;
}

interface VastCreative {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles?: VastMediaFile[];
}

export interface VastAd {
  id: string | null;
  creatives: VastCreative[];
}

export interface VastResponse {
  ads: VastAd[];
}

export interface PanelSize {
  width: number;
  height: number;
}

/** The formats a panel's video element plays; streaming (HLS/DASH) and VPAID/SIMID units are not. */
const PLAYABLE_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

export interface SelectionRules {
  /** The browser's answer for a MIME type (video.canPlayType), so a webm-less browser skips webm. */
  canPlay: (mimeType: string) => boolean;
  /** Origins the CSP lets the page load media from. */
  allowedOrigins: readonly string[];
}

export interface VastSelection {
  ad: VastAd;
  creative: VastCreative;
  mediaFile: VastMediaFile & { fileURL: string };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function isPlayable(file: VastMediaFile, rules: SelectionRules): file is VastMediaFile & { fileURL: string } {
  const mime = file.mimeType?.toLowerCase() ?? '';
  if (!file.fileURL || file.deliveryType !== 'progressive' || file.apiFramework) return false;
  if (!(PLAYABLE_MIME_TYPES as readonly string[]).includes(mime) || !rules.canPlay(mime)) return false;
  const origin = originOf(file.fileURL);
  return origin !== null && rules.allowedOrigins.includes(origin);
}

/** Distance in pixels from the panel's size; files that state no size come last. */
function sizeDistance(file: VastMediaFile, panel: PanelSize): number {
  if (!(file.width > 0 && file.height > 0)) return Number.POSITIVE_INFINITY;
  return Math.abs(file.width - panel.width) + Math.abs(file.height - panel.height);
}

/** The playable file closest to the panel's size (the higher bitrate on a tie), or null. */
export function pickMediaFile(
  files: readonly VastMediaFile[],
  panel: PanelSize,
  rules: SelectionRules,
): (VastMediaFile & { fileURL: string }) | null {
  let best: (VastMediaFile & { fileURL: string }) | null = null;
  for (const file of files) {
    if (!isPlayable(file, rules)) continue;
    if (best === null) {
      best = file;
      continue;
    }
    const d = sizeDistance(file, panel) - sizeDistance(best, panel);
    if (d < 0 || (d === 0 && file.bitrate > best.bitrate)) best = file;
  }
  return best;
}

export type SelectionFailure =
  /** VAST 303: the response (after wrappers) holds no ad. */
  | { code: 303; ad: null }
  /** VAST 403: ads came back, none with a linear creative we can play. */
  | { code: 403; ad: VastAd; creative: VastCreative | null };

/** Ads are tried in document order; the first linear creative with a playable file wins. */
export function selectVastMedia(
  response: VastResponse,
  panel: PanelSize,
  rules: SelectionRules,
): VastSelection | SelectionFailure {
  const first = response.ads[0];
  if (!first) return { code: 303, ad: null };
  for (const ad of response.ads) {
    for (const creative of ad.creatives) {
      if (creative.type !== 'linear') continue;
      const mediaFile = pickMediaFile(creative.mediaFiles ?? [], panel, rules);
      if (mediaFile) return { ad, creative, mediaFile };
    }
  }
  return { code: 403, ad: first, creative: first.creatives.find((c) => c.type === 'linear') ?? null };
}
