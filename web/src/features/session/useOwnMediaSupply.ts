import { useEffect, useState } from 'react';
import { holdOwnMediaSupply, openOwnMediaSupply, type OwnMediaSupply } from '../../media/ownMedia/ownMediaChoice';

/**
 * The user's own files for this session (docs/product-rules.md#your-own-media), as items with `blob:` URLs that
 * live while the session screen does and are revoked when it goes (the session ended, or the user left).
 */
export function useOwnMediaSupply(enabled: boolean): OwnMediaSupply | null {
  const [supply] = useState(() => (enabled ? openOwnMediaSupply() : null));
  useEffect(() => (supply ? holdOwnMediaSupply() : undefined), [supply]);
  return supply;
}
