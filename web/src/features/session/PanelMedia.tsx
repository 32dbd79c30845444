import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MediaItem } from '@shared/media/types';
import { recordSwapGap } from './swapTiming';
import { playOrFallBackToMuted } from '../../lib/media/autoplay';

export interface PanelMediaProps {
  item: MediaItem;
  /** The playable URL (a resolved one for video-host items). */
  src: string;
  /** Shown now; otherwise it is the panel's hidden preload of the next item. */
  active: boolean;
  loops: boolean;
  muted: boolean;
  /** The session is paused: a video holds its frame. */
  paused?: boolean;
  /** When the shown slot started (Date.now clock), for the swap-gap benchmark. */
  slotStartedAtMs: number | null;
  onLoaded: (itemId: string, durationSec?: number) => void;
  onFailed: (itemId: string) => void;
  /** Playback with sound was refused (no user gesture yet): the panel falls back to muted. */
  onAutoplayBlocked: () => void;
  /** The element is gone (its media released): the item is no longer ready to show. */
  onReleased?: (itemId: string) => void;
}

// Detaching the source lets the browser drop decoded frames and the media pipeline at once,
// instead of whenever the element is garbage-collected.
function release(element: HTMLImageElement | HTMLVideoElement | null): void {
  if (!element) return;
  if (element instanceof HTMLVideoElement) {
    element.pause();
    element.removeAttribute('src');
    element.load();
  } else {
    element.removeAttribute('src');
  }
}

/**
 * One media element. The same element is kept when the preloaded next item becomes the current
 * one (the parent keys it by item id), so a swap shows already-decoded media.
 */
export function PanelMedia(props: PanelMediaProps) {
  const {
    item,
    src,
    active,
    loops,
    muted,
    paused = false,
    slotStartedAtMs,
    onLoaded,
    onFailed,
    onAutoplayBlocked,
    onReleased,
  } = props;
  const [loaded, setLoaded] = useState<{ durationSec?: number; atMs: number } | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const isVideo = item.type === 'video';

  // Report readiness (and, preloading, the duration); the parent shows the element once ready.
  useEffect(() => {
    if (!loaded) return;
    onLoaded(item.id, loaded.durationSec);
  }, [loaded, active, item.id, onLoaded]);

  // Bench only: the first frame that paints this element as the shown item (layout effect: same commit).
  useLayoutEffect(() => {
    if (loaded && active && slotStartedAtMs !== null) recordSwapGap(slotStartedAtMs, loaded.atMs);
  }, [loaded, active, slotStartedAtMs]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = muted || !active;
    if (!active || paused) {
      video.pause();
      return;
    }
    playOrFallBackToMuted(video, onAutoplayBlocked);
  }, [active, muted, paused, onAutoplayBlocked]);

  const itemId = item.id;
  useEffect(() => {
    const video = videoRef.current;
    const image = imageRef.current;
    return () => {
      release(video);
      release(image);
      onReleased?.(itemId);
    };
  }, [itemId, onReleased]);

  const className = `panel-media${active ? '' : ' panel-media--preload'}`;
  if (isVideo) {
    return (
      <video
        ref={videoRef}
        className={className}
        src={src}
        poster={item.previewUrl ?? undefined}
        muted
        playsInline
        loop={loops}
        // The hidden next video loads only its start (metadata and first frames, enough to fire loadeddata and swap at
        // once), not the whole file: in Chromium at 2 MB/s, 1.4 MB of a 10 MB 720p clip in 5 s against 8.3 MB with
        // `auto`. The same element turns `auto` when it is shown.
        preload={active ? 'auto' : 'metadata'}
        aria-hidden={!active}
        onLoadedData={(event) => {
          const duration = event.currentTarget.duration;
          setLoaded({
            atMs: Date.now(),
            ...(Number.isFinite(duration) && duration > 0 ? { durationSec: duration } : {}),
          });
        }}
        onError={() => onFailed(item.id)}
      />
    );
  }
  return (
    <img
      ref={imageRef}
      className={className}
      src={src}
      alt=""
      decoding="async"
      aria-hidden={!active}
      onLoad={(event) => {
        // Decode before reporting, so the swap to this image paints at once.
        event.currentTarget.decode().then(
          () => setLoaded({ atMs: Date.now() }),
          () => setLoaded({ atMs: Date.now() }),
        );
      }}
      onError={() => onFailed(item.id)}
    />
  );
}
