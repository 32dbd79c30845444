import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteUnreachable } from '../hooks/useSiteUnreachable';
import { checkIfBrowserSaysOffline } from '../lib/connection/siteConnection';

/**
 * The offline page's words (web/public/offline.html) for a navigation inside the app, which the service worker
 * never sees. An alert, announced as it appears; nothing at all while the site answers (the dashboard's first view
 * is dashboard.html's markup exactly), and it floats over the page, so its coming and going moves nothing.
 */
export function OfflineNotice() {
  const unreachable = useSiteUnreachable();
  const { pathname } = useLocation();
  useEffect(checkIfBrowserSaysOffline, [pathname]);
  if (!unreachable) return null;
  return (
    <div role="alert" className="offline-notice">
      <h2>
        <Trans>You are offline</Trans>
      </h2>
      <p>
        <Trans>StarSession needs an internet connection.</Trans>
      </p>
    </div>
  );
}
