// Phones get what they can show (issue 34): on a small screen or a connection the browser says is metered or slow, a
// session's videos play their lighter rendition (480p) when the source offers one — the library's own, the video
// host's SD. Decided once per session, so a panel never switches files mid-play when the phone turns.
import type { MediaItem } from '@shared/media/types';
import type { PlayableSrc } from './useVideoSources';

/** The widest viewport (CSS px, either side) still counted as a phone: a 480p panel fills it at 2x and more. */
export const LIGHT_VIDEO_MAX_VIEWPORT_PX = 600;

/** What the browser tells about the screen and the connection (Network Information API, where it exists). */
export interface ViewingConditions {
  viewportWidth: number;
  viewportHeight: number;
  saveData?: boolean;
  effectiveType?: string;
  connectionType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export function prefersLightVideo(conditions: ViewingConditions): boolean {
  if (conditions.saveData === true) return true;
  if (conditions.connectionType === 'cellular') return true;
  if (conditions.effectiveType !== undefined && SLOW_CONNECTIONS.has(conditions.effectiveType)) return true;
  return Math.min(conditions.viewportWidth, conditions.viewportHeight) <= LIGHT_VIDEO_MAX_VIEWPORT_PX;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

/** This browser's conditions now. */
export function currentViewingConditions(): ViewingConditions {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    ...(connection?.saveData !== undefined ? { saveData: connection.saveData } : {}),
    ...(connection?.effectiveType !== undefined ? { effectiveType: connection.effectiveType } : {}),
    ...(connection?.type !== undefined ? { connectionType: connection.type } : {}),
  };
}

/** The source a panel plays: the lighter rendition when one is wanted and the item or its resolution has one. */
export function sourceToPlay(
  item: Pick<MediaItem, 'type' | 'sdSrcUrl'>,
  source: PlayableSrc,
  light: boolean,
): PlayableSrc {
  if (!light || typeof source !== 'object' || item.type !== 'video') return source;
  const lighter = source.lightUrl ?? item.sdSrcUrl;
  return lighter ? { url: lighter } : source;
}
