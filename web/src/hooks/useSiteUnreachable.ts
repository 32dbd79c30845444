import { useSyncExternalStore } from 'react';
import { isSiteUnreachable, subscribeToSiteConnection } from '../lib/connection/siteConnection';

/** True while the site cannot be reached (lib/connection/siteConnection.ts). */
export function useSiteUnreachable(): boolean {
  return useSyncExternalStore(subscribeToSiteConnection, isSiteUnreachable, () => false);
}
