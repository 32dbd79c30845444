import { useEffect } from 'react';
import { usePremium } from '../../identity/userDocApi';
import { AdSlot } from './AdSlot';
import { useVastConfig } from './useVastAd';
import { VastAdPlayer, type AdSlotCallbacks } from './VastAdPlayer';

export interface AdPanelMediaProps extends AdSlotCallbacks {
  /** The panel's mute state: the ad is muted unless the panel is unmuted. */
  muted: boolean;
  /** The session is paused: a video ad holds its frame. */
  paused: boolean;
}

/** The iframe zone or the house ad: on screen as soon as it renders. */
function AdSlotShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return <AdSlot variant="in-panel" />;
}

/**
 * What a session panel shows in its ad slot: a VAST video ad when a tag is configured, else the
 * in-panel iframe zone or the house ad. Premium users (and a plan still loading) never fetch a tag.
 */
export function AdPanelMedia({ muted, paused, onShown, onEnded, onAutoplayBlocked }: AdPanelMediaProps) {
  const { premium } = usePremium();
  const config = useVastConfig();
  if (premium !== false || config === undefined) return null;
  if (config === null) return <AdSlotShown onShown={onShown} />;
  return (
    <VastAdPlayer
      config={config}
      muted={muted}
      paused={paused}
      onShown={onShown}
      onEnded={onEnded}
      onAutoplayBlocked={onAutoplayBlocked}
    />
  );
}
