// The engine needs only these fields; the view may pass richer items (previewUrl, postUrl, ...)
// because every engine function is generic over the item type.
export interface EngineMediaItem {
  id: string;
  type: 'image' | 'gif' | 'video';
  srcUrl: string;
  durationSec?: number;
  source: string;
  adTagUrl?: string;
}

/** An in-panel ad slot created by the engine (source 'ad' marks it; docs/product-rules.md#sessions). */
export interface EngineAdItem {
  id: string;
  type: 'image';
  srcUrl: '';
  source: 'ad';
  adTagUrl?: string;
  /** Ads have no media duration; declared so `item.durationSec` reads on any shown item. */
  durationSec?: undefined;
}

export type ShownItem<T extends EngineMediaItem> = T | EngineAdItem;

export function isAdSlot(item: EngineMediaItem): item is EngineAdItem {
  return item.source === 'ad';
}
