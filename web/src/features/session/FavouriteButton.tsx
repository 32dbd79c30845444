import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '@shared/media/types';
import { api } from '../../app/apiSlice';
import { useAppDispatch } from '../../app/hooks';
import { addFavorite } from '../../lib/firebase/favorites';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface FavouriteButtonProps {
  uid: string;
  item: MediaItem;
  /** Bumped by the F key on the focused panel. */
  trigger: number;
}

/** The premium favourite star for the shown item: idle, saving, saved, or 'Failed to save'. Keyed by item. */
export function FavouriteButton({ uid, item, trigger }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<SaveState>('idle');
  const alive = useRef(true);
  const seenTrigger = useRef(trigger);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const save = async () => {
    if (state === 'saving' || state === 'saved') return;
    setState('saving');
    try {
      await addFavorite(uid, item);
      // The favourites page reads through RTK Query: its cached list is now stale.
      dispatch(api.util.invalidateTags([{ type: 'Favorites', id: uid }]));
      if (alive.current) setState('saved');
    } catch {
      if (alive.current) setState('error');
    }
  };

  useEffect(() => {
    if (trigger === seenTrigger.current) return;
    seenTrigger.current = trigger;
    void save();
  });

  const saved = state === 'saved';
  return (
    <>
      <button
        type="button"
        className={`panel__button panel__fav${saved ? ' panel__fav--saved' : ''}`}
        aria-pressed={saved}
        aria-label={state === 'saving' ? 'Saving favourite' : saved ? 'Saved to favourites' : 'Favourite'}
        disabled={state === 'saving'}
        onClick={() => void save()}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      </button>
      {state === 'error' && (
        <span role="alert" className="panel__error">
          Failed to save
        </span>
      )}
    </>
  );
}
