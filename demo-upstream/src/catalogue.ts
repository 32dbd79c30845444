// The demo forum's posts and the demo video host's gifs: built deterministically from the persona
// catalogue, so every run (and every machine) serves the same listings.
import { STARS } from '../../functions/src/shared/stars.js';
import { artFor, artTitle } from './art.js';
import { demoMediaDomain } from './config.js';
import { SeededRandom } from './prng.js';
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
const PREVIEW_WIDTHS = [108, 216, 320, 640, 960, 1080];

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

// Word lists for video-host ids (the host's ids are words run together, lowercase letters only).
const ID_WORDS_A = [
  'amber',
  'azure',
  'bright',
  'calm',
  'clever',
  'coral',
  'crisp',
  'dapper',
  'eager',
  'fancy',
  'gentle',
  'glossy',
  'golden',
  'grand',
  'happy',
  'hazy',
  'icy',
  'jolly',
  'keen',
  'lively',
  'lucky',
  'mellow',
  'misty',
  'neat',
  'noble',
  'olive',
  'pale',
  'plush',
  'proud',
  'quick',
  'quiet',
  'rapid',
  'rosy',
  'royal',
  'rustic',
  'sandy',
  'shiny',
  'silent',
  'silver',
  'sleek',
  'smooth',
  'snowy',
  'soft',
  'spry',
  'stark',
  'steady',
  'sunny',
  'swift',
  'tame',
  'tidy',
  'tiny',
  'vast',
  'velvet',
  'vivid',
  'warm',
  'wavy',
  'wild',
  'windy',
  'wise',
  'witty',
  'young',
  'zany',
  'zesty',
  'bold',
];
const ID_WORDS_B = [
  'ashen',
  'bluish',
  'brassy',
  'cobalt',
  'copper',
  'crimson',
  'cyan',
  'dusky',
  'ebony',
  'emerald',
  'fawn',
  'flaxen',
  'forest',
  'frosty',
  'ginger',
  'glassy',
  'granite',
  'hazel',
  'honey',
  'indigo',
  'ivory',
  'jade',
  'khaki',
  'lemon',
  'lilac',
  'lime',
  'linen',
  'magenta',
  'maroon',
  'mauve',
  'mint',
  'mossy',
  'navy',
  'ochre',
  'onyx',
  'orchid',
  'peach',
  'pearl',
  'pewter',
  'plum',
  'rusty',
  'saffron',
  'sage',
  'scarlet',
  'sepia',
  'sienna',
  'slate',
  'smoky',
  'stone',
  'tan',
  'tawny',
  'teal',
  'topaz',
  'umber',
  'violet',
  'walnut',
  'wheat',
  'white',
  'wine',
  'yellow',
  'zinc',
  'auburn',
  'beige',
  'blush',
];
const ID_WORDS_C = [
  'albatross',
  'antelope',
  'badger',
  'beacon',
  'bison',
  'breeze',
  'canyon',
  'cheetah',
  'comet',
  'condor',
  'coyote',
  'crane',
  'delta',
  'dolphin',
  'dune',
  'eagle',
  'ember',
  'falcon',
  'ferret',
  'fjord',
  'gazelle',
  'glacier',
  'harbor',
  'heron',
  'ibis',
  'island',
  'jackal',
  'jaguar',
  'kestrel',
  'koala',
  'lagoon',
  'lantern',
  'lynx',
  'meadow',
  'meteor',
  'moose',
  'nebula',
  'ocelot',
  'orca',
  'osprey',
  'otter',
  'panda',
  'pelican',
  'pebble',
  'quail',
  'quasar',
  'raven',
  'reef',
  'sparrow',
  'summit',
  'swan',
  'tapir',
  'tundra',
  'turtle',
  'valley',
  'walrus',
  'willow',
  'wombat',
  'yak',
  'zebra',
  'bobcat',
  'gecko',
  'marten',
  'plover',
];

