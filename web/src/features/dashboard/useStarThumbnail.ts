import { useCallback, useEffect, useState } from 'react';
import { makeThumbnailCacheEntry, readThumbnailCache, thumbnailCacheKey } from '@shared/media/thumbnails';
import type { Star } from '@shared/stars';
import { useGetStarThumbnailsQuery } from './dashboardApi';

export type ThumbnailState =
  | { kind: 'loading' }
  | { kind: 'image'; url: string; onError: () => void }
  | { kind: 'avatar'; url: string }
  | { kind: 'none' };

// Storage can throw (quota, privacy modes); the card then simply works without a cache.
function readCache(starId: string): string | null {
  try {
    return readThumbnailCache(localStorage.getItem(thumbnailCacheKey(starId)), Date.now());
  } catch {
    return null;
  }
}
function writeCache(starId: string, url: string): void {
  try {
    localStorage.setItem(thumbnailCacheKey(starId), makeThumbnailCacheEntry(url, Date.now()));
  } catch {
    /* no cache this time */
  }
}
function dropCache(starId: string): void {
  try {
    localStorage.removeItem(thumbnailCacheKey(starId));
  } catch {
    /* nothing to drop */
  }
}

/**
 * SPEC §4 card thumbnail: a cached URL under 4 h old, else the star's entry of the one thumbnails
 * request (shared by every card that needs it), which is then cached; a broken image is dropped.
 */
export function useStarThumbnail(star: Star): ThumbnailState {
  const [cached] = useState(() => readCache(star.id));
  const [broken, setBroken] = useState(false);
  const { data, isLoading } = useGetStarThumbnailsQuery(undefined, {
    skip: cached !== null,
    selectFromResult: (result) => ({ data: result.data?.[star.id] ?? null, isLoading: result.isLoading }),
  });

  useEffect(() => {
    if (cached === null && data) writeCache(star.id, data);
  }, [cached, data, star.id]);

  const onError = useCallback(() => {
    dropCache(star.id);
    setBroken(true);
  }, [star.id]);

  const url = cached ?? data ?? null;
  if (url && !broken) return { kind: 'image', url, onError };
  if (isLoading) return { kind: 'loading' };
  if (star.avatarUrl && !broken) return { kind: 'avatar', url: star.avatarUrl };
  return { kind: 'none' };
}
