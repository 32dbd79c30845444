import { useEffect, useState } from 'react';
import { API_PATHS } from '@shared/api/paths';
import { parseVideoHostSrcUrl, videoHostSrcUrl } from '@shared/media/toMediaItems';
import { resolveVideo } from '../session/mediaSupply';

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

export type PlayableSrc = { url: string } | 'pending' | 'failed';

/** A playable URL for a favourite: ordinary media as stored; video-host media resolved fresh. */
export function usePlayableSrc(srcUrl: string): PlayableSrc {
  const id = videoHostIdOf(srcUrl);
  const [resolved, setResolved] = useState<{ id: string; result: PlayableSrc } | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    void resolveVideo(id, controller.signal).then((video) => {
      if (!controller.signal.aborted) setResolved({ id, result: video ? { url: video.url } : 'failed' });
    });
    return () => controller.abort();
  }, [id]);
  if (id === null) return { url: srcUrl };
  return resolved?.id === id ? resolved.result : 'pending';
}
