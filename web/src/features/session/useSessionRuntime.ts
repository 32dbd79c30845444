import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HidesItem } from '@shared/media/personalBlocklist';
import type { MediaItem } from '@shared/media/types';
import type { Star } from '@shared/stars';
import { createEngineStore, type EngineStore } from './engineStore';
import {
  adEnded,
  addItems,
  end,
  itemFailed,
  itemLoaded,
  pause,
  resume,
  skip,
  tick,
  toggleMute,
} from '../../lib/sessionEngine/sessionEvents';
import {
  createSessionEngine,
  type SessionEngineOptions,
  type SessionEngineState,
} from '../../lib/sessionEngine/sessionState';
import { dropHiddenItems } from '../../lib/sessionEngine/hiddenItems';
import { nextSupplyRequest, supplyArrived, supplyFailed, supplyRequested } from '../../lib/sessionEngine/sessionSupply';
import { isPaused, nextWakeAtMs, remainingMs } from '../../lib/sessionEngine/sessionView';
import type { SupplyKind } from '../../lib/sessionEngine/supplyPlan';
import { useAppDispatch } from '../../store/hooks';
import { createListingCursors } from '../../media/listingCursors';
import { fetchStarMedia, listingPageFetcher, readPrefetched, storePrefetched } from '../../media/mediaSupply';
import { takeHandedOverWarmup, WARMUP_HOLD_AFTER_START_MS } from '../../media/sessionWarmup';
import { useVideoSources } from '../../media/useVideoSources';
import { currentViewingConditions, prefersLightVideo, sourceToPlay } from '../../media/lightVideo';
import type { OwnMediaSupply } from '../../media/ownMedia/ownMediaChoice';
import { mixOwnMedia } from '../../lib/ownMedia/mixOwnMedia';
import type { SourceLookup } from './MediaPanel';
import type { HeldItem } from '@shared/api/schemas/sessionRuns';
import { heldItemsOf } from './heldItems';
import { runIdSoon, type RunIdRef } from './sessionRunApi';

type EngineState = SessionEngineState<MediaItem>;

export interface SessionRuntime {
  state: EngineState;
  sourceOf: SourceLookup;
  skipPanel: (index: number) => void;
  toggleMutePanel: (index: number) => void;
  /** Marks a panel muted because the browser refused sound; the stored preference is kept. */
  forceMutePanel: (index: number) => void;
  loaded: (index: number, itemId: string, durationSec?: number) => void;
  failed: (index: number, itemId: string) => void;
  adEnded: (index: number, adId: string) => void;
  endSession: () => void;
  pauseSession: () => void;
  resumeSession: () => void;
  /** What the heartbeat names of the items the session holds (heldItems.ts). */
  heldItems: () => HeldItem[];
  /** Drops items taken down since they were listed: from the line, and off a panel showing one. */
  dropRemoved: (ids: readonly string[]) => void;
}

/** One timer: it sleeps until the engine's next deadline or the countdown's next second, whichever is first. */
function useEngineClock(store: EngineStore<EngineState>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const state = store.get();
      // Paused: nothing is due until resume.
      if (state.status === 'ended' || isPaused(state)) return;
      const now = Date.now();
      const left = remainingMs(state, now);
      const nextSecondAt = now + (left % 1000 || 1000);
      const wakeAt = Math.min(nextWakeAtMs(state) ?? nextSecondAt, nextSecondAt);
      timer = setTimeout(() => store.update((s) => tick(s, Date.now())), Math.max(0, wakeAt - now));
    };
    const unsubscribe = store.subscribe(schedule);
    schedule();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
}

/**
 * Feeds the engine: the prefetched list at once (the user's own files spread through it), then whatever
 * `nextSupplyRequest` asks for, all without what the person's blocklist hides (null until it is known: nothing is
 * fetched before). A session of only the user's files fetches nothing: the engine recycles them.
 */
function useMediaSupply(
  store: EngineStore<EngineState>,
  star: Star,
  own: OwnMediaSupply | null | 'loading',
  hides: HidesItem | null,
  runIdRef: RunIdRef | undefined,
): void {
  const dispatch = useAppDispatch();
  const hidesRef = useRef(hides);
  const known = hides !== null;
  useEffect(() => {
    hidesRef.current = hides;
    // A grown blocklist ('Hide items like this') applies to the running session at once.
    if (hides) store.update((s) => dropHiddenItems(s, hides, Date.now()));
  }, [store, hides]);
  useEffect(() => {
    // The first items wait for the blocklist and the user's files, so that they are mixed in from the start.
    if (!known || own === 'loading') return;
    if (own?.mode === 'only') {
      store.update((s) => addItems(s, own.items, Date.now()));
      return;
    }
    const hidden: HidesItem = (item) => hidesRef.current?.(item) ?? false;
    // Each later fetch of a listing continues where the one before stopped, so refills bring posts not yet seen.
    const cursors = createListingCursors();
    // Fresh pages name the running session, so the server knows its run was served listings.
    const freshPages = cursors.follow(
      listingPageFetcher(dispatch, 'fresh', () => (runIdRef ? runIdSoon(runIdRef) : null)),
    );
    // The first request is the one the setup page made while the visitor chose: it is read from the cache.
    const firstPages = cursors.follow(listingPageFetcher(dispatch, 'cached'));
    let disposed = false;
    let savedForNextTime = false;
    const prefetched = readPrefetched(star.id).filter((item) => !hidden(item));
    const first = own ? mixOwnMedia(own.items, prefetched) : prefetched;
    if (first.length > 0) store.update((s) => addItems(s, first, Date.now()));

    let inFlight: SupplyKind | null = null;
    const check = () => {
      const request = nextSupplyRequest(store.get(), Date.now());
      if (!request || disposed) return;
      inFlight = request.kind;
      store.update((s) => supplyRequested(s, request.kind, Date.now()));
      const fetchPage = request.kind === 'initial' ? firstPages : freshPages;
      fetchStarMedia(star, request.count, fetchPage, hidden).then(
        (fetched) => {
          if (disposed) return;
          // The blocklist may have grown while this request ran.
          const items = fetched.filter((item) => !hidden(item));
          inFlight = null;
          if (!savedForNextTime && items.length > 0) {
            savedForNextTime = true;
            storePrefetched(star.id, items);
          }
          store.update((s) => supplyArrived(s, request.kind, items, Date.now()));
        },
        () => {
          if (disposed) return;
          inFlight = null;
          store.update((s) => supplyFailed(s, request.kind, Date.now()));
        },
      );
    };
    const unsubscribe = store.subscribe(check);
    check();
    return () => {
      disposed = true;
      unsubscribe();
      // An abandoned request must not leave the plan waiting for it (a remount asks again).
      const abandoned = inFlight;
      if (abandoned !== null) store.update((s) => supplyFailed(s, abandoned, Date.now()));
    };
  }, [store, star, dispatch, known, own, runIdRef]);
}

