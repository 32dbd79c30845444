import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

/** A console queue paged by the server's cursors: the page shown is the last one opened. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  return {
    /** The cursor to ask with (null: the first page). */
    after: cursors.at(-1) ?? null,
    onFirstPage: cursors.length === 1,
    first: () => setCursors([null]),
    open: (cursor: string) => setCursors([...cursors, cursor]),
  };
}

/** First page / Next page under a queue; nothing when the queue fits on its first page. */
export function CursorPager({
  pages,
  next,
}: {
  pages: ReturnType<typeof useCursorPages>;
  /** The cursor of the page after the one shown, or null when it is the last. */
  next: string | null;
}) {
  if (pages.onFirstPage && next === null) return null;
  return (
    <div className="review-pager">
      {!pages.onFirstPage && (
        <button type="button" className="button" onClick={pages.first}>
          <Trans comment="A button: shows a console queue's first page (its oldest items) again">First page</Trans>
        </button>
      )}
      {next !== null && (
        <button type="button" className="button" onClick={() => pages.open(next)}>
          <Trans comment="A button: shows a console queue's next items">Next page</Trans>
        </button>
      )}
    </div>
  );
}
