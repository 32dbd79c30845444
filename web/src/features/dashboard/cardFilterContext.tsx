import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { selectAuthStatus } from '../../identity/authSlice';
import { readBlocklistFlag } from '../../settings/blocklistFlag';
import { useAppSelector } from '../../store/hooks';

// The person's blocklist applied to the card images (docs/product-rules.md#blocklist). This part is on the first
// view, so it only holds the answer; working it out (the stored list, the matching) loads on demand in
// cardFilter.tsx, only when this device knows a blocklist is in force or for a signed-in person (whose list lives
// with the account): a new visitor's first view carries none of it.

/**
 * 'off': nothing to hold back; 'pending': a blocklist is in force and not loaded yet; else whether a card image
 * with these labels (as the thumbnails answer sent them) is hidden.
 */
export type CardFilter = 'off' | 'pending' | HidesCard;

export type HidesCard = (labels: unknown) => boolean;

const CardFilterContext = createContext<CardFilter>('off');

const CardFilterLoader = lazy(() => import('./cardFilter'));

export function CardFilterProvider({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const [flagged] = useState(readBlocklistFlag);
  const [filter, setFilter] = useState<CardFilter>(flagged ? 'pending' : 'off');
  // The filter may be a function: stored as a value, not called as a state updater.
  const onFilter = useCallback((next: CardFilter) => setFilter(() => next), []);
  return (
    <CardFilterContext value={filter}>
      {(flagged || signedIn) && (
        // A sibling of the cards, so the cards never wait for it nor remount when it arrives.
        <Suspense fallback={null}>
          <CardFilterLoader flagged={flagged} signedIn={signedIn} onFilter={onFilter} />
        </Suspense>
      )}
      {children}
    </CardFilterContext>
  );
}

export const useCardFilter = (): CardFilter => useContext(CardFilterContext);