/** The setup page's warmup is held until the session's first items and their media are in, then let go. */
function useHandedOverWarmup(starId: string): void {
  useEffect(() => {
    const warmup = takeHandedOverWarmup(starId);
    if (!warmup) return;
    const timer = setTimeout(warmup.release, WARMUP_HOLD_AFTER_START_MS);
    return () => {
      clearTimeout(timer);
      warmup.release();
    };
  }, [starId]);
}

/** Video-host items are resolved when they become a panel's current or next item, never earlier. */
function usePanelSources(state: EngineState, hides: HidesItem | null): SourceLookup {
  const wanted: string[] = [];
  for (const panel of state.panels) {
    for (const item of [panel.current?.item, panel.queue[0]]) if (item) wanted.push(item.srcUrl);
  }
  const sourceOf = useVideoSources(wanted, hides ?? undefined);
  // Decided when the session starts: a panel never switches files mid-play (media/lightVideo.ts).
  const [light] = useState(() => prefersLightVideo(currentViewingConditions()));
  return useCallback((item: MediaItem) => sourceToPlay(item, sourceOf(item.srcUrl), light), [sourceOf, light]);
}

/**
 * The running session over the pure engine: one store, one timer, the supply loop, video resolution. `hides` is the
 * person's blocklist (null while it loads).
 */
export function useSessionRuntime(
  star: Star,
  options: SessionEngineOptions,
  hides: HidesItem | null,
  own: OwnMediaSupply | null | 'loading' = null,
  runIdRef?: RunIdRef,
): SessionRuntime {
  const [store] = useState(() => {
    const engine = createSessionEngine<MediaItem>(options, Date.now());
    // Usually known at once after the setup page: the stored first items are dealt in the first render instead
    // of a render later (the supply loop's own first add finds them there already).
    const first = hides !== null && own === null ? readPrefetched(star.id).filter((item) => !hides(item)) : [];
    return createEngineStore<EngineState>(first.length > 0 ? addItems(engine, first, Date.now()) : engine);
  });
  const state = useSyncExternalStore(store.subscribe, store.get);
  useEngineClock(store);
  useHandedOverWarmup(star.id);
  useMediaSupply(store, star, own, hides, runIdRef);
  const sourceOf = usePanelSources(state, hides);

  const skipPanel = useCallback((index: number) => store.update((s) => skip(s, index, Date.now())), [store]);
  const toggleMutePanel = useCallback((index: number) => store.update((s) => toggleMute(s, index)), [store]);
  const forceMutePanel = useCallback(
    (index: number) => store.update((s) => (s.panels[index]?.muted === false ? toggleMute(s, index) : s)),
    [store],
  );
  const loaded = useCallback(
    (index: number, itemId: string, durationSec?: number) =>
      store.update((s) => itemLoaded(s, index, itemId, Date.now(), durationSec === undefined ? {} : { durationSec })),
    [store],
  );
  const failed = useCallback(
    (index: number, itemId: string) => store.update((s) => itemFailed(s, index, itemId, Date.now())),
    [store],
  );
  const endAd = useCallback(
    (index: number, adId: string) => store.update((s) => adEnded(s, index, adId, Date.now())),
    [store],
  );
  const heldItems = useCallback(() => heldItemsOf(store.get()), [store]);
  const dropRemoved = useCallback(
    (ids: readonly string[]) => {
      const removed = new Set(ids);
      store.update((s) => dropHiddenItems(s, (item) => removed.has(item.id), Date.now()));
    },
    [store],
  );
  const endSession = useCallback(() => store.update((s) => end(s, Date.now())), [store]);
  const pauseSession = useCallback(() => store.update((s) => pause(s, Date.now())), [store]);
  const resumeSession = useCallback(() => store.update((s) => resume(s, Date.now())), [store]);

  return {
    state,
    sourceOf,
    skipPanel,
    toggleMutePanel,
    forceMutePanel,
    loaded,
    failed,
    adEnded: endAd,
    endSession,
    pauseSession,
    resumeSession,
    heldItems,
    dropRemoved,
  };
}