/** A bijection on [0, 64^3): distinct posts always get distinct video-host ids. */
function videoHostIdFor(globalIndex: number): string {
  const space = 64 ** 3;
  const mixed = (globalIndex * 40503 + 91381) % space;
  const a = ID_WORDS_A[mixed % 64];
  const b = ID_WORDS_B[Math.floor(mixed / 64) % 64];
  const c = ID_WORDS_C[Math.floor(mixed / 4096) % 64];
  return `${a}${b}${c}`;
}

/** A bijection on 32-bit integers, printed as a 7-character base-36 id like the forum's. */
function postIdFor(globalIndex: number): string {
  const mixed = Math.imul(globalIndex ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  return (mixed + 36 ** 6).toString(36);
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50);
}

// Cumulative post counts per age band: hour, day, week, month, year, older.
const AGE_BANDS: readonly { upTo: number; maxAgeSec: number }[] = [
  { upTo: 4, maxAgeSec: 3600 },
  { upTo: 14, maxAgeSec: 86_400 },
  { upTo: 45, maxAgeSec: 604_800 },
  { upTo: 95, maxAgeSec: 2_592_000 },
  { upTo: 135, maxAgeSec: 31_536_000 },
  { upTo: POSTS_PER_COMMUNITY, maxAgeSec: 3 * 31_536_000 },
];

function ageForRank(rank: number, rng: SeededRandom): number {
  let minAge = 60;
  for (const band of AGE_BANDS) {
    if (rank < band.upTo) return Math.floor(minAge + rng.next() * (band.maxAgeSec - minAge - 60));
    minAge = band.maxAgeSec;
  }
  throw new Error(`rank ${rank} is beyond the catalogue`);
}

interface Preview {
  images: {
    source: { url: string; width: number; height: number };
    resolutions: { url: string; width: number; height: number }[];
    variants: Record<string, unknown>;
    id: string;
  }[];
  enabled: boolean;
}

class CommunityBuilder {
  private readonly rng: SeededRandom;
  private readonly domain: string;

  constructor(
    private readonly origin: string,
    private readonly name: string,
    private readonly communityIndex: number,
    private readonly clips: readonly VideoClip[],
    private readonly gifs: Map<string, VideoHostGif>,
    private readonly deadSeeds: Set<string>,
  ) {
    this.rng = new SeededRandom(`community:${name.toLowerCase()}`);
    this.domain = demoMediaDomain(origin);
  }

  private signature(seed: string, width: number): string {
    return new SeededRandom(`sig:${seed}:${width}`).alnum(40);
  }

  /**
   * Preview URLs carry a query string, so the legacy `&amp;` escaping is visible in them. Scaled
   * renditions are JPEG, as the forum's preview host serves them (`format=pjpg`); the source stays PNG.
   */
  private previewUrl(seed: string, width: number, height: number, isSource: boolean): string {
    if (isSource) return `${imageUrl(this.origin, seed, width, height)}?format=png&s=${this.signature(seed, width)}`;
    const query = `width=${width}&crop=smart&format=pjpg&s=${this.signature(seed, width)}`;
    return `${this.origin}/media/img/${seed}-${width}x${height}.jpg?${query}`;
  }

  private previewSizes(width: number, height: number): { x: number; y: number }[] {
    return PREVIEW_WIDTHS.filter((w) => w < width).map((w) => ({ x: w, y: Math.round((height * w) / width) }));
  }

  private preview(seed: string, width: number, height: number, variants: Record<string, unknown> = {}): Preview {
    return {
      images: [
        {
          source: { url: this.previewUrl(seed, width, height, true), width, height },
          resolutions: this.previewSizes(width, height).map(({ x, y }) => ({
            url: this.previewUrl(seed, x, y, false),
            width: x,
            height: y,
          })),
          variants,
          id: new SeededRandom(`pid:${seed}`).alnum(43),
        },
      ],
      enabled: true,
    };
  }

