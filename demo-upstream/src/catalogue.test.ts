import { describe, expect, it } from 'vitest';
import { SEED_STARS, seededForumCommunities } from '../../functions/src/shared/stars.js';
import { buildCatalogue, catalogueCommunityNames } from './catalogue.js';
import { KIND_COUNTS, POSTS_PER_COMMUNITY, type DemoPost } from './catalogueShape.js';
import { demoMediaDomain } from './config.js';
import { loadVideoClips } from './videoClips.js';

const ORIGIN = 'http://127.0.0.1:9010';
const clips = loadVideoClips();
const catalogue = buildCatalogue(ORIGIN, clips);
const first = catalogue.communities.get('ariavalegallery');
if (!first) throw new Error('catalogue lacks AriaValeGallery');

function postsOf(kind: DemoPost['kind'], posts: readonly DemoPost[] = first?.posts ?? []): DemoPost[] {
  return posts.filter((p) => p.kind === kind);
}

describe('demo catalogue', () => {
  it("has every community the forum serves, keyed in lowercase with its canonical spelling kept, and none of the library's", () => {
    const forum = SEED_STARS.flatMap(seededForumCommunities).map((name) => name.toLowerCase());
    expect([...catalogue.communities.keys()].sort()).toEqual(forum.sort());
    expect(catalogue.communities.has('deliafrostvault')).toBe(false);
    expect(first.name).toBe('AriaValeGallery');
    expect(catalogueCommunityNames()).toContain('AriaValeGallery');
  });

  it('gives each community the fixed mix of post kinds', () => {
    for (const community of catalogue.communities.values()) {
      expect(community.posts).toHaveLength(POSTS_PER_COMMUNITY);
      for (const [kind, count] of Object.entries(KIND_COUNTS)) {
        expect(postsOf(kind as DemoPost['kind'], community.posts)).toHaveLength(count);
      }
    }
  });

  it('is identical when built again (seeded, not random)', () => {
    const again = buildCatalogue(ORIGIN, clips);
    expect(again.communities.get('ariavalegallery')).toEqual(first);
    expect([...again.gifs.keys()]).toEqual([...catalogue.gifs.keys()]);
  });

  it('uses ids unique across the whole catalogue, with fullnames and permalinks to match', () => {
    const ids = [...catalogue.communities.values()].flatMap((c) => c.posts.map((p) => p.data.id));
    expect(new Set(ids).size).toBe(ids.length);
    const post = first.posts[0]?.data;
    expect(post?.id).toMatch(/^[0-9a-z]{7}$/);
    expect(post?.name).toBe(`t3_${post?.id}`);
    expect(post?.permalink).toMatch(new RegExp(`^/r/AriaValeGallery/comments/${post?.id}/[a-z0-9_]+/$`));
    expect(post?.over_18).toBe(true);
    expect(post?.ups).toBe(post?.score);
  });

  it('serves images from its own origin with the demo host as domain', () => {
    const image = postsOf('image')[0]?.data;
    expect(image?.domain).toBe('127.0.0.1:9010');
    expect(demoMediaDomain(ORIGIN)).toBe('127.0.0.1:9010');
    expect(image?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9010\/media\/img\/[0-9a-z]+-(720x1280|1080x1350|1280x720|800x800|600x900)\.png$/,
    );
    const preview = (image?.preview as { images: { resolutions: { url: string }[] }[] }).images[0];
    expect(preview?.resolutions.some((r) => /-\d+x\d+\.jpg\?width=\d+&crop=smart&format=pjpg&s=/.test(r.url))).toBe(
      true,
    );
  });

  it('builds galleries in every variant, including a failed first entry and a previews-only one', () => {
    const galleries = postsOf('gallery');
    expect(new Set(galleries.map((g) => g.variant))).toEqual(
      new Set(['valid', 'firstFailed', 'previewsOnly', 'animatedFirst']),
    );
    for (const gallery of galleries) {
      const items = (gallery.data.gallery_data as { items: { media_id: string }[] }).items;
      const metadata = gallery.data.media_metadata as Record<string, Record<string, unknown>>;
      expect(gallery.data.is_gallery).toBe(true);
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(metadata[item.media_id]).toBeDefined();
      const firstEntry = metadata[items[0]?.media_id ?? ''];
      if (gallery.variant === 'firstFailed') expect(firstEntry).toEqual({ status: 'failed' });
      if (gallery.variant === 'previewsOnly') {
        expect(firstEntry?.s).toBeUndefined();
        expect((firstEntry?.p as unknown[]).length).toBeGreaterThan(0);
      }
      const source = firstEntry?.s as { u?: string; gif?: string; x: number; y: number } | undefined;
      if (gallery.variant === 'valid') {
        expect(firstEntry).toMatchObject({ status: 'valid', e: 'Image', m: 'image/png' });
        expect(source?.u).toMatch(
          new RegExp(`/media/img/[a-z0-9]+-${String(source?.x)}x${String(source?.y)}\\.png\\?format=png&s=`),
        );
      }
      if (gallery.variant === 'animatedFirst') {
        expect(firstEntry).toMatchObject({ status: 'valid', e: 'AnimatedImage', m: 'image/gif' });
        expect(source?.u).toBeUndefined();
        expect(source?.gif).toMatch(/\/media\/gif\/[a-z0-9]+-\d+x\d+\.gif$/);
      }
    }
  });

  it('keeps crosspost media in crosspost_parent_list[0]', () => {
    const crossposts = postsOf('crosspost');
    expect(new Set(crossposts.map((c) => c.variant))).toEqual(new Set(['imageParent', 'galleryParent']));
    for (const crosspost of crossposts) {
      const parent = (crosspost.data.crosspost_parent_list as Record<string, unknown>[])[0];
      expect(crosspost.data.crosspost_parent).toBe(parent?.name);
      expect(crosspost.data.media_metadata).toBeUndefined();
      expect(crosspost.data.preview).toBeUndefined();
      if (crosspost.variant === 'galleryParent') expect(parent?.is_gallery).toBe(true);
      else expect(parent?.url).toMatch(/\/media\/img\/.+\.png$/);
    }
  });

  it('links image-host albums and extensionless pages that a client must skip', () => {
    const urls = [...postsOf('imageHostAlbum'), ...postsOf('imageHostPage')].map((p) => p.data.url);
    expect(urls.some((u) => /^https:\/\/imgur\.com\/a\/[A-Za-z0-9]{7}$/.test(u))).toBe(true);
    expect(urls.some((u) => /^https:\/\/imgur\.com\/gallery\/[A-Za-z0-9]{7}$/.test(u))).toBe(true);
    expect(urls.some((u) => /^https:\/\/imgur\.com\/[A-Za-z0-9]{7}$/.test(u))).toBe(true);
  });

  it('links video-host posts to gifs that the video host knows, with lowercase letter ids', () => {
    const videos = postsOf('videoHost');
    for (const video of videos) {
      expect(video.data.domain).toBe('redgifs.com');
      const id = /^https:\/\/www\.redgifs\.com\/watch\/([a-z]+)$/.exec(video.data.url)?.[1];
      expect(id && catalogue.gifs.has(id)).toBe(true);
    }
    const ids = [...catalogue.gifs.keys()];
    expect(ids).toHaveLength(catalogue.communities.size * KIND_COUNTS.videoHost);
    expect(new Set(ids.map((id) => catalogue.gifs.get(id)?.clip.name)).size).toBe(clips.length);
  });

  it('marks dead image seeds and makes self posts without a media URL', () => {
    for (const dead of postsOf('deadImage')) expect(catalogue.deadImageSeeds.has(dead.data.id)).toBe(true);
    expect(catalogue.deadImageSeeds.has(postsOf('image')[0]?.data.id ?? '')).toBe(false);
    const self = postsOf('self')[0]?.data;
    expect(self).toMatchObject({ is_self: true, url_overridden_by_dest: null, domain: 'self.AriaValeGallery' });
  });
});
