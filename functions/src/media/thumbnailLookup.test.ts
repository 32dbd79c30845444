import { describe, expect, it } from 'vitest';
import { createImageSelector } from '../shared/media/imageSelection.js';
import type { ListingItem } from '../shared/media/types.js';
import { lookupStarThumbnail, type FetchTopPage } from './thumbnailLookup.js';

const selector = createImageSelector({ extraHosts: ['127.0.0.1:9010'] });

const card = (id: string) => `http://127.0.0.1:9010/media/img/${id}-640.png`;
const renditionsOf = (id: string, widths: number[]) =>
  widths.map((width) => ({ url: `http://127.0.0.1:9010/media/img/${id}-${width}.png`, width }));

/** An image post with the forum's preview renditions (320, 640 and 960 px wide). */
function post(id: string, score: number, url = `http://127.0.0.1:9010/media/img/${id}.png`): ListingItem {
  const resolutions = [320, 640, 960].map((w) => ({
    url: `http://127.0.0.1:9010/media/img/${id}-${w}.png`,
    width: w,
    height: w,
  }));
  return {
    id,
    name: `t3_${id}`,
    score,
    url,
    domain: '127.0.0.1:9010',
    preview: { images: [{ source: { url, width: 1080, height: 1080 }, resolutions }] },
  };
}

function pagedSource(pages: Record<string, { items: ListingItem[]; after: string | null }[]>) {
  const requests: { sub: string; limit: number; after?: string }[] = [];
  const fetchPage: FetchTopPage = (params) => {
    requests.push(params);
    const list = pages[params.sub] ?? [];
    const index = params.after ? Number(params.after.slice(3)) : 0;
    return Promise.resolve(list[index] ?? null);
  };
  return { fetchPage, requests };
}

