import { useCallback, useEffect, useState } from 'react';
import type { Star } from '@shared/stars';
import { useCardFilter } from './cardFilterContext';
import { useGetStarThumbnailsQuery } from './dashboardApi';
import { useStarCatalogue } from '../../stars/useStarCatalogue';
import type { StarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { cardSrcSet } from './cardImageSizes';
import { dropCachedThumbnail, readCachedThumbnail, writeCachedThumbnail } from './thumbnailCache';

export type ThumbnailState =
  | { kind: 'loading' }
  /** `srcSet` when the source gave the image's sizes (the card then takes the one its width needs). */
  | { kind: 'image'; url: string; srcSet?: string; onError: () => void }
  | { kind: 'avatar'; url: string }
  | { kind: 'none' };

/**
 * A card image (docs/product-rules.md#media-and-thumbnails): a cached image under 4 h old, else the
 * star's entry of the one thumbnails
 * request (shared by every card that needs it), which is then cached, its renditions (the srcset) with it; a
 * broken image is dropped.
 * With a blocklist in force (docs/product-rules.md#blocklist) the card waits for it and takes the answer's
 * URL with its post's labels (the cache holds no labels); an image the blocklist hides is never shown.
 */
export function useStarThumbnail(star: Star): ThumbnailState {
  const filter = useCardFilter();
  const filtering = filter !== 'off';
  const [cached] = useState(() => readCachedThumbnail(star.id));
  const [broken, setBroken] = useState(false);
  const selectFromResult = (result: { data?: StarThumbnailsResponse; isLoading: boolean }) => ({
    named: result.data ? Object.hasOwn(result.data.thumbnails, star.id) : undefined,
    data: result.data?.thumbnails[star.id] ?? null,
    renditions: result.data?.renditions[star.id],
    labels: result.data?.labels[star.id],
    isLoading: result.isLoading,
  });
  const first = useGetStarThumbnailsQuery(undefined, { skip: cached !== null && !filtering, selectFromResult });
  // A star of the server's list that the answer does not name is newer than the answer: ask again, for the list's
  // own version.
  const { version, settled } = useStarCatalogue();
  const fresh = useGetStarThumbnailsQuery(version, { skip: first.named !== false || !settled, selectFromResult });
  const { data, renditions, labels, isLoading } = first.named === false ? fresh : first;

  useEffect(() => {
    if (cached === null && data) writeCachedThumbnail(star.id, data, renditions);
  }, [cached, data, renditions, star.id]);

  const onError = useCallback(() => {
    dropCachedThumbnail(star.id);
    setBroken(true);
  }, [star.id]);

  if (filter === 'pending') return { kind: 'loading' };
  if (typeof filter === 'function') {
    if (isLoading) return { kind: 'loading' };
    // A hidden card shows nothing of its star's media, the avatar included: the neutral monogram.
    if (filter(labels)) return { kind: 'none' };
  }
  const answered = data ? { url: data, renditions: renditions ?? null } : null;
  const image = filtering ? answered : (cached ?? answered);
  if (image && !broken) {
    const srcSet = image.renditions ? cardSrcSet(image.renditions) : '';
    return srcSet ? { kind: 'image', url: image.url, srcSet, onError } : { kind: 'image', url: image.url, onError };
  }
  if (isLoading) return { kind: 'loading' };
  if (star.avatarUrl && !broken) return { kind: 'avatar', url: star.avatarUrl };
  return { kind: 'none' };
}
