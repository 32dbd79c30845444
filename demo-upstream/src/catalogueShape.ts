// What the demo catalogue is made of: the fixed mix of post kinds, sizes, the forum post shape, and
// the URLs the demo source serves its media under.
import type { VideoClip } from './videoClips.js';

export const POSTS_PER_COMMUNITY = 150;
/** The catalogue's "now": post ages are relative to it, so `t` windows never drift with the clock. */
export const CATALOGUE_NOW_UTC = Date.UTC(2026, 5, 1) / 1000;

export const IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [720, 1280],
  [1080, 1350],
  [1280, 720],
  [800, 800],
  [600, 900],
];
export const GIF_SIZES: readonly (readonly [number, number])[] = [
  [480, 480],
  [480, 270],
  [360, 480],
];
export const PREVIEW_WIDTHS = [108, 216, 320, 640, 960, 1080];

export type PostKind =
  'image' | 'gif' | 'gallery' | 'crosspost' | 'imageHostAlbum' | 'imageHostPage' | 'videoHost' | 'deadImage' | 'self';

/** How many posts of each kind every community has (sums to POSTS_PER_COMMUNITY). */
export const KIND_COUNTS: Readonly<Record<PostKind, number>> = {
  image: 72,
  gif: 12,
  gallery: 18,
  crosspost: 9,
  imageHostAlbum: 5,
  imageHostPage: 4,
  videoHost: 18,
  deadImage: 5,
  self: 7,
};

/** Gallery variants, cycled: mostly clean, some whose first entry failed, has only previews, or is animated. */
export const GALLERY_VARIANTS = ['valid', 'valid', 'valid', 'firstFailed', 'previewsOnly', 'animatedFirst'] as const;
export type GalleryVariant = (typeof GALLERY_VARIANTS)[number];

/** Where a crossposted parent lives: a community outside the catalogue, as on the real forum. */
export const CROSSPOST_SOURCE_COMMUNITY = 'DemoSharedFinds';

/** The forum post JSON (`data` of a `t3` child), raw (unescaped) form. */
export type ForumPostData = Record<string, unknown> & {
  id: string;
  name: string;
  title: string;
  score: number;
  created_utc: number;
  url: string;
  domain: string;
  permalink: string;
};

export interface DemoPost {
  kind: PostKind;
  variant: string | null;
  data: ForumPostData;
}

export interface Community {
  name: string;
  posts: readonly DemoPost[];
}

export interface VideoHostGif {
  id: string;
  clip: VideoClip;
  createDate: number;
  userName: string;
}

export interface DemoCatalogue {
  origin: string;
  /** Keyed by lowercase community name. */
  communities: ReadonlyMap<string, Community>;
  gifs: ReadonlyMap<string, VideoHostGif>;
  /** Image seeds whose every URL answers 404 (the "dead link" posts). */
  deadImageSeeds: ReadonlySet<string>;
}

export function imageUrl(origin: string, seed: string, width: number, height: number): string {
  return `${origin}/media/img/${seed}-${width}x${height}.png`;
}

export function gifUrl(origin: string, seed: string, width: number, height: number): string {
  return `${origin}/media/gif/${seed}-${width}x${height}.gif`;
}

/** One URL per gif (as on the real host), though many gifs share a clip: clients dedupe by URL. */
export function videoUrl(origin: string, gifId: string, rendition: 'hd' | 'sd'): string {
  return `${origin}/media/video/${gifId}-${rendition}.webm`;
}
