// The browser side of a session warmup (sessionWarmup.ts): listing pages and video resolutions held in the
// RTK Query cache the session reads, images fetched and decoded by detached elements until released.
import type { MediaItem } from '@shared/media/types';
import type { AppDispatch } from '../store/hooks';
import { currentViewingConditions, prefersLightVideo, sourceToPlay } from './lightVideo';
import { mediaApi } from './mediaApi';
import { heldListingPageFetcher } from './mediaSupply';
import type { WarmupDeps } from './sessionWarmup';
import { videoHostIdOf } from './videoHostFavorite';

function warmImage(url: string): () => void {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  // Decoded ahead, so the panel's element with the same URL paints in its first frame.
  image.decode().catch(() => undefined);
  return () => image.removeAttribute('src');
}

/**
 * A direct video file: its poster and its start (metadata and first frames), the file the session will play on this
 * screen, so the panel's hidden next video finds them in the cache instead of fetching them after Start.
 */
function warmVideoFile(item: Pick<MediaItem, 'srcUrl' | 'sdSrcUrl' | 'previewUrl'>): () => void {
  const releasePoster = item.previewUrl ? warmImage(item.previewUrl) : () => undefined;
  const played = sourceToPlay(
    { type: 'video', sdSrcUrl: item.sdSrcUrl },
    { url: item.srcUrl },
    prefersLightVideo(currentViewingConditions()),
  );
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'metadata';
  video.src = typeof played === 'object' ? played.url : item.srcUrl;
  return () => {
    releasePoster();
    video.removeAttribute('src');
    video.load();
  };
}

export function browserWarmupDeps(dispatch: AppDispatch): WarmupDeps {
  const pages = heldListingPageFetcher(dispatch);
  return {
    fetchPage: pages.fetchPage,
    releasePages: pages.release,
    warmImage,
    warmVideo: (item) => {
      const id = videoHostIdOf(item.srcUrl);
      if (id === null) return warmVideoFile(item);
      // Held in the cache; the session's panel takes a resolution this fresh instead of asking again.
      const query = dispatch(mediaApi.endpoints.resolveVideo.initiate(id));
      return () => query.unsubscribe();
    },
  };
}
