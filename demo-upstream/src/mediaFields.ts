// The media parts of a demo forum post: image fields, previews with their scaled renditions, and
// gallery metadata, as the real forum writes them (each seeded by its own id, not the community's RNG).
import { GIF_SIZES, gifUrl, IMAGE_SIZES, imageUrl, PREVIEW_WIDTHS, type GalleryVariant } from './catalogueShape.js';
import { SeededRandom } from './prng.js';

export interface Preview {
  images: {
    source: { url: string; width: number; height: number };
    resolutions: { url: string; width: number; height: number }[];
    variants: Record<string, unknown>;
    id: string;
  }[];
  enabled: boolean;
}

export class MediaFields {
  constructor(
    private readonly origin: string,
    /** `domain` of posts whose media this source serves (its host:port). */
    readonly domain: string,
  ) {}

  signature(seed: string, width: number): string {
    return new SeededRandom(`sig:${seed}:${width}`).alnum(40);
  }

  /**
   * Preview URLs carry a query string, so the legacy `&amp;` escaping is visible in them. Scaled
   * renditions are JPEG, as the forum's preview host serves them (`format=pjpg`); the source stays PNG.
   */
  previewUrl(seed: string, width: number, height: number, isSource: boolean): string {
    if (isSource) return `${imageUrl(this.origin, seed, width, height)}?format=png&s=${this.signature(seed, width)}`;
    const query = `width=${width}&crop=smart&format=pjpg&s=${this.signature(seed, width)}`;
    return `${this.origin}/media/img/${seed}-${width}x${height}.jpg?${query}`;
  }

  previewSizes(width: number, height: number): { x: number; y: number }[] {
    return PREVIEW_WIDTHS.filter((w) => w < width).map((w) => ({ x: w, y: Math.round((height * w) / width) }));
  }

  preview(seed: string, width: number, height: number, variants: Record<string, unknown> = {}): Preview {
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

  imageFields(seed: string): Record<string, unknown> {
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

  galleryFields(id: string, variant: GalleryVariant): Record<string, unknown> {
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
}
