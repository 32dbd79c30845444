// Builds the media pipeline for this deployment from its params, once per instance (params are
// only readable at request time, so construction is lazy).
import { logger } from 'firebase-functions';
import { APP_VERSION } from '../config/params.js';
import { runningInEmulator } from '../config/runtime.js';
import { db } from '../data/db.js';
import { firestoreCardSnapshots } from '../data/cardSnapshot.js';
import { createForumSource, FORUM_PUBLIC_ORIGIN } from './forumSource.js';
import { createLibrarySource } from './librarySource.js';
import { cardPreviewLink, linkStoredRendition } from './renditionLinks.js';
import { storedMediaItems } from '../data/storedMedia.js';
import { isServable, libraryItemsByIds, storedEntryId } from './libraryStore.js';
import { starCatalogue, type StarCatalogueSource } from '../stars/starCatalogue.js';
import { MEDIA_PROVIDERS, type ListingSource, type MediaProvider } from './listingSource.js';
import { createListingService, type ListingService } from './listingService.js';
import {
  credentialOrNull,
  DEMO_UPSTREAM_URL,
  FORUM_CLIENT_ID,
  FORUM_CLIENT_SECRET,
  FORUM_USER_AGENT,
  MEDIA_EXTRA_HOSTS,
  RENDITION_CDN_ORIGIN,
  MEDIA_PROVIDER,
  VIDEO_HOST_CLIENT_ID,
  VIDEO_HOST_CLIENT_SECRET,
} from '../config/mediaParams.js';
import { firestoreBlocklist, withBlocklist, type Blocklist } from './blocklist.js';
import { servedVideoRecorder } from './servedVideos.js';
import { createThumbnailService, type ThumbnailService } from './thumbnailService.js';
import { createImageSelector, normalizeHostEntry, type ImageSelector } from '../shared/media/imageSelection.js';
import { createVideoHostClient, VIDEO_HOST_API_ORIGIN, type VideoHostClient } from './videoHost.js';

export interface MediaServices {
  listing: ListingService;
  thumbnails: ThumbnailService;
  videoHost: VideoHostClient;
  /** The takedown blocklist `listing` (and so `thumbnails`) applies; resolve and stream check it too. */
  blocklist: Blocklist;
  /** The images the app accepts (as the web's selector does), for the listing's report signatures. */
  selector: ImageSelector;
}

export interface MediaConfig {
  provider: MediaProvider;
  demoUpstreamUrl: string;
  forumClientId: string | null;
  forumClientSecret: string | null;
  userAgent: string;
  videoHostClientId: string | null;
  videoHostClientSecret: string | null;
  /** Image hosts accepted for card thumbnails besides the forum's own. */
  extraHosts: string[];
  /** Where stored renditions are served from (the Storage emulator, or the CDN); null when nowhere. */
  renditionHost: string | null;
}

/** The forum's required format: `<platform>:<app id>:<version> (by /u/<user>)`. */
function defaultUserAgent(version: string = APP_VERSION): string {
  return `web:starsession:${version} (by /u/starsession_app)`;
}

