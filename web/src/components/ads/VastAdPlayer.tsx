import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { safeExternalHref } from '@shared/text/sanitize';
import { VAST_FIRST_FRAME_TIMEOUT_MS, type VastConfig } from '../../config/ads';
import { HouseAd } from './AdSlot';
import { useVastAd } from './useVastAd';
import type { LoadedVastAd } from './vastLoader';
import './ads.css';
import { playOrFallBackToMuted } from '../../lib/media/autoplay';

export interface AdSlotCallbacks {
  /** The ad is on screen (first video frame, or the house ad): the slot's 45 s start now. */
  onShown: () => void;
  /** The video ended or was skipped: the next item follows. */
  onEnded: () => void;
  /** Playback with sound was refused: the panel falls back to muted. */
  onAutoplayBlocked: () => void;
}

interface VideoProps extends AdSlotCallbacks {
  ad: LoadedVastAd;
  muted: boolean;
  paused: boolean;
  /** The video could not show its first frame (or broke before it did): show the house ad instead. */
  onFailed: () => void;
}

// VAST error codes (VAST 4.2 §2.3.6.3) for what the player itself finds.
const MEDIA_TIMEOUT = '402';
const MEDIA_DISPLAY_PROBLEM = '405';

function VastVideo({ ad, muted, paused, onShown, onEnded, onFailed, onAutoplayBlocked }: VideoProps) {
  const { t } = useLingui();
  const { tracker, creative, mediaFile } = ad;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const shown = useRef(false);
  const finished = useRef(false);
  const reportedPaused = useRef(false);
  const [positionSec, setPositionSec] = useState(0);
  const skipDelay = creative.skipDelay;
  const failNow = useEffectEvent(onFailed);

  // No first frame within 3 s of the file being set: the network hears 402 and the slot shows the house ad.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (shown.current) return;
      tracker.error({ ERRORCODE: MEDIA_TIMEOUT });
      failNow();
    }, VAST_FIRST_FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [tracker]);

  useEffect(() => {
    const open = (url: string) => {
      const href = safeExternalHref(url);
      if (href) window.open(href, '_blank', 'noopener,noreferrer');
    };
    tracker.on('clickthrough', open);
    return () => {
      tracker.off('clickthrough', open);
    };
  }, [tracker]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = muted;
    // The tracker starts in the state the ad was loaded in: only real changes fire mute/unmute.
    tracker.setMuted(muted);
    // A paused session holds the ad's frame too. The network hears only real pause/resume changes
    // (the tracker's own state starts undefined, so telling it 'not paused' at start would send a resume).
    if (paused !== reportedPaused.current) {
      reportedPaused.current = paused;
      tracker.setPaused(paused);
    }
    if (paused) {
      video.pause();
      return;
    }
    playOrFallBackToMuted(video, onAutoplayBlocked);
  }, [muted, paused, tracker, onAutoplayBlocked]);

  // Detach the file when the slot ends so the browser drops the decoder at once.
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      if (!video) return;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, []);

  const finish = (how: 'complete' | 'skip') => {
    if (finished.current) return;
    finished.current = true;
    if (how === 'complete') tracker.complete();
    else tracker.skip();
    onEnded();
  };

  const canSkip = skipDelay !== null && skipDelay >= 0 && positionSec >= skipDelay;
  const skipIn = skipDelay !== null && skipDelay >= 0 && !canSkip ? Math.ceil(skipDelay - positionSec) : null;
  const hasClickThrough = tracker.clickThroughURLTemplate != null;

  return (
    <>
      <video
        ref={videoRef}
        className="panel-media ad-video__media"
        src={mediaFile.fileURL}
        muted
        playsInline
        preload="auto"
        aria-label={t`Advertisement video`}
        onLoadedMetadata={(event) => {
          const duration = event.currentTarget.duration;
          if (Number.isFinite(duration) && duration > 0) tracker.setDuration(duration);
        }}
        onPlaying={() => {
          if (shown.current) return;
          shown.current = true;
          tracker.trackImpression();
          onShown();
        }}
        onTimeUpdate={(event) => {
          const time = event.currentTarget.currentTime;
          if (time > 0) tracker.setProgress(time);
          setPositionSec(time);
        }}
        onEnded={() => finish('complete')}
        onError={() => {
          if (finished.current) return;
          tracker.error({ ERRORCODE: MEDIA_DISPLAY_PROBLEM });
          if (shown.current) {
            finished.current = true;
            onEnded();
          } else onFailed();
        }}
      />
      <div className="ad-video__actions">
        {hasClickThrough && (
          <button type="button" className="panel__button" onClick={() => tracker.click()}>
            <Trans comment="Opens the advertiser's page">Learn more</Trans>
          </button>
        )}
        {canSkip ? (
          <button type="button" className="panel__button" onClick={() => finish('skip')}>
            <Trans>Skip ad</Trans>
          </button>
        ) : (
          skipIn !== null && (
            <span className="ad-video__countdown">
              <Trans comment="skipIn: the seconds left before the ad can be skipped">Skip in {skipIn}</Trans>
            </span>
          )
        )}
      </div>
    </>
  );
}

export interface VastAdPlayerProps extends AdSlotCallbacks {
  config: VastConfig;
  muted: boolean;
  /** The session is paused. */
  paused: boolean;
}

/**
 * An in-panel VAST ad in the panel's video element. Whatever goes wrong (network, parse, no playable
 * file, no first frame in 3 s) the slot shows the house ad instead: the panel is never blank.
 */
export function VastAdPlayer({ config, muted, paused, onShown, onEnded, onAutoplayBlocked }: VastAdPlayerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement | null>(null);
  const state = useVastAd(config, ref, muted);
  const [videoFailed, setVideoFailed] = useState(false);
  const videoFailedNow = useCallback(() => setVideoFailed(true), []);
  const house = state.kind === 'failed' || videoFailed;

  useEffect(() => {
    if (house) onShown();
  }, [house, onShown]);

  return (
    <aside ref={ref} aria-label={t`Advertisement`} className={`ad-video${house ? ' ad-slot ad-slot--in-panel' : ''}`}>
      <span className="ad-video__label" aria-hidden="true">
        <Trans>Advertisement</Trans>
      </span>
      {house ? (
        <HouseAd variant="in-panel" />
      ) : state.kind === 'ready' ? (
        <VastVideo
          ad={state.ad}
          muted={muted}
          paused={paused}
          onShown={onShown}
          onEnded={onEnded}
          onFailed={videoFailedNow}
          onAutoplayBlocked={onAutoplayBlocked}
        />
      ) : (
        <p className="panel__loading" aria-live="polite">
          <Trans>Loading ad…</Trans>
        </p>
      )}
    </aside>
  );
}
