import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteUnreachable } from '../hooks/useSiteUnreachable';
import { checkIfBrowserSaysOffline } from '../lib/connection/siteConnection';

/**
 * The offline page's words (web/public/offline.html) for a navigation inside the app, which the service worker
 * never sees. The live region is always there (screen readers announce a change in a region they already know);
 * it floats over the page, so its coming and going moves nothing.
 */
export function OfflineNotice() {
  const unreachable = useSiteUnreachable();
  const { pathname } = useLocation();
  useEffect(checkIfBrowserSaysOffline, [pathname]);
  return (
    <div role="status" className="offline-notice" data-shown={unreachable || undefined}>
      {unreachable && (
        <>
          <h2>You are offline</h2>
          <p>StarSession needs an internet connection.</p>
        </>
      )}
    </div>
  );
}
