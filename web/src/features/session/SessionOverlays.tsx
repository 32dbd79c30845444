import { useState } from 'react';
import { AdSlot } from '../../components/ads/AdSlot';
import { ConfirmEndDialog, KeyboardHelpDialog, VerifyOverlay } from './SessionDialogs';
import type { SessionOverlayState } from './useSessionOverlays';

/** Free users: an interstitial at start (the clock waits for it), then a small pop ad once it is closed. */
function StartAds({ onInterstitialDone }: { onInterstitialDone: () => void }) {
  const [stage, setStage] = useState<'interstitial' | 'pop' | 'done'>('interstitial');
  if (stage === 'interstitial') {
    return (
      <div className="session-overlay session-overlay--ad">
        <AdSlot
          variant="interstitial"
          onClose={() => {
            setStage('pop');
            onInterstitialDone();
          }}
        />
      </div>
    );
  }
  if (stage === 'pop') {
    return (
      <div className="session-pop">
        <AdSlot variant="pop" onClose={() => setStage('done')} />
      </div>
    );
  }
  return null;
}

/** Everything shown over the running session; which one is up comes from `useSessionOverlays`. */
export function SessionOverlays({
  overlays,
  premium,
  onEnd,
}: {
  overlays: SessionOverlayState;
  premium: boolean;
  onEnd: () => void;
}) {
  return (
    <>
      {overlays.verifyShown && <VerifyOverlay onDismiss={overlays.dismissVerify} />}
      {!premium && <StartAds onInterstitialDone={overlays.interstitialDone} />}
      {overlays.confirming && <ConfirmEndDialog onEnd={onEnd} onCancel={overlays.closeConfirm} />}
      {overlays.helpOpen && <KeyboardHelpDialog premium={premium} onClose={overlays.closeHelp} />}
    </>
  );
}
