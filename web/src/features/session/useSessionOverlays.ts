import { useCallback, useState } from 'react';

export interface SessionOverlayState {
  confirming: boolean;
  helpOpen: boolean;
  /** Free users: the start interstitial has been closed (premium: from the start). */
  adsDone: boolean;
  /** The unverified-email notice is up. */
  verifyShown: boolean;
  /** Something covers the session and handles its own keys. */
  anyOpen: boolean;
  askToEnd: () => void;
  showHelp: () => void;
  closeConfirm: () => void;
  closeHelp: () => void;
  dismissVerify: () => void;
  interstitialDone: () => void;
}

/** Which overlay is up over the session: the End confirmation, the shortcuts, the verify notice, the start ads. */
export function useSessionOverlays(premium: boolean, verified: boolean, onAdsDone: () => void): SessionOverlayState {
  const [confirming, setConfirming] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [verifyDismissed, setVerifyDismissed] = useState(false);
  const [adsDone, setAdsDone] = useState(premium);
  const interstitialDone = useCallback(() => {
    setAdsDone(true);
    onAdsDone();
  }, [onAdsDone]);
  const verifyPending = !verified && !verifyDismissed;
  return {
    confirming,
    helpOpen,
    adsDone,
    verifyShown: verifyPending && adsDone,
    anyOpen: confirming || helpOpen || !adsDone || verifyPending,
    askToEnd: useCallback(() => setConfirming(true), []),
    showHelp: useCallback(() => setHelpOpen(true), []),
    closeConfirm: useCallback(() => setConfirming(false), []),
    closeHelp: useCallback(() => setHelpOpen(false), []),
    dismissVerify: useCallback(() => setVerifyDismissed(true), []),
    interstitialDone,
  };
}
