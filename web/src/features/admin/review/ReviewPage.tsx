import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { LibraryMediaType } from '@shared/api/schemas/library';
import type { ReviewItem } from '@shared/api/schemas/review';
import { REVIEW_REASON_MAX, REVIEW_TARGET_HOURS } from '@shared/constants';
import { apiErrorMessage } from '../../../store/apiSlice';
import { waitingAge } from '../waitingAge';
import { CursorPager, useCursorPages } from '../CursorPager';
import { PeopleInItem } from './PeopleInItem';
import { useDecideReviewMutation, useGetReviewQueueQuery } from './reviewApi';

const TYPE_LABELS: Record<LibraryMediaType, MessageDescriptor> = {
  image: msg({ message: 'Image', comment: 'A kind of media item' }),
  gif: msg({ message: 'GIF', comment: 'A kind of media item (an animation)' }),
  video: msg({ message: 'Video', comment: 'A kind of media item' }),
};

/** What a visitor would get: the panel's video (muted, with its controls) or its still. */
function ReviewMedia({ item }: { item: ReviewItem }) {
  const { t } = useLingui();
  const label = t`Item ${item.id}`;
  if (item.video)
    return (
      <video
        className="review-item__media"
        src={item.video}
        poster={item.still ?? undefined}
        aria-label={label}
        controls
        muted
        loop
        playsInline
        preload="metadata"
      />
    );
  if (item.still) return <img className="review-item__media" src={item.still} alt={label} />;
  return (
    <span className="review-item__media review-item__media--none">
      <Trans comment="A review item has no picture to show">No preview</Trans>
    </span>
  );
}

function RejectForm({ item, onCancel }: { item: ReviewItem; onCancel: () => void }) {
  const { t } = useLingui();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [decide, { isLoading, error }] = useDecideReviewMutation();
  return (
    <form
      className="review-item__reject"
      onSubmit={(event) => {
        event.preventDefault();
        void decide({ id: item.id, decision: 'reject', reason: reason.trim() });
      }}
    >
      <label htmlFor={reasonId}>
        <Trans comment="A text field: the reviewer says why the item is not published">Why is it rejected?</Trans>
      </label>
      <textarea
        id={reasonId}
        value={reason}
        required
        maxLength={REVIEW_REASON_MAX}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="review-item__actions">
        <button type="submit" className="button button--danger" disabled={isLoading || reason.trim() === ''}>
          <Trans comment="A button: rejects the media item with the reason typed">Reject item</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={isLoading}>
          <Trans comment="A button: closes the reject form without deciding">Cancel</Trans>
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not save the decision. Try again.`)}
        </p>
      )}
    </form>
  );
}

function WaitingItem({ item, nowMs }: { item: ReviewItem; nowMs: number }) {
  const { i18n, t } = useLingui();
  const [rejecting, setRejecting] = useState(false);
  const [decide, { isLoading, error }] = useDecideReviewMutation();
  const age = waitingAge(Date.parse(item.createdAt), nowMs);
  const { width, height } = item;
  const seconds = Math.round(item.durationSec);
  return (
    <li className={`review-item${item.overdue ? ' review-item--overdue' : ''}`} aria-label={t`Waiting item ${item.id}`}>
      <ReviewMedia item={item} />
      <div className="review-item__body">
        <p className="review-item__head">
          <strong>{i18n._(TYPE_LABELS[item.type])}</strong>
          <span>{item.community}</span>
          <span>
            {width}×{height}
          </span>
          {item.type !== 'image' && seconds > 0 && (
            <span>
              <Trans comment="A video's length in seconds, short">{seconds} s</Trans>
            </span>
          )}
        </p>
        <p className="review-item__head">
          <span>
            <Trans comment="How long an item has waited for review, e.g. Waiting 2 d 4 h">Waiting {age}</Trans>
          </span>
          {item.overdue && (
            <span className="badge badge--danger">
              <Plural value={REVIEW_TARGET_HOURS} one="Over # hour" other="Over # hours" />
            </span>
          )}
        </p>
        <PeopleInItem item={item} />
        {rejecting ? (
          <RejectForm item={item} onCancel={() => setRejecting(false)} />
        ) : (
          <div className="review-item__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isLoading}
              onClick={() => void decide({ id: item.id, decision: 'approve' })}
            >
              <Trans comment="A button: publishes the media item">Approve</Trans>
            </button>
            <button type="button" className="button" disabled={isLoading} onClick={() => setRejecting(true)}>
              <Trans comment="A button: opens the form to reject the media item">Reject</Trans>
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="form-error">
            {apiErrorMessage(error, t`Could not save the decision. Try again.`)}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/review, reviewers only: new library items, oldest first, each with what a visitor would see. Approve
 * publishes an item; Reject keeps it out, with a reason. Items waiting longer than the target are flagged.
 */
export function ReviewPage() {
  const { t } = useLingui();
  const pages = useCursorPages();
  const { after } = pages;
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useGetReviewQueueQuery(after);
  const [openedAtMs] = useState(() => Date.now());
  // Ages are as of the last load (Refresh updates them).
  const nowMs = fulfilledTimeStamp ?? openedAtMs;
  const waiting = data?.waiting ?? 0;
  const nextPage = data?.after ?? null;
  return (
    <section aria-labelledby="admin-review" className="admin-review">
      <div className="admin__heading-row">
        <h1 id="admin-review">
          <Trans comment="The console page where reviewers approve or reject new media">Review</Trans>
        </h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          <Trans comment="A button: loads the review queue again">Refresh</Trans>
        </button>
      </div>
      <p>
        <Trans>
          New library items wait here until a reviewer approves them. Visitors see only approved items. Decide each
          within {REVIEW_TARGET_HOURS} hours.
        </Trans>
      </p>
      {isLoading && (
        <p role="status">
          <Trans>Loading the review queue…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Failed to load the review queue.`)}
        </p>
      )}
      {data && (
        <p role="status">
          {waiting === 0 ? (
            <Trans>Nothing waits for review.</Trans>
          ) : (
            <Plural value={waiting} one="# item waits for review." other="# items wait for review." />
          )}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className="review-list" aria-label={t`Waiting items`}>
          {data.items.map((item) => (
            <WaitingItem key={item.id} item={item} nowMs={nowMs} />
          ))}
        </ul>
      )}
      <CursorPager pages={pages} next={nextPage} />
    </section>
  );
}
