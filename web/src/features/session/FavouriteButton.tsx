export type FavouriteState = 'idle' | 'saving' | 'saved' | 'error';

export interface FavouriteButtonProps {
  state: FavouriteState;
  onSave: () => void;
}

/** The premium favourite star for the shown item: idle, saving, saved, or 'Failed to save'. */
export function FavouriteButton({ state, onSave }: FavouriteButtonProps) {
  const saved = state === 'saved';
  return (
    <>
      <button
        type="button"
        className={`panel__button panel__fav${saved ? ' panel__fav--saved' : ''}`}
        aria-pressed={saved}
        aria-label={state === 'saving' ? 'Saving favourite' : saved ? 'Saved to favourites' : 'Favourite'}
        disabled={state === 'saving'}
        onClick={onSave}
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
