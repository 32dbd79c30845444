import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { VAST_TAG_TIMEOUT_MS, vastConfig, type VastConfig } from '../../config/ads';
import { isUsingEmulators } from '../../lib/firebase/app';
import type { LoadedVastAd } from './vastLoader';

/** The build's VAST tag; the demo tag only when the Emulator Suite serves the app. Undefined while unknown. */
export function useVastConfig(): VastConfig | null | undefined {
  const [config, setConfig] = useState<VastConfig | null | undefined>(() => vastConfig(false) ?? undefined);
  useEffect(() => {
    if (config !== undefined) return;
    let live = true;
    isUsingEmulators().then(
      (usingEmulators) => live && setConfig(vastConfig(usingEmulators)),
      () => live && setConfig(null),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}

export type VastAdState = { kind: 'loading' } | { kind: 'ready'; ad: LoadedVastAd } | { kind: 'failed' };

function canPlay(mimeType: string): boolean {
  return document.createElement('video').canPlayType(mimeType) !== '';
}

/** Fetches the tag once for this slot, sized for the element `sizeRef` points at. */
export function useVastAd(config: VastConfig, sizeRef: RefObject<HTMLElement | null>, muted: boolean): VastAdState {
  const [state, setState] = useState<VastAdState>({ kind: 'loading' });
  const mutedNow = useEffectEvent(() => muted);
  useEffect(() => {
    const controller = new AbortController();
    const rect = sizeRef.current?.getBoundingClientRect();
    const scale = window.devicePixelRatio || 1;
    const panel = { width: Math.round((rect?.width ?? 0) * scale), height: Math.round((rect?.height ?? 0) * scale) };
    // The VAST client is loaded only when a free user reaches an ad slot, never in the session's first paint.
    import('./vastLoader')
      .then(({ loadVastAd }) =>
        loadVastAd({
          tagUrl: config.tagUrl,
          allowedOrigins: config.origins,
          panel,
          canPlay,
          timeoutMs: VAST_TAG_TIMEOUT_MS,
          muted: mutedNow(),
          signal: controller.signal,
        }),
      )
      .then(
        (ad) => !controller.signal.aborted && setState({ kind: 'ready', ad }),
        () => !controller.signal.aborted && setState({ kind: 'failed' }),
      );
    return () => controller.abort();
  }, [config, sizeRef]);
  return state;
}
