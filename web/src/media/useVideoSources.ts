import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { mediaApi, type ResolvedVideo } from './mediaApi';
import { videoHostIdOf } from './videoHostFavorite';

/** A playable URL, 'pending' while a video-host id is being resolved, or 'failed'. */
export type PlayableSrc = { url: string } | 'pending' | 'failed';

type Resolution = ResolvedVideo | 'failed';

/**
 * The one way from a media srcUrl to something a <video>/<img> can play (session panels and favourites): ordinary
 * media as it is; a video-host id resolved through GET /api/redgifs/resolve once per mount, only when asked for
 * (the host's signed URLs expire, so nothing is kept across mounts).
 */
export function useVideoSources(wantedSrcUrls: readonly string[]): (srcUrl: string) => PlayableSrc {
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
      void dispatch(mediaApi.endpoints.resolveVideo.initiate(id, { subscribe: false, forceRefetch: true }))
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
      return result === 'failed' ? 'failed' : { url: result.url };
    },
    [resolved],
  );
}

/** One srcUrl's playable form (a favourite's thumbnail or the viewer). */
export function usePlayableSrc(srcUrl: string): PlayableSrc {
  return useVideoSources([srcUrl])(srcUrl);
}
