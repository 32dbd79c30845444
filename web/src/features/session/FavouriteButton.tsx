import { Trans, useLingui } from '@lingui/react/macro';

export type FavouriteState = 'idle' | 'saving' | 'saved' | 'error';

export interface FavouriteButtonProps {
  state: FavouriteState;
  onSave: () => void;
}

/** The premium favourite star for the shown item: idle, saving, saved, or 'Failed to save'. */
export function FavouriteButton({ state, onSave }: FavouriteButtonProps) {
  const { t } = useLingui();
  const saved = state === 'saved';
  return (
    <>
      <button
        type="button"
        className={`panel__button panel__fav${saved ? ' panel__fav--saved' : ''}`}
        aria-pressed={saved}
        aria-label={state === 'saving' ? t`Saving favourite` : saved ? t`Saved to favourites` : t`Favourite`}
        disabled={state === 'saving'}
        onClick={onSave}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      </button>
      {state === 'error' && (
        <span role="alert" className="panel__error">
          <Trans>Failed to save</Trans>
        </span>
      )}
    </>
  );
}
