// The browser side of a session warmup (sessionWarmup.ts): listing pages and video resolutions held in the
// RTK Query cache the session reads, images fetched and decoded by detached elements until released.
import type { AppDispatch } from '../store/hooks';
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

export function browserWarmupDeps(dispatch: AppDispatch): WarmupDeps {
  const pages = heldListingPageFetcher(dispatch);
  return {
    fetchPage: pages.fetchPage,
    releasePages: pages.release,
    warmImage,
    warmVideo: (srcUrl) => {
      const id = videoHostIdOf(srcUrl);
      if (id === null) return null;
      // Held in the cache; the session's panel takes a resolution this fresh instead of asking again.
      const query = dispatch(mediaApi.endpoints.resolveVideo.initiate(id));
      return () => query.unsubscribe();
    },
  };
}