  private base(id: string, title: string, createdUtc: number, subreddit: string): ForumPostData {
    const score = Math.floor(3 + 4200 * this.rng.next() ** 3);
    const permalink = `/r/${subreddit}/comments/${id}/${slugify(title)}/`;
    return {
      id,
      name: `t3_${id}`,
      title,
      subreddit,
      subreddit_name_prefixed: `r/${subreddit}`,
      subreddit_id: `t5_${new SeededRandom(`sub:${subreddit.toLowerCase()}`).alnum(6)}`,
      author: `${this.rng.pick(ID_WORDS_A)}_${this.rng.pick(ID_WORDS_C)}${this.rng.int(1, 99)}`,
      created: createdUtc,
      created_utc: createdUtc,
      score,
      ups: score,
      downs: 0,
      upvote_ratio: Math.round((0.82 + this.rng.next() * 0.17) * 100) / 100,
      num_comments: this.rng.int(0, 60),
      permalink,
      url: '',
      url_overridden_by_dest: null,
      domain: '',
      selftext: '',
      is_self: false,
      is_video: false,
      over_18: true,
      spoiler: false,
      stickied: false,
      locked: false,
      thumbnail: 'nsfw',
      media: null,
      secure_media: null,
      media_embed: {},
      secure_media_embed: {},
      link_flair_text: null,
    };
  }

  private imageFields(seed: string): Record<string, unknown> {
    const [w, h] = new SeededRandom(`size:${seed}`).pick(IMAGE_SIZES);
    const url = imageUrl(this.origin, seed, w, h);
    return {
      url,
      url_overridden_by_dest: url,
      domain: this.domain,
      post_hint: 'image',
      preview: this.preview(seed, w, h),
    };
  }

  private galleryItem(
    mediaId: string,
    entry: 'valid' | 'failed' | 'previewsOnly' | 'animated',
  ): Record<string, unknown> {
    if (entry === 'failed') return { status: 'failed' };
    const [w, h] = new SeededRandom(`size:${mediaId}`).pick(IMAGE_SIZES);
    const previews = this.previewSizes(w, h).map(({ x, y }) => ({ y, x, u: this.previewUrl(mediaId, x, y, false) }));
    if (entry === 'previewsOnly') return { status: 'valid', e: 'Image', m: 'image/png', p: previews, id: mediaId };
    if (entry === 'animated') {
      const [gw, gh] = new SeededRandom(`gifsize:${mediaId}`).pick(GIF_SIZES);
      const gifPreviews = this.previewSizes(gw, gh).map(({ x, y }) => ({
        y,
        x,
        u: this.previewUrl(mediaId, x, y, false),
      }));
      return {
        status: 'valid',
        e: 'AnimatedImage',
        m: 'image/gif',
        p: gifPreviews,
        s: { y: gh, x: gw, gif: gifUrl(this.origin, mediaId, gw, gh) },
        id: mediaId,
      };
    }
    return {
      status: 'valid',
      e: 'Image',
      m: 'image/png',
      p: previews,
      s: { y: h, x: w, u: this.previewUrl(mediaId, w, h, true) },
      id: mediaId,
    };
  }

  private galleryFields(id: string, variant: GalleryVariant): Record<string, unknown> {
    const rng = new SeededRandom(`gallery:${id}`);
    const count = rng.int(2, 5);
    const mediaIds = Array.from({ length: count }, () => rng.alnum(13));
    const items = mediaIds.map((mediaId, i) => ({ media_id: mediaId, id: 400_000_000 + rng.int(0, 99_999_999) + i }));
    const mediaMetadata: Record<string, unknown> = {};
    mediaIds.forEach((mediaId, i) => {
      const first = i === 0;
      const entry =
        first && variant === 'firstFailed'
          ? 'failed'
          : first && variant === 'previewsOnly'
            ? 'previewsOnly'
            : first && variant === 'animatedFirst'
              ? 'animated'
              : 'valid';
      mediaMetadata[mediaId] = this.galleryItem(mediaId, entry);
    });
    const url = `https://www.reddit.com/gallery/${id}`;
    return {
      url,
      url_overridden_by_dest: url,
      domain: 'reddit.com',
      is_gallery: true,
      gallery_data: { items },
      media_metadata: mediaMetadata,
    };
  }

