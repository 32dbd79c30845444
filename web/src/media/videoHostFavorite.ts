import { API_PATHS } from '@shared/api/paths';
import { parseVideoHostSrcUrl, videoHostSrcUrl } from '@shared/media/toMediaItems';

// Video-host favourites are stored as 'videohost:<id>' (the host's signed URLs expire) and resolved
// when shown. Older favourites stored our stream URL; they are read back as their id too.

const STREAM_PATH = new RegExp(`^${API_PATHS.videoStream}/([a-z]{3,64})$`);

/** The video-host id behind a favourite's srcUrl, or null for ordinary media. */
export function videoHostIdOf(srcUrl: string): string | null {
  const direct = parseVideoHostSrcUrl(srcUrl);
  if (direct !== null) return direct;
  try {
    const url = new URL(srcUrl, location.origin);
    if (url.origin !== location.origin) return null;
    return STREAM_PATH.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The stored form of a srcUrl: 'videohost:<id>' for video-host media, unchanged otherwise. */
export function storedSrcUrl(srcUrl: string): string {
  const id = videoHostIdOf(srcUrl);
  return id === null ? srcUrl : videoHostSrcUrl(id);
}
