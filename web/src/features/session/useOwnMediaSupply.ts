import { useEffect, useState } from 'react';
import type { OwnMediaSupply } from '../../media/ownMedia/ownMediaChoice';

/**
 * The user's own files for this session (docs/product-rules.md#your-own-media), as items with `blob:` URLs that
 * live while the session screen does and are revoked when it goes (the session ended, or the user left).
 * 'loading' while their code loads: it is fetched on demand, for sessions with own files only.
 */
export function useOwnMediaSupply(enabled: boolean): OwnMediaSupply | null | 'loading' {
  const [supply, setSupply] = useState<OwnMediaSupply | null | 'loading'>(enabled ? 'loading' : null);
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    let release: (() => void) | null = null;
    import('../../media/ownMedia/ownMediaChoice').then(
      (ownMedia) => {
        if (!mounted) return;
        release = ownMedia.holdOwnMediaSupply();
        setSupply(ownMedia.openOwnMediaSupply());
      },
      // Without its code the session plays the star's media alone rather than never starting.
      () => mounted && setSupply(null),
    );
    return () => {
      mounted = false;
      release?.();
    };
  }, [enabled]);
  return supply;
}