  private post(kind: PostKind, occurrence: number, globalIndex: number, createdUtc: number): DemoPost {
    const id = postIdFor(globalIndex);
    const number = occurrence + 1;
    switch (kind) {
      case 'image':
      case 'deadImage': {
        if (kind === 'deadImage') this.deadSeeds.add(id);
        const data = { ...this.base(id, artTitle(id, number), createdUtc, this.name), ...this.imageFields(id) };
        return { kind, variant: null, data };
      }
      case 'gif': {
        const [w, h] = new SeededRandom(`gifsize:${id}`).pick(GIF_SIZES);
        const url = gifUrl(this.origin, id, w, h);
        const gifVariant = {
          gif: { source: { url: `${url}?s=${this.signature(id, w)}`, width: w, height: h }, resolutions: [] },
        };
        const data = {
          ...this.base(id, `${artFor(id).paletteName} loop #${number}`, createdUtc, this.name),
          url,
          url_overridden_by_dest: url,
          domain: this.domain,
          post_hint: 'image',
          preview: this.preview(id, w, h, gifVariant),
        };
        return { kind, variant: null, data };
      }
      case 'gallery': {
        const variant = GALLERY_VARIANTS[occurrence % GALLERY_VARIANTS.length] ?? 'valid';
        const title = `${artFor(id).paletteName} set of ${artFor(`${id}:2`).style} #${number}`;
        const data = { ...this.base(id, title, createdUtc, this.name), ...this.galleryFields(id, variant) };
        return { kind, variant, data };
      }
      case 'crosspost': {
        const parentId = postIdFor(globalIndex + 500);
        const parentIsGallery = occurrence % 2 === 1;
        const parentTitle = parentIsGallery
          ? `${artFor(parentId).paletteName} collection #${number}`
          : artTitle(parentId, number);
        const parentCreated = createdUtc - this.rng.int(3600, 86_400 * 5);
        const parent = {
          ...this.base(parentId, parentTitle, parentCreated, CROSSPOST_SOURCE_COMMUNITY),
          ...(parentIsGallery ? this.galleryFields(parentId, 'valid') : this.imageFields(parentId)),
        };
        const child = this.base(id, parentTitle, createdUtc, this.name);
        const url = parentIsGallery ? `https://www.reddit.com/gallery/${parentId}` : parent.url;
        const data = {
          ...child,
          url,
          url_overridden_by_dest: url,
          domain: parentIsGallery ? 'reddit.com' : this.domain,
          crosspost_parent: parent.name,
          crosspost_parent_list: [parent],
        };
        return { kind, variant: parentIsGallery ? 'galleryParent' : 'imageParent', data };
      }
      case 'imageHostAlbum':
      case 'imageHostPage': {
        const rng = new SeededRandom(`imagehost:${id}`);
        const code = rng.alnum(7).replace(/[a-z]/g, (c) => (rng.chance(0.5) ? c.toUpperCase() : c));
        const variant = kind === 'imageHostPage' ? 'noExtension' : occurrence % 2 === 0 ? 'album' : 'gallery';
        const url =
          variant === 'noExtension'
            ? `https://imgur.com/${code}`
            : variant === 'album'
              ? `https://imgur.com/a/${code}`
              : `https://imgur.com/gallery/${code}`;
        const [w, h] = new SeededRandom(`size:${id}`).pick(IMAGE_SIZES);
        const data = {
          ...this.base(id, artTitle(id, number), createdUtc, this.name),
          url,
          url_overridden_by_dest: url,
          domain: 'imgur.com',
          post_hint: 'link',
          // The real forum attaches previews to link posts too: a naive client would pick them up.
          preview: this.preview(id, w, h),
        };
        return { kind, variant, data };
      }
      case 'videoHost': {
        const gifId = videoHostIdFor(globalIndex);
        const clip = this.clips[globalIndex % this.clips.length];
        if (!clip) throw new Error('no video clips loaded');
        this.gifs.set(gifId, {
          id: gifId,
          clip,
          createDate: createdUtc - this.rng.int(60, 3600),
          userName: `${this.rng.pick(ID_WORDS_B)}${this.rng.pick(ID_WORDS_C)}`,
        });
        const { width: w, height: h } = clip.hd;
        const poster = imageUrl(this.origin, gifId, w, h);
        const iframe = `<iframe src="https://www.redgifs.com/ifr/${gifId}" frameborder="0" scrolling="no" width="${w}" height="${h}" allowfullscreen></iframe>`;
        const oembed = {
          provider_url: 'https://www.redgifs.com/',
          version: '1.0',
          title: 'RedGIFs video',
          type: 'video',
          thumbnail_width: w,
          thumbnail_height: h,
          thumbnail_url: poster,
          width: w,
          height: h,
          html: iframe,
          provider_name: 'RedGIFs',
        };
        const url = `https://www.redgifs.com/watch/${gifId}`;
        const data = {
          ...this.base(id, `${artFor(gifId).paletteName} motion #${number}`, createdUtc, this.name),
          url,
          url_overridden_by_dest: url,
          domain: 'redgifs.com',
          post_hint: 'rich:video',
          preview: this.preview(gifId, w, h),
          media: { type: 'redgifs.com', oembed },
          secure_media: { type: 'redgifs.com', oembed },
          media_embed: { content: iframe, width: w, height: h, scrolling: false },
          secure_media_embed: { content: iframe, width: w, height: h, scrolling: false },
        };
        return { kind, variant: null, data };
      }
      case 'self': {
        const title = `Palette chat & notes #${number}`;
        const permalink = `/r/${this.name}/comments/${id}/${slugify(title)}/`;
        const data = {
          ...this.base(id, title, createdUtc, this.name),
          url: `https://www.reddit.com${permalink}`,
          url_overridden_by_dest: null,
          domain: `self.${this.name}`,
          is_self: true,
          thumbnail: 'self',
          selftext: 'Share your favourite colour pairs & gradients here. Use <3 for the best ones.',
        };
        return { kind, variant: null, data };
      }
    }
  }

