import { useEffect } from 'react';
import type { Star } from '@shared/stars';
import { useAppDispatch } from '../../store/hooks';
import { listingPageFetcher, prefetchStarMedia } from '../../media/mediaSupply';

/** Starts the session's media prefetch while its setup page is open (failures stay silent). */
export function useSessionPrefetch(star: Pick<Star, 'id' | 'subreddits'>): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void prefetchStarMedia(star, { fetchPage: listingPageFetcher(dispatch) }).catch(() => undefined);
  }, [star, dispatch]);
}
