// The demo forum's posts and the demo video host's gifs: built deterministically from the persona
// catalogue, so every run (and every machine) serves the same listings.
import { SEED_STARS, seededForumCommunities } from '../../functions/src/shared/stars.js';
import { artFor, artTitle, flairFor } from './art.js';
import {
  CATALOGUE_NOW_UTC,
  CROSSPOST_SOURCE_COMMUNITY,
  GALLERY_VARIANTS,
  GIF_SIZES,
  gifUrl,
  IMAGE_SIZES,
  imageUrl,
  KIND_COUNTS,
  POSTS_PER_COMMUNITY,
  type Community,
  type DemoCatalogue,
  type DemoPost,
  type ForumPostData,
  type PostKind,
  type VideoHostGif,
} from './catalogueShape.js';
import { demoMediaDomain } from './config.js';
import { MediaFields } from './mediaFields.js';
import { ageForRank, ID_WORDS_A, ID_WORDS_B, ID_WORDS_C, postIdFor, slugify, videoHostIdFor } from './postIds.js';
import { SeededRandom } from './prng.js';
import type { VideoClip } from './videoClips.js';

class CommunityBuilder {
  private readonly rng: SeededRandom;
  private readonly media: MediaFields;

  constructor(
    private readonly origin: string,
    private readonly name: string,
    private readonly communityIndex: number,
    private readonly clips: readonly VideoClip[],
    private readonly gifs: Map<string, VideoHostGif>,
    private readonly deadSeeds: Set<string>,
  ) {
    this.rng = new SeededRandom(`community:${name.toLowerCase()}`);
    this.media = new MediaFields(origin, demoMediaDomain(origin));
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
      link_flair_text: flairFor(id),
    };
  }

  private post(kind: PostKind, occurrence: number, globalIndex: number, createdUtc: number): DemoPost {
    const id = postIdFor(globalIndex);
    const number = occurrence + 1;
    switch (kind) {
      case 'image':
      case 'deadImage': {
        if (kind === 'deadImage') this.deadSeeds.add(id);
        const data = { ...this.base(id, artTitle(id, number), createdUtc, this.name), ...this.media.imageFields(id) };
        return { kind, variant: null, data };
      }
      case 'gif': {
        const [w, h] = new SeededRandom(`gifsize:${id}`).pick(GIF_SIZES);
        const url = gifUrl(this.origin, id, w, h);
        const gifVariant = {
          gif: { source: { url: `${url}?s=${this.media.signature(id, w)}`, width: w, height: h }, resolutions: [] },
        };
        const data = {
          ...this.base(id, `${artFor(id).paletteName} loop #${number}`, createdUtc, this.name),
          url,
          url_overridden_by_dest: url,
          domain: this.media.domain,
          post_hint: 'image',
          preview: this.media.preview(id, w, h, gifVariant),
        };
        return { kind, variant: null, data };
      }
      case 'gallery': {
        const variant = GALLERY_VARIANTS[occurrence % GALLERY_VARIANTS.length] ?? 'valid';
        const title = `${artFor(id).paletteName} set of ${artFor(`${id}:2`).style} #${number}`;
        const data = { ...this.base(id, title, createdUtc, this.name), ...this.media.galleryFields(id, variant) };
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
          ...(parentIsGallery ? this.media.galleryFields(parentId, 'valid') : this.media.imageFields(parentId)),
        };
        const child = this.base(id, parentTitle, createdUtc, this.name);
        const url = parentIsGallery ? `https://www.reddit.com/gallery/${parentId}` : parent.url;
        const data = {
          ...child,
          url,
          url_overridden_by_dest: url,
          domain: parentIsGallery ? 'reddit.com' : this.media.domain,
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
          preview: this.media.preview(id, w, h),
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
          preview: this.media.preview(gifId, w, h),
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

/** Every community the forum serves in the persona catalogue, in catalogue order, with its canonical spelling. */
export function catalogueCommunityNames(): string[] {
  return SEED_STARS.flatMap(seededForumCommunities);
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
