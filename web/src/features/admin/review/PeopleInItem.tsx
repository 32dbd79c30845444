import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReviewItem } from '@shared/api/schemas/review';
import { apiErrorMessage } from '../../../store/apiSlice';
import { CLEARANCE_LABELS, clearanceBadge } from '../records/clearanceLabels';
import { PerformerChoices } from '../records/PerformerChoices';
import { useSetItemPerformersMutation } from './reviewApi';

/** Picks the records of everyone in the item. */
function NamePeopleForm({ item, onDone }: { item: ReviewItem; onDone: () => void }) {
  const { t } = useLingui();
  const legend = useId();
  const [chosen, setChosen] = useState<readonly string[]>(() => item.people.map((person) => person.id));
  const [save, { isLoading, error }] = useSetItemPerformersMutation();
  return (
    <form
      className="review-item__people-form"
      aria-labelledby={legend}
      onSubmit={(event) => {
        event.preventDefault();
        void save({ id: item.id, performerIds: [...chosen] }).then((result) => {
          if ('data' in result) onDone();
        });
      }}
    >
      <p id={legend}>
        <Trans>Who is in this item?</Trans>
      </p>
      <PerformerChoices chosen={chosen} onChange={setChosen} />
      <div className="review-item__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          <Trans comment="A button: saves who is in the media item">Save people</Trans>
        </button>
        <button type="button" className="button" onClick={onDone} disabled={isLoading}>
          <Trans comment="A button: closes the form without saving">Cancel</Trans>
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not save who is in the item.`)}
        </p>
      )}
    </form>
  );
}

/**
 * The people named in a waiting item and each one's standing (never their record): an approval needs at least one,
 * every one cleared.
 */
export function PeopleInItem({ item }: { item: ReviewItem }) {
  const { i18n, t } = useLingui();
  const [naming, setNaming] = useState(false);
  if (naming) return <NamePeopleForm item={item} onDone={() => setNaming(false)} />;
  return (
    <div className="review-item__people">
      {item.people.length === 0 ? (
        <p>
          <Trans>Nobody is named in this item yet. Name everyone in it before approving it.</Trans>
        </p>
      ) : (
        <ul aria-label={t`People in this item`}>
          {item.people.map((person) => (
            <li key={person.id}>
              {person.stageNames.join(', ') || person.id}{' '}
              <span className={clearanceBadge(person.clearance)}>{i18n._(CLEARANCE_LABELS[person.clearance])}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setNaming(true)}>
        <Trans comment="A button: opens the form to say who is in the media item">Name the people</Trans>
      </button>
    </div>
  );
}
