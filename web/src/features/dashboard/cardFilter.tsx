import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { HidesItem, MediaLabels } from '@shared/media/personalBlocklist';
import { selectAuthStatus } from '../../identity/authSlice';
import { useUserDoc } from '../../identity/userDocApi';
import { readBlocklistFlag, readDeviceBlocklistText, writeBlocklistFlag } from '../../settings/blocklistFlag';
import { useAppSelector } from '../../store/hooks';

// The person's blocklist applied to the card images (docs/product-rules.md#blocklist). The matching loads on
// demand (a plain module, no React): only when this device knows a blocklist is in force, or for a signed-in
// person (whose list lives with the account), so a new visitor's first view carries none of it.

/** 'off': nothing to hold back; 'pending': a blocklist is in force and not loaded yet; else its matcher. */
export type CardFilter = 'off' | 'pending' | HidesItem;

const CardFilterContext = createContext<CardFilter>('off');

/** Where the matching cannot load, a blocklist in force hides every card image rather than none. */
const HIDES_EVERY_CARD: HidesItem = () => true;

/**
 * The list in force as stored: this device's JSON text when signed out, the account's field once its document is
 * known (both stable between renders); undefined while unknown.
 */
function useStoredBlocklist(): { device: string | null } | { account: unknown } | undefined {
  const status = useAppSelector(selectAuthStatus);
  const userDoc = useUserDoc();
  if (status === 'signedOut') return { device: readDeviceBlocklistText() };
  if (status === 'loading' || !(userDoc.isSuccess || userDoc.isError)) return undefined;
  return { account: userDoc.data?.blocklist ?? null };
}

function storedValue(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function CardFilterProvider({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const [flagged] = useState(readBlocklistFlag);
  const known = useStoredBlocklist();
  const ready = known !== undefined;
  const device = known && 'device' in known ? known.device : null;
  const account = known && 'account' in known ? known.account : null;
  // undefined until the matching knows; null when the list in force hides nothing.
  const [hides, setHides] = useState<HidesItem | null | undefined>(undefined);

  useEffect(() => {
    if (!ready || !(flagged || signedIn)) return;
    let current = true;
    import('@shared/media/personalBlocklist')
      .then(({ compileBlocklist, parseBlocklist, HIDES_NOTHING }) => {
        const compiled = compileBlocklist(parseBlocklist(signedIn ? account : storedValue(device)));
        // Kept in step for the next first view (dashboard.html's inline script reads it).
        writeBlocklistFlag(compiled !== HIDES_NOTHING);
        if (current) setHides(() => (compiled === HIDES_NOTHING ? null : compiled));
      })
      .catch(() => {
        if (current && flagged) setHides(() => HIDES_EVERY_CARD);
      });
    return () => {
      current = false;
    };
  }, [ready, device, account, flagged, signedIn]);

  const filter: CardFilter = hides ?? (hides === undefined && flagged ? 'pending' : 'off');
  return <CardFilterContext value={filter}>{children}</CardFilterContext>;
}

export const useCardFilter = (): CardFilter => useContext(CardFilterContext);

/** Card images are stills of image posts: a card is hidden by its post's labels or by hiding images. */
export const hidesCard = (hides: HidesItem, labels: MediaLabels | undefined): boolean =>
  hides({ type: 'image', ...(labels ? { labels } : {}) });
