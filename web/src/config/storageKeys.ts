// Browser-storage keys shared by more than one feature (setup, favourites, session), in one place.

/** localStorage: the setup page's saved choices for one star (SPEC §3). */
export function savedConfigKey(starId: string): string {
  return `starsession.config.${starId}`;
}

/** sessionStorage: a JSON MediaItem[] the session screen starts from before its own fetches (SPEC §3). */
export function sessionPrefetchKey(starId: string): string {
  return `starsession.prefetch.${starId}`;
}

/** sessionStorage: when the page last reloaded itself to fetch a new deploy's chunks (stale-chunk recovery). */
export const staleChunkReloadKey = 'starsession.staleChunkReloadAt';
