import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '@shared/media/types';
import { useAppDispatch } from '../../store/hooks';
import { favoritesApi } from '../../media/favoritesApi';
import { storedSrcUrl } from '../../media/videoHostFavorite';
import type { FavouriteState } from './FavouriteButton';

/**
 * Favourite states per item for the whole session: a save outlives the slot it started in (media
 * rotates every few seconds), and an item that comes round again still shows as saved.
 */
export function useFavourites(uid: string | null): {
  stateOf: (itemId: string) => FavouriteState;
  save: (item: MediaItem) => void;
} {
  const dispatch = useAppDispatch();
  const [states, setStates] = useState<ReadonlyMap<string, FavouriteState>>(() => new Map());
  const statesRef = useRef(states);
  const alive = useRef(true);

  useEffect(() => {
    statesRef.current = states;
  }, [states]);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const set = useCallback((id: string, state: FavouriteState) => {
    if (alive.current) setStates((map) => new Map(map).set(id, state));
  }, []);

  const save = useCallback(
    (item: MediaItem) => {
      const current = statesRef.current.get(item.id);
      if (uid === null || current === 'saving' || current === 'saved') return;
      set(item.id, 'saving');
      // Video-host items are stored as 'videohost:<id>' (their stream URLs expire); other same-origin
      // URLs are stored absolute, as the rules accept only full URLs.
      const srcUrl = storedSrcUrl(item.srcUrl);
      const stored = { ...item, srcUrl: srcUrl.startsWith('/') ? new URL(srcUrl, location.origin).href : srcUrl };
      // One client path: the favourites RTK mutation (it also invalidates the cached list).
      dispatch(favoritesApi.endpoints.addFavorite.initiate({ uid, item: stored }))
        .unwrap()
        .then(
          () => set(item.id, 'saved'),
          () => set(item.id, 'error'),
        );
    },
    [uid, dispatch, set],
  );

  const stateOf = useCallback((itemId: string) => states.get(itemId) ?? 'idle', [states]);
  return { stateOf, save };
}
