import { useEffect } from 'react';
import { selectAuthStatus } from '../../identity/authSlice';
import { useUserDoc } from '../../identity/userDocApi';
import { readDeviceBlocklistText, writeBlocklistFlag } from '../../settings/blocklistFlag';
import type { CardFilter, HidesCard } from './cardFilterContext';
import { useAppSelector } from '../../store/hooks';

// The card filter worked out (docs/product-rules.md#blocklist), loaded by cardFilterContext.tsx only when this
// device knows a blocklist is in force or for a signed-in person; the matching itself is a further on-demand
// module (a plain one, no React).

/** Where the matching cannot load, a blocklist in force hides every card image rather than none. */
const HIDES_EVERY_CARD: HidesCard = () => true;

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

/**
 * Works out the card filter and hands it to the provider (cardFilterContext.tsx): loaded on demand, renders nothing.
 * Where the matching cannot load, a blocklist in force hides every card image rather than none.
 */
export default function CardFilterLoader({
  flagged,
  signedIn,
  onFilter,
}: {
  flagged: boolean;
  signedIn: boolean;
  onFilter: (filter: CardFilter) => void;
}) {
  const known = useStoredBlocklist();
  const ready = known !== undefined;
  const device = known && 'device' in known ? known.device : null;
  const account = known && 'account' in known ? known.account : null;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    import('@shared/media/personalBlocklist')
      .then(({ compileBlocklist, parseBlocklist, parseMediaLabels, HIDES_NOTHING }) => {
        const compiled = compileBlocklist(parseBlocklist(signedIn ? account : storedValue(device)));
        // Kept in step for the next first view (dashboard.html's inline script reads it).
        writeBlocklistFlag(compiled !== HIDES_NOTHING);
        // Card images are stills of image posts: a card is hidden by its post's labels or by hiding images.
        const hidesCard: HidesCard = (labels) =>
          compiled({ type: 'image', ...(labels === undefined ? {} : { labels: parseMediaLabels(labels) }) });
        if (current) onFilter(compiled === HIDES_NOTHING ? 'off' : hidesCard);
      })
      .catch(() => {
        if (current && flagged) onFilter(HIDES_EVERY_CARD);
      });
    return () => {
      current = false;
    };
  }, [ready, device, account, flagged, signedIn, onFilter]);
  return null;
}
