import { useCallback, useEffect, useState } from 'react';
import type { Star } from '@shared/stars';
import { useGetStarThumbnailsQuery } from './dashboardApi';
import { dropCachedThumbnail, readCachedThumbnail, writeCachedThumbnail } from './thumbnailCache';

export type ThumbnailState =
  | { kind: 'loading' }
  | { kind: 'image'; url: string; onError: () => void }
  | { kind: 'avatar'; url: string }
  | { kind: 'none' };

/**
 * A card image (docs/product-rules.md#media-and-thumbnails): a cached URL under 4 h old, else the
 * star's entry of the one thumbnails
 * request (shared by every card that needs it), which is then cached; a broken image is dropped.
 */
export function useStarThumbnail(star: Star): ThumbnailState {
  const [cached] = useState(() => readCachedThumbnail(star.id));
  const [broken, setBroken] = useState(false);
  const { data, isLoading } = useGetStarThumbnailsQuery(undefined, {
    skip: cached !== null,
    selectFromResult: (result) => ({ data: result.data?.[star.id] ?? null, isLoading: result.isLoading }),
  });

  useEffect(() => {
    if (cached === null && data) writeCachedThumbnail(star.id, data);
  }, [cached, data, star.id]);

  const onError = useCallback(() => {
    dropCachedThumbnail(star.id);
    setBroken(true);
  }, [star.id]);

  const url = cached ?? data ?? null;
  if (url && !broken) return { kind: 'image', url, onError };
  if (isLoading) return { kind: 'loading' };
  if (star.avatarUrl && !broken) return { kind: 'avatar', url: star.avatarUrl };
  return { kind: 'none' };
}
