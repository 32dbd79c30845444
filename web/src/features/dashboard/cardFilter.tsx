import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { HidesItem, MediaLabels } from '@shared/media/personalBlocklist';
import { selectIsSignedIn } from '../../identity/authSlice';
import { readBlocklistFlag } from '../../settings/blocklistFlag';
import { useAppSelector } from '../../store/hooks';

// The person's blocklist applied to the card images (docs/product-rules.md#blocklist). The matching and the
// account's list load on demand: only when this device knows a blocklist is in force, or for a signed-in person
// (whose list lives with the account), so a new visitor's first view carries none of it.

/** 'off': nothing to hold back; 'pending': a blocklist is in force and not loaded yet; else its matcher. */
export type CardFilter = 'off' | 'pending' | HidesItem;

const CardFilterContext = createContext<CardFilter>('off');

const BlocklistReporter = lazy(() => import('./BlocklistReporter'));

export function CardFilterProvider({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [flagged] = useState(readBlocklistFlag);
  // undefined until the reporter knows; null when the list in force hides nothing.
  const [hides, setHides] = useState<HidesItem | null | undefined>(undefined);
  // A function given to a state setter would be taken as an updater: wrap it.
  const report = useCallback((next: HidesItem | null) => setHides(() => next), []);
  const filter: CardFilter = hides ?? (hides === undefined && flagged ? 'pending' : 'off');
  return (
    <CardFilterContext value={filter}>
      {(flagged || signedIn) && (
        <Suspense fallback={null}>
          <BlocklistReporter onChange={report} />
        </Suspense>
      )}
      {children}
    </CardFilterContext>
  );
}

export const useCardFilter = (): CardFilter => useContext(CardFilterContext);

/** Card images are stills of image posts: a card is hidden by its post's labels or by hiding images. */
export const hidesCard = (hides: HidesItem, labels: MediaLabels | undefined): boolean =>
  hides({ type: 'image', ...(labels ? { labels } : {}) });
