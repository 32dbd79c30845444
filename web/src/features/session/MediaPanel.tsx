import { memo, useCallback, useEffect } from 'react';
import type { MediaItem } from '@shared/media/types';
import { AdPanelMedia } from '../ads/AdPanelMedia';
import { isAdSlot } from './engine/engineTypes';
import type { PanelView } from './engine/sessionEngine';
import { FavouriteButton, type FavouriteState } from './FavouriteButton';
import { SkipIcon, SpeakerIcon } from './PanelIcons';
import { PanelMedia } from './PanelMedia';

/** A playable URL, 'pending' while a video-host item is being resolved, or 'failed'. */
export type MediaSourceState = { url: string } | 'pending' | 'failed';
export type SourceLookup = (item: MediaItem) => MediaSourceState;

function urlOf(source: MediaSourceState | null): string | null {
  return typeof source === 'object' && source !== null ? source.url : null;
}

export interface MediaPanelProps {
  index: number;
  view: PanelView<MediaItem>;
  sourceOf: SourceLookup;
  /** Favourites are premium only; null hides the star. */
  favourites: { stateOf: (itemId: string) => FavouriteState; save: (item: MediaItem) => void } | null;
  onSkip: (index: number) => void;
  onToggleMute: (index: number) => void;
  onLoaded: (index: number, itemId: string, durationSec?: number) => void;
  onFailed: (index: number, itemId: string) => void;
  /** An ad slot's video ended or was skipped. */
  onAdEnded: (index: number, adId: string) => void;
  onAutoplayBlocked: (index: number) => void;
  onFocusPanel: (index: number) => void;
}

/**
 * One panel: the current media plus, hidden, the next one preloading — never more than two media
 * elements, each released when its slot is over.
 */
export const MediaPanel = memo(function MediaPanel(props: MediaPanelProps) {
  const { index, view, sourceOf, favourites } = props;
  const { onSkip, onToggleMute, onLoaded, onFailed, onAdEnded, onAutoplayBlocked, onFocusPanel } = props;
  const current = view.current && !isAdSlot(view.current) ? view.current : null;
  const next = view.next;

  const loaded = useCallback(
    (itemId: string, durationSec?: number) => onLoaded(index, itemId, durationSec),
    [index, onLoaded],
  );
  const failed = useCallback((itemId: string) => onFailed(index, itemId), [index, onFailed]);
  const blocked = useCallback(() => onAutoplayBlocked(index), [index, onAutoplayBlocked]);
  const adId = view.isAd ? view.current?.id : undefined;
  const adShown = useCallback(() => {
    if (adId) onLoaded(index, adId);
  }, [adId, index, onLoaded]);
  const adEnded = useCallback(() => {
    if (adId) onAdEnded(index, adId);
  }, [adId, index, onAdEnded]);

  const currentSrc = current ? sourceOf(current) : null;
  const nextSrc = next && next.id !== current?.id ? sourceOf(next) : null;

  // A video-host item that cannot be resolved fails like any other media load.
  useEffect(() => {
    if (current && currentSrc === 'failed') onFailed(index, current.id);
  }, [current, currentSrc, index, onFailed]);
  useEffect(() => {
    if (next && nextSrc === 'failed') onFailed(index, next.id);
  }, [next, nextSrc, index, onFailed]);

  const currentUrl = urlOf(currentSrc);
  const nextUrl = urlOf(nextSrc);
  const elements: { item: MediaItem; src: string; active: boolean }[] = [];
  if (current && currentUrl !== null) elements.push({ item: current, src: currentUrl, active: true });
  if (next && nextUrl !== null) elements.push({ item: next, src: nextUrl, active: false });
  const waiting = !view.isAd && (!current || !view.loaded);

  return (
    <section
      className="panel"
      aria-label={`Panel ${index + 1}`}
      onFocusCapture={() => onFocusPanel(index)}
      onPointerDown={() => onFocusPanel(index)}
    >
      <div className="panel__stage">
        {view.isAd ? (
          <AdPanelMedia key={adId} muted={view.muted} onShown={adShown} onEnded={adEnded} onAutoplayBlocked={blocked} />
        ) : (
          elements.map(({ item, src, active }) => (
            <PanelMedia
              key={item.id}
              item={item}
              src={src}
              active={active}
              loops={active && view.loops}
              muted={view.muted}
              slotStartedAtMs={active ? view.shownAtMs : null}
              onLoaded={loaded}
              onFailed={failed}
              onAutoplayBlocked={blocked}
            />
          ))
        )}
        {waiting && (
          <p className="panel__loading" aria-live="polite">
            Loading…
          </p>
        )}
      </div>
      <div className="panel__controls">
        <button
          type="button"
          className="panel__button"
          aria-label="Skip"
          onClick={() => onSkip(index)}
          disabled={view.isAd || !current}
        >
          <SkipIcon />
          <span className="panel__label">Skip</span>
        </button>
        <button
          type="button"
          className="panel__button"
          aria-label={view.muted ? 'Unmute' : 'Mute'}
          onClick={() => onToggleMute(index)}
        >
          <SpeakerIcon muted={view.muted} />
          <span className="panel__label">{view.muted ? 'Unmute' : 'Mute'}</span>
        </button>
        {favourites !== null && current && (
          <FavouriteButton
            state={favourites.stateOf(current.id)}
            // Video-host items are saved with their playable (same-origin stream) URL.
            onSave={() => favourites.save(currentUrl === null ? current : { ...current, srcUrl: currentUrl })}
          />
        )}
      </div>
    </section>
  );
});