  build(): Community {
    const kinds = this.rng.shuffle(
      (Object.entries(KIND_COUNTS) as [PostKind, number][]).flatMap(([kind, count]) =>
        Array.from({ length: count }, () => kind),
      ),
    );
    // Age ranks are shuffled independently of kinds, so every window holds a mix of kinds.
    const ageRanks = this.rng.shuffle(Array.from({ length: POSTS_PER_COMMUNITY }, (_, i) => i));
    const seen = new Map<PostKind, number>();
    const posts = kinds.map((kind, i) => {
      const occurrence = seen.get(kind) ?? 0;
      seen.set(kind, occurrence + 1);
      const createdUtc = CATALOGUE_NOW_UTC - ageForRank(ageRanks[i] ?? i, this.rng);
      return this.post(kind, occurrence, this.communityIndex * 1000 + i, createdUtc);
    });
    return { name: this.name, posts };
  }
}

/** Every community of the persona catalogue, in catalogue order, with its canonical spelling. */
export function catalogueCommunityNames(): string[] {
  return STARS.flatMap((star) => star.subreddits);
}

export function buildCatalogue(
  origin: string,
  clips: readonly VideoClip[],
  communityNames: readonly string[] = catalogueCommunityNames(),
): DemoCatalogue {
  const communities = new Map<string, Community>();
  const gifs = new Map<string, VideoHostGif>();
  const deadImageSeeds = new Set<string>();
  communityNames.forEach((name, index) => {
    const key = name.toLowerCase();
    if (communities.has(key)) return;
    communities.set(key, new CommunityBuilder(origin, name, index, clips, gifs, deadImageSeeds).build());
  });
  return { origin, communities, gifs, deadImageSeeds };
}
