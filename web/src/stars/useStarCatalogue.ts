import { useMemo } from 'react';
import { findStarIn, freeStarsOf, premiumStarsOf, type Star } from '@shared/stars';
import { BUILT_CATALOGUE } from './starCatalogue';
import { useGetStarCatalogueQuery } from './starCatalogueApi';

export interface StarCatalogueView {
  /** The list's version (0: the build's). */
  version: number;
  stars: readonly Star[];
  free: readonly Star[];
  premium: readonly Star[];
  find: (id: string) => Star | undefined;
  /** The server's list is in (or could not be had): a star missing now is not on offer. */
  settled: boolean;
}

/** The stars on offer: the server's list once it answers, until then (or offline) the document's. */
export function useStarCatalogue(): StarCatalogueView {
  const { data, isSuccess, isError } = useGetStarCatalogueQuery(undefined);
  const catalogue = data ?? BUILT_CATALOGUE;
  return useMemo(
    () => ({
      version: catalogue.version,
      stars: catalogue.stars,
      free: freeStarsOf(catalogue.stars),
      premium: premiumStarsOf(catalogue.stars),
      find: (id: string) => findStarIn(catalogue.stars, id),
      settled: isSuccess || isError,
    }),
    [catalogue, isSuccess, isError],
  );
}

/** One star, and whether "not found" is final (false while the server's list may still bring it). */
export function useStar(id: string): { star: Star | undefined; settled: boolean } {
  const { find, settled } = useStarCatalogue();
  return { star: find(id), settled };
}
