import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '@shared/media/types';
import { api } from '../../app/apiSlice';
import { useAppDispatch } from '../../app/hooks';
import { addFavorite } from '../../lib/firebase/favorites';
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
      // The same-origin stream URL of a video-host item is stored absolute: the rules accept only full URLs.
      const stored = item.srcUrl.startsWith('/')
        ? { ...item, srcUrl: new URL(item.srcUrl, location.origin).href }
        : item;
      addFavorite(uid, stored).then(
        () => {
          // The favourites page reads through RTK Query: its cached list is now stale.
          dispatch(api.util.invalidateTags([{ type: 'Favorites', id: uid }]));
          set(item.id, 'saved');
        },
        () => set(item.id, 'error'),
      );
    },
    [uid, dispatch, set],
  );

  const stateOf = useCallback((itemId: string) => states.get(itemId) ?? 'idle', [states]);
  return { stateOf, save };
}
