import type { EngineMediaItem } from './engineTypes';
import { VIDEO_END_PADDING_SEC } from '@shared/constants';

export interface TimingSettings {
  intervalMs: number;
  ignoreVideoDuration: boolean;
}

export interface ItemTiming {
  /** How long the item stays once it is visible. */
  plannedMs: number;
  /** The view should loop the clip (it is shorter than the interval, or its length is unknown). */
  loops: boolean;
  /** Time one full play needs; null when the item may be cut anywhere (images, interval-timed clips). */
  mustFitMs: number | null;
}

export function validDurationSec(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The timing rule (product-rules) plus the short-clip rule: images use the interval; videos last duration + 0.5 s
 * (the interval when Ignore Video Duration is on); gifs their duration, or the interval when
 * unknown. A clip whose natural length is below the interval loops until the interval has passed.
 */
export function itemTiming(item: Pick<EngineMediaItem, 'type' | 'durationSec'>, settings: TimingSettings): ItemTiming {
  const { intervalMs } = settings;
  if (item.type === 'image') return { plannedMs: intervalMs, loops: false, mustFitMs: null };
  const durationSec = validDurationSec(item.durationSec);
  if (durationSec === null || (item.type === 'video' && settings.ignoreVideoDuration)) {
    return { plannedMs: intervalMs, loops: true, mustFitMs: null };
  }
  const clipMs = Math.round(durationSec * 1000);
  const naturalMs = item.type === 'video' ? clipMs + VIDEO_END_PADDING_SEC * 1000 : clipMs;
  if (naturalMs < intervalMs) return { plannedMs: intervalMs, loops: true, mustFitMs: clipMs };
  return { plannedMs: naturalMs, loops: false, mustFitMs: clipMs };
}

/** A clip is not started when one full play cannot finish before the session ends. */
export function fitsTimeLeft(
  item: Pick<EngineMediaItem, 'type' | 'durationSec'>,
  settings: TimingSettings,
  remainingMs: number,
): boolean {
  const { mustFitMs } = itemTiming(item, settings);
  return mustFitMs === null || mustFitMs <= remainingMs;
}
