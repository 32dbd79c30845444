import { useCallback, useEffect, useState } from 'react';
import { VIDEO_STREAM_URL_TTL_MS } from '@shared/constants';
import { HIDES_NOTHING, type HidesItem } from '@shared/media/personalBlocklist';
import { useAppDispatch } from '../store/hooks';
import { mediaApi, type ResolvedVideo } from './mediaApi';
import { videoHostIdOf } from './videoHostFavorite';

/**
 * A playable URL (and a lighter rendition of it when the source has one), 'pending' while a video-host id is being
 * resolved, or 'failed'.
 */
export type PlayableSrc = { url: string; lightUrl?: string } | 'pending' | 'failed';

type Resolution = ResolvedVideo | 'failed';

/** A resolution the cache still holds (the setup page's warmup) is taken while younger than half its URL's life. */
const REUSE_RESOLUTION_SEC = VIDEO_STREAM_URL_TTL_MS / 2 / 1000;

/**
 * The one way from a media srcUrl to something a <video>/<img> can play (session panels and favourites): ordinary
 * media as it is; a video-host id resolved through GET /api/redgifs/resolve once per mount, only when asked for
 * (the host's signed URLs expire, so nothing is kept across mounts but a fresh one the setup page's warmup holds).
 * The host's tags arrive only then: a video the person's blocklist hides by them fails like one that cannot be
 * played, so the panel moves on.
 */
export function useVideoSources(
  wantedSrcUrls: readonly string[],
  hides: HidesItem = HIDES_NOTHING,
): (srcUrl: string) => PlayableSrc {
  const dispatch = useAppDispatch();
  const [resolved, setResolved] = useState<ReadonlyMap<string, Resolution>>(() => new Map());
  const [requested] = useState(() => new Set<string>());

  const wanted = new Set<string>();
  for (const srcUrl of wantedSrcUrls) {
    const id = videoHostIdOf(srcUrl);
    if (id && !requested.has(id)) wanted.add(id);
  }
  const wantedKey = [...wanted].sort().join(',');

  useEffect(() => {
    if (wantedKey === '') return;
    for (const id of wantedKey.split(',')) {
      requested.add(id);
      void dispatch(
        mediaApi.endpoints.resolveVideo.initiate(id, { subscribe: false, forceRefetch: REUSE_RESOLUTION_SEC }),
      )
        .unwrap()
        .catch(() => null)
        .then((result) => {
          setResolved((map) => new Map(map).set(id, result ?? 'failed'));
        });
    }
  }, [wantedKey, requested, dispatch]);

  return useCallback(
    (srcUrl: string) => {
      const id = videoHostIdOf(srcUrl);
      if (id === null) return { url: srcUrl };
      const result = resolved.get(id);
      if (!result) return 'pending';
      if (result === 'failed') return 'failed';
      const labels = { tags: result.tags, ...(result.creator ? { creator: result.creator } : {}) };
      if (hides({ type: 'video', labels })) return 'failed';
      return result.sdUrl ? { url: result.url, lightUrl: result.sdUrl } : { url: result.url };
    },
    [resolved, hides],
  );
}

/** One srcUrl's playable form (a favourite's thumbnail or the viewer). */
export function usePlayableSrc(srcUrl: string, hides?: HidesItem): PlayableSrc {
  return useVideoSources([srcUrl], hides)(srcUrl);
}
