import { useEffect } from 'react';
import type { Star } from '@shared/stars';
import { prefetchStarMedia } from './mediaSupply';

/** Starts the session's media prefetch while its setup page is open (failures stay silent). */
export function useSessionPrefetch(star: Pick<Star, 'id' | 'subreddits'>): void {
  useEffect(() => {
    void prefetchStarMedia(star).catch(() => undefined);
  }, [star]);
}
