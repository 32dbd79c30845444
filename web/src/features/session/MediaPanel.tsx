import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useState } from 'react';
import { hideSuggestions, type HideSuggestion } from '@shared/media/personalBlocklist';
import type { MediaItem } from '@shared/media/types';
import { AdPanelMedia } from '../../components/ads/AdPanelMedia';
import { isAdSlot } from '../../lib/sessionEngine/engineTypes';
import type { PanelView } from '../../lib/sessionEngine/sessionState';
import { FavouriteButton, type FavouriteState } from './FavouriteButton';
import { FlagIcon, SkipIcon, SpeakerIcon } from './PanelIcons';
import { PanelMedia } from './PanelMedia';
import { PanelMenu } from './PanelMenu';
import type { PlayableSrc } from '../../media/useVideoSources';

export type SourceLookup = (item: MediaItem) => PlayableSrc;

function urlOf(source: PlayableSrc | null): string | null {
  return typeof source === 'object' && source !== null ? source.url : null;
}

export interface MediaPanelProps {
  index: number;
  view: PanelView<MediaItem>;
  sourceOf: SourceLookup;
  /** Favourites are premium only; null hides the star. */
  favourites: { stateOf: (itemId: string) => FavouriteState; save: (item: MediaItem) => void } | null;
  onSkip: (index: number) => void;
  /** Opens the report form for the item on screen, which is the held one while the current loads. */
  onReport: (index: number, item: MediaItem) => void;
  /** 'Hide items like this' from the panel's menu; null while the blocklist is not known. */
  onHideLike: ((suggestion: HideSuggestion) => void) | null;
  onToggleMute: (index: number) => void;
  onLoaded: (index: number, itemId: string, durationSec?: number) => void;
  onFailed: (index: number, itemId: string) => void;
  /** An ad slot's video ended or was skipped. */
  onAdEnded: (index: number, adId: string) => void;
  onAutoplayBlocked: (index: number) => void;
  onFocusPanel: (index: number) => void;
  /** The session is paused: videos hold their frame. */
  paused?: boolean;
}

/**
 * One panel: the current media plus, hidden, the next one preloading, each released when its slot is
 * over. Never blank: until the current item is ready (decoded image, video with a frame), the media
 * that was on screen stays there (the engine's `held`), and the swap happens in one render.
 */
export const MediaPanel = memo(function MediaPanel(props: MediaPanelProps) {
  const { t } = useLingui();
  const { index, view, sourceOf, favourites } = props;
  const {
    onSkip,
    onReport,
    onHideLike,
    onToggleMute,
    onLoaded,
    onFailed,
    onAdEnded,
    onAutoplayBlocked,
    onFocusPanel,
    paused = false,
  } = props;
  const current = view.current && !isAdSlot(view.current) ? view.current : null;
  const next = view.next;
  // Items whose element has reported ready (a preloaded next is ready before it becomes current).
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());

  const loaded = useCallback(
    (itemId: string, durationSec?: number) => {
      setReady((set) => (set.has(itemId) ? set : new Set(set).add(itemId)));
      onLoaded(index, itemId, durationSec);
    },
    [index, onLoaded],
  );
  const released = useCallback((itemId: string) => {
    setReady((set) => {
      if (!set.has(itemId)) return set;
      const next = new Set(set);
      next.delete(itemId);
      return next;
    });
  }, []);
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
  const currentReady = current !== null && currentUrl !== null && (view.loaded || ready.has(current.id));
  const held = !currentReady && view.held && view.held.id !== current?.id ? view.held : null;
  const heldUrl = held ? urlOf(sourceOf(held)) : null;
  const elements: { item: MediaItem; src: string; active: boolean }[] = [];
  if (held && heldUrl !== null) elements.push({ item: held, src: heldUrl, active: true });
  if (current && currentUrl !== null) elements.push({ item: current, src: currentUrl, active: currentReady });
  // While holding, the panel keeps to two elements: the held media and the loading one.
  if (next && nextUrl !== null && !held) elements.push({ item: next, src: nextUrl, active: false });
  const waiting = !view.isAd && !currentReady && heldUrl === null;
  // What the person sees: the held media until the current one is ready. A report names what they saw.
  const onScreen = held && heldUrl !== null ? held : current;
  // The user's own files never leave the device: nothing to report or save as a favourite.
  const shared = current !== null && current.source !== 'local';
  const position = index + 1;
  const muteLabel = view.muted ? t`Unmute` : t`Mute`;

  return (
    <section
      className="panel"
      aria-label={t`Panel ${position}`}
      onFocusCapture={() => onFocusPanel(index)}
      onPointerDown={() => onFocusPanel(index)}
    >
      <div className="panel__stage">
        {view.isAd ? (
          <AdPanelMedia
            key={adId}
            muted={view.muted}
            paused={paused}
            onShown={adShown}
            onEnded={adEnded}
            onAutoplayBlocked={blocked}
          />
        ) : (
          elements.map(({ item, src, active }) => (
            <PanelMedia
              key={item.id}
              item={item}
              src={src}
              active={active}
              loops={active && (item.id !== current?.id || view.loops)}
              muted={view.muted}
              paused={paused}
              slotStartedAtMs={active && item.id === current?.id ? view.shownAtMs : null}
              onLoaded={loaded}
              onFailed={failed}
              onAutoplayBlocked={blocked}
              onReleased={released}
            />
          ))
        )}
        {waiting && (
          <p className="panel__loading" aria-live="polite">
            <Trans>Loading…</Trans>
          </p>
        )}
      </div>
      <div className="panel__controls">
        <button
          type="button"
          className="panel__button"
          aria-label={t`Skip`}
          onClick={() => onSkip(index)}
          disabled={view.isAd || !current}
        >
          <SkipIcon />
          <span className="panel__label">
            <Trans>Skip</Trans>
          </span>
        </button>
        <button type="button" className="panel__button" aria-label={muteLabel} onClick={() => onToggleMute(index)}>
          <SpeakerIcon muted={view.muted} />
          <span className="panel__label">{muteLabel}</span>
        </button>
        {onScreen && onScreen.source !== 'local' && (
          <button
            type="button"
            className="panel__button"
            aria-label={t`Report`}
            // An icon with a tooltip: Skip and Mute keep the panel's one row of words.
            title={t`Report`}
            aria-haspopup="dialog"
            onClick={() => onReport(index, onScreen)}
            disabled={view.isAd}
          >
            <FlagIcon />
          </button>
        )}
        {onHideLike !== null && current && shared && !view.isAd && (
          <PanelMenu suggestions={hideSuggestions(current.labels)} onHide={onHideLike} />
        )}
        {favourites !== null && current && shared && (
          <FavouriteButton
            state={favourites.stateOf(current.id)}
            // Video-host items keep their 'videohost:<id>' source: stream URLs expire, the id does not.
            onSave={() => favourites.save(current)}
          />
        )}
      </div>
    </section>
  );
});
