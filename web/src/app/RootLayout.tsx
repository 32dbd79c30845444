import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { appStartedWithoutAgeStatus, reloadForAgeStatus } from '../features/ageAssurance/ageStatus';
import { readAgeConfirmedAt } from '../features/ageGate/ageConfirmation';
import { isPolicyPath } from '../features/policies/policyPaths';
import { useTimeSpentTracker } from '../features/account/timeSpent';
import { VerifyEmailBanner } from '../features/auth/VerifyEmailBanner';
import { ReferralCapture } from '../features/referrals/ReferralCapture';
import { Footer } from '../components/Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { useDeviceLayerWanted } from '../toys/deviceLayerFlag';
import { loadDeviceLayer } from '../toys/loadDeviceLayer';
import { selectIsSignedIn } from '../identity/authSlice';
import { useAppSelector } from '../store/hooks';

// The React gate covers a confirmation cleared while the app runs (main.ts shows the plain gate before it loads):
// rare, so it is not part of every first view.
const AgeGate = lazy(async () => ({ default: (await import('../features/ageGate/AgeGate')).AgeGate }));

// Only a signed-in user can owe a consent: a signed-out first view (within its JS budget) never loads it.
const ConsentBanner = lazy(async () => ({ default: (await import('../features/auth/ConsentBanner')).ConsentBanner }));

// Loaded only while a device is connected or a finished session's beat is on offer.
const DeviceLayer = lazy(loadDeviceLayer);

/**
 * The route's screen. Its fallback shows only on a first view that starts on a lazy screen (a deep link), in
 * the main area the layout already holds open; a navigation is a transition (AppRouter), so the old screen
 * stays until the new one's code is in.
 */
function Screen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="page-status">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <Outlet />
    </Suspense>
  );
}

/**
 * Every route renders inside this layout, so the age gate guards them all whatever the URL
 * (main.ts shows a plain-DOM gate before the app loads; this one covers a cleared confirmation).
 */
export function RootLayout() {
  const [confirmed, setConfirmed] = useState(() => readAgeConfirmedAt() !== null);
  const { pathname } = useLocation();
  useTimeSpentTracker();
  const deviceLayer = useDeviceLayerWanted();
  const signedIn = useAppSelector(selectIsSignedIn);
  // Started on a policy page without the age status (main.ts): leaving them must not meet this layout's click
  // gate, nor pass it on a stale confirmation, where the region asks for a verified age. A fresh load of the
  // route lets the status decide (verification, not-offered or click gate), as for any first view.
  const needsAgeStatus = appStartedWithoutAgeStatus() && !isPolicyPath(pathname);
  useEffect(() => {
    if (needsAgeStatus) reloadForAgeStatus();
  }, [needsAgeStatus]);
  if (needsAgeStatus)
    return (
      <p role="status" className="page-status">
        <Trans>Loading…</Trans>
      </p>
    );
  // The policy pages hold no media: readable before confirming, without the app's header.
  if (!confirmed && isPolicyPath(pathname))
    return (
      <div className="layout">
        <main className="layout__main">
          <Screen />
        </main>
        <Footer />
      </div>
    );
  if (!confirmed)
    return (
      <Suspense fallback={null}>
        <AgeGate onConfirmed={() => setConfirmed(true)} />
      </Suspense>
    );
  return (
    <div className="layout">
      <ReferralCapture />
      <Header />
      <OfflineNotice />
      <VerifyEmailBanner />
      {signedIn && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <main className="layout__main">
        <Screen />
      </main>
      <Footer />
      {deviceLayer && (
        <Suspense fallback={null}>
          <DeviceLayer />
        </Suspense>
      )}
    </div>
  );
}