function parseProvider(value: string): MediaProvider {
  const provider = MEDIA_PROVIDERS.find((p) => p === value.trim().toLowerCase());
  if (!provider) throw new Error(`MEDIA_PROVIDER must be one of ${MEDIA_PROVIDERS.join(', ')}; got "${value}".`);
  return provider;
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** The emulators' Storage serves renditions itself; a deployment's CDN does in production. */
function renditionHostFromParams(): string | null {
  if (runningInEmulator()) return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? null;
  const origin = RENDITION_CDN_ORIGIN.value().trim();
  return origin === '' ? null : normalizeHostEntry(origin);
}

function mediaConfigFromParams(): MediaConfig {
  return {
    provider: parseProvider(MEDIA_PROVIDER.value()),
    demoUpstreamUrl: DEMO_UPSTREAM_URL.value().replace(/\/+$/, ''),
    forumClientId: credentialOrNull(FORUM_CLIENT_ID.value()),
    forumClientSecret: credentialOrNull(FORUM_CLIENT_SECRET.value()),
    userAgent: credentialOrNull(FORUM_USER_AGENT.value()) ?? defaultUserAgent(),
    videoHostClientId: credentialOrNull(VIDEO_HOST_CLIENT_ID.value()),
    videoHostClientSecret: credentialOrNull(VIDEO_HOST_CLIENT_SECRET.value()),
    extraHosts: commaList(MEDIA_EXTRA_HOSTS.value()),
    renditionHost: renditionHostFromParams(),
  };
}

const librarySource = () => createLibrarySource(db, linkStoredRendition);

/** The provider's source, with the collections stars take from the operator's own library routed there. */
function listingSourceFor(config: MediaConfig, catalogue: StarCatalogueSource): ListingSource {
  const provider = providerSource(config);
  if (config.provider === 'library') return provider;
  const library = librarySource();
  return {
    provider: provider.provider,
    fetchPage: async (params) => {
      const current = await catalogue.current().catch(() => null);
      if (!current) return 'not-ok';
      return (current.libraryCommunities.has(params.sub.toLowerCase()) ? library : provider).fetchPage(params);
    },
  };
}

/**
 * Card-still links of stars' avatars a reviewer approved (in the avatars' collection or any other the same file is
 * in): an avatar waiting for review, rejected, blocked or removed has none, so the star shows no picture rather than
 * an unreviewed one.
 */
async function avatarCardLinks(itemIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const items = await storedMediaItems(itemIds);
  const entryIdsOf = (itemId: string, communities: readonly string[]) =>
    communities.map((community) => storedEntryId(community, itemId));
  const entries = await libraryItemsByIds(
    db(),
    [...items].flatMap(([itemId, item]) => entryIdsOf(itemId, item.communities)),
  );
  return new Map(
    [...items].flatMap(([itemId, item]) => {
      const approved = entryIdsOf(itemId, item.communities).some((id) => {
        const entry = entries.get(id);
        return entry !== undefined && isServable(entry);
      });
      const link = approved && !item.blocked ? cardPreviewLink(itemId, item) : null;
      return link ? [[itemId, link] as const] : [];
    }),
  );
}

function providerSource(config: MediaConfig): ListingSource {
  switch (config.provider) {
    case 'demo':
      // The demo source imitates the forum, so it gets the same client, without credentials.
      return createForumSource({ provider: 'demo', publicOrigin: config.demoUpstreamUrl, userAgent: config.userAgent });
    case 'forum':
      return createForumSource({
        publicOrigin: FORUM_PUBLIC_ORIGIN,
        userAgent: config.userAgent,
        ...(config.forumClientId && config.forumClientSecret
          ? { clientId: config.forumClientId, clientSecret: config.forumClientSecret }
          : {}),
      });
    case 'library':
      return librarySource();
  }
}

/** Library mode's video host: nothing resolves, and the public host is never called. */
const NO_VIDEO_HOST: VideoHostClient = {
  relaying: false,
  resolve: () => Promise.resolve('not-found'),
  forget: () => undefined,
};

export function createMediaServices(
  config: MediaConfig,
  blocklist: Blocklist = firestoreBlocklist(db),
  catalogue: StarCatalogueSource = starCatalogue,
): MediaServices {
  const relay =
    config.provider !== 'demo' && config.videoHostClientId && config.videoHostClientSecret
      ? { clientId: config.videoHostClientId, clientSecret: config.videoHostClientSecret }
      : {};
  // The library serves the operator's own files: no video-host ids to record, and no host to call.
  const library = config.provider === 'library';
  const listing = withBlocklist(
    createListingService({
      source: listingSourceFor(config, catalogue),
      ...(library ? {} : { onLoaded: servedVideoRecorder(db) }),
    }),
    blocklist,
  );
  // The demo source serves its own media (and previews) from its origin.
  const extraHosts = [
    ...config.extraHosts,
    ...(config.provider === 'demo' ? [config.demoUpstreamUrl] : []),
    ...(config.renditionHost ? [config.renditionHost] : []),
  ];
  return {
    listing,
    thumbnails: createThumbnailService({
      listing,
      extraHosts,
      version: async () => (await blocklist.current()).version,
      catalogue: () => catalogue.current(),
      avatarLinks: avatarCardLinks,
      snapshots: firestoreCardSnapshots(db),
      onSnapshotError: (error) => {
        logger.warn('the card images snapshot was not read or stored', { error: String(error) });
      },
    }),
    blocklist,
    selector: createImageSelector({ extraHosts }),
    videoHost: library
      ? NO_VIDEO_HOST
      : createVideoHostClient({
          apiOrigin: config.provider === 'demo' ? config.demoUpstreamUrl : VIDEO_HOST_API_ORIGIN,
          userAgent: config.userAgent,
          ...relay,
        }),
  };
}

let services: MediaServices | null = null;

/** This instance's media services, built from the deployment's params on first use. */
export function mediaServices(): MediaServices {
  services ??= createMediaServices(mediaConfigFromParams());
  return services;
}