describe('lookupStarThumbnail', () => {
  it('when a community has several pages, then it asks for at most 60 at a time until 200 posts', async () => {
    const page = (n: number, count: number) => ({
      items: Array.from({ length: count }, (_, i) => post(`p${n}x${i}`, i)),
      after: `t3_${n + 1}`,
    });
    const { fetchPage, requests } = pagedSource({
      Sub: [page(0, 60), page(1, 60), page(2, 60), page(3, 20), page(4, 60)],
    });
    await lookupStarThumbnail(['Sub'], fetchPage, selector);
    expect(requests.map((r) => r.limit)).toEqual([60, 60, 60, 20]);
    expect(requests.map((r) => r.after)).toEqual([undefined, 't3_1', 't3_2', 't3_3']);
  });

  it('when there is no cursor, then it stops', async () => {
    const { fetchPage, requests } = pagedSource({ Sub: [{ items: [post('a', 1)], after: null }] });
    expect((await lookupStarThumbnail(['Sub'], fetchPage, selector))?.url).toBe(card('a'));
    expect(requests).toHaveLength(1);
  });

  it('when two communities are listed, then the best score across both wins and unusable posts are skipped', async () => {
    const { fetchPage } = pagedSource({
      One: [{ items: [post('a', 10), post('gif', 999, 'https://redgifs.com/watch/abc')], after: null }],
      Two: [{ items: [post('b', 50), post('c', 5)], after: null }],
    });
    expect((await lookupStarThumbnail(['One', 'Two'], fetchPage, selector))?.url).toBe(card('b'));
  });

  it('when a request fails or throws, then the lookup quietly gives what it has, or null', async () => {
    expect(await lookupStarThumbnail(['Sub'], () => Promise.resolve(null), selector)).toBeNull();
    expect(await lookupStarThumbnail(['Sub'], () => Promise.reject(new Error('down')), selector)).toBeNull();
  });

  it('when the host is not accepted, then the post is not used', async () => {
    const { fetchPage } = pagedSource({ Sub: [{ items: [post('x', 1, 'https://evil.example/x.png')], after: null }] });
    expect(await lookupStarThumbnail(['Sub'], fetchPage, selector)).toBeNull();
  });

  it('when the best post has no preview of card size, then the next best with one is used, never a full-size source', async () => {
    const bare: ListingItem = {
      id: 'big',
      name: 't3_big',
      score: 900,
      url: 'http://127.0.0.1:9010/media/img/big.png',
      domain: '127.0.0.1:9010',
    };
    const small = post('small', 800);
    small.preview = {
      images: [{ resolutions: [{ url: 'http://127.0.0.1:9010/media/img/s-320.png', width: 320, height: 320 }] }],
    };
    const { fetchPage } = pagedSource({ Sub: [{ items: [bare, small, post('ok', 10)], after: null }] });
    expect((await lookupStarThumbnail(['Sub'], fetchPage, selector))?.url).toBe(card('ok'));
  });

  it('when a library item declares a preview of unknown size, then that preview is the card image', async () => {
    const item: ListingItem = {
      id: 'lib',
      url: 'http://127.0.0.1:9010/media/img/lib-full.png',
      domain: '127.0.0.1:9010',
      preview: {
        images: [{ resolutions: [{ url: 'http://127.0.0.1:9010/media/img/lib-preview.png', width: 0, height: 0 }] }],
      },
    };
    const { fetchPage } = pagedSource({ Sub: [{ items: [item], after: null }] });
    expect((await lookupStarThumbnail(['Sub'], fetchPage, selector))?.url).toBe(
      'http://127.0.0.1:9010/media/img/lib-preview.png',
    );
  });

  it("when the chosen post has a title, flair, community and author, then they come with the URL as the card's labels", async () => {
    const best: ListingItem = {
      ...post('best', 90),
      title: 'Neon &amp; waves',
      link_flair_text: 'Glow',
      subreddit: 'NeonRoom',
      author: 'painter',
    };
    const { fetchPage } = pagedSource({ Sub: [{ items: [post('low', 5), best], after: null }] });
    expect(await lookupStarThumbnail(['Sub'], fetchPage, selector)).toEqual({
      url: card('best'),
      renditions: renditionsOf('best', [320, 640, 960]),
      labels: { title: 'Neon & waves', flair: 'Glow', community: 'NeonRoom', creator: 'painter' },
    });
  });

  it('when the chosen post says nothing about itself, then the card has a URL and no labels', async () => {
    const { fetchPage } = pagedSource({ Sub: [{ items: [post('bare', 1)], after: null }] });
    expect(await lookupStarThumbnail(['Sub'], fetchPage, selector)).toEqual({
      url: card('bare'),
      renditions: renditionsOf('bare', [320, 640, 960]),
    });
  });

  it("when the forum offers the image at six widths, then the card's srcset holds those from twice the narrowest card up to the first covering the widest card at 3x", async () => {
    // The forum's widths (preview.images[0].resolutions), as the demo source gives them, given out of order.
    const item = post('six', 1);
    const widths = [1080, 108, 640, 216, 960, 320];
    const resolutions = widths.map((w) => ({
      url: `http://127.0.0.1:9010/media/img/six-${w}.png`,
      width: w,
      height: w,
    }));
    item.preview = {
      images: [{ source: { url: 'http://127.0.0.1:9010/media/img/six.png', width: 1200, height: 1200 }, resolutions }],
    };
    const { fetchPage } = pagedSource({ Sub: [{ items: [item], after: null }] });
    const pick = await lookupStarThumbnail(['Sub'], fetchPage, selector);
    expect(pick?.url).toBe('http://127.0.0.1:9010/media/img/six-640.png');
    expect(pick?.renditions).toEqual(renditionsOf('six', [320, 640, 960]));
  });

  it('when a rendition URL holds a comma or a space, then the srcset leaves it out (it would split the entry)', async () => {
    const item = post('odd', 1);
    const resolutions = [
      { url: 'http://127.0.0.1:9010/media/img/odd,320.png', width: 320, height: 320 },
      { url: 'http://127.0.0.1:9010/media/img/odd 480.png', width: 480, height: 480 },
      { url: 'http://127.0.0.1:9010/media/img/odd-640.png', width: 640, height: 640 },
    ];
    item.preview = { images: [{ resolutions }] };
    const { fetchPage } = pagedSource({ Sub: [{ items: [item], after: null }] });
    expect((await lookupStarThumbnail(['Sub'], fetchPage, selector))?.renditions).toEqual(renditionsOf('odd', [640]));
  });

  it('when the card image is a library preview of unknown size, then it has no renditions', async () => {
    const item: ListingItem = {
      id: 'lib',
      url: 'http://127.0.0.1:9010/media/img/lib-full.png',
      domain: '127.0.0.1:9010',
      preview: {
        images: [{ resolutions: [{ url: 'http://127.0.0.1:9010/media/img/lib-p.png', width: 0, height: 0 }] }],
      },
    };
    const { fetchPage } = pagedSource({ Sub: [{ items: [item], after: null }] });
    expect((await lookupStarThumbnail(['Sub'], fetchPage, selector))?.renditions).toEqual([]);
  });
});
