import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_TOKEN_TTL_MS } from './videoHost.js';
import { startDemoUpstream, type DemoUpstream } from './server.js';
import type { DemoUpstreamStats } from './stats.js';

type Post = Record<string, unknown> & { name: string; url: string; id: string };
interface Listing {
  kind: string;
  data: { after: string | null; dist: number; children: { kind: string; data: Post }[] };
}

let upstream: DemoUpstream;
let clock = 1_700_000_000_000;

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0, now: () => clock });
});
afterAll(async () => {
  await upstream.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the JSON shape they expect
async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${upstream.origin}${path}`, init);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function stats(): Promise<DemoUpstreamStats> {
  return (await getJson<DemoUpstreamStats>('/__demo/stats')).body;
}

async function allPosts(sub: string, query: string): Promise<Post[]> {
  const posts: Post[] = [];
  let after: string | null = null;
  for (let page = 0; page < 10; page++) {
    const cursor: string = after ? `&after=${after}` : '';
    const { body } = await getJson<Listing>(`/r/${sub}/top.json?${query}${cursor}`);
    posts.push(...body.data.children.map((c) => c.data));
    after = body.data.after;
    if (!after) return posts;
  }
  throw new Error('listing never ended');
}

/** Walks the GIF block structure and counts image descriptors. */
function countGifFrames(gif: Buffer): number {
  let offset = 13;
  const packed = gif[10] ?? 0;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 7) + 1);
  let frames = 0;
  const skipSubBlocks = () => {
    while ((gif[offset] ?? 0) !== 0) offset += (gif[offset] ?? 0) + 1;
    offset += 1;
  };
  while (offset < gif.length) {
    const block = gif[offset];
    if (block === 0x3b) return frames;
    if (block === 0x21) {
      offset += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const local = gif[offset + 9] ?? 0;
      offset += 10;
      if (local & 0x80) offset += 3 * 2 ** ((local & 7) + 1);
      offset += 1;
      skipSubBlocks();
    } else {
      throw new Error(`unexpected GIF block 0x${block?.toString(16)} at ${offset}`);
    }
  }
  throw new Error('GIF has no trailer');
}

describe('forum imitation', () => {
  it('serves a Listing of t3 children and pages to the end with after = null', async () => {
    const first = await getJson<Listing>('/r/AriaValeGallery/top.json?t=all&limit=100&raw_json=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(first.headers.get('access-control-allow-origin')).toBeNull();
    expect(first.body.kind).toBe('Listing');
    expect(first.body.data.dist).toBe(100);
    expect(first.body.data.children.every((c) => c.kind === 't3')).toBe(true);
    expect(first.body.data.after).toBe(first.body.data.children[99]?.data.name);

    const posts = await allPosts('AriaValeGallery', 't=all&limit=100&raw_json=1');
    expect(posts).toHaveLength(150);
    expect(new Set(posts.map((p) => p.name)).size).toBe(150);
  });

  it('matches communities case-insensitively and answers 404 for others', async () => {
    const lower = await getJson<Listing>('/r/ariavalegallery/hot.json?limit=5&raw_json=1');
    const exact = await getJson<Listing>('/r/AriaValeGallery/hot.json?limit=5&raw_json=1');
    expect(lower.body).toEqual(exact.body);
    const missing = await getJson<{ error: number }>('/r/SomethingElse/top.json');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(404);
    expect((await getJson('/r/AriaValeGallery/new.json')).status).toBe(404);
  });

  it('escapes ampersands in preview and gallery URLs unless raw_json=1', async () => {
    const legacy = await (await fetch(`${upstream.origin}/r/NovaSterlingHQ/top.json?t=all&limit=100`)).text();
    const raw = await (await fetch(`${upstream.origin}/r/NovaSterlingHQ/top.json?t=all&limit=100&raw_json=1`)).text();
    expect(legacy).toMatch(/"u":"[^"]+\?width=\d+&amp;crop=smart&amp;format=pjpg&amp;s=/);
    expect(legacy).toMatch(/"url":"[^"]+\?format=png&amp;s=/);
    expect(raw).not.toContain('&amp;');
    expect(raw).toMatch(/"u":"[^"]+\?width=\d+&crop=smart&format=pjpg&s=/);
  });

  it('includes every post kind across a community', async () => {
    const posts = await allPosts('LunaMarloweDaily', 't=all&limit=100&raw_json=1');
    const media = `${upstream.origin}/media/`;
    expect(posts.some((p) => p.url.startsWith(`${media}img/`) && p.url.endsWith('.png') && !p.crosspost_parent)).toBe(
      true,
    );
    expect(posts.some((p) => p.url.startsWith(`${media}gif/`))).toBe(true);
    expect(posts.some((p) => p.is_gallery === true)).toBe(true);
    expect(posts.some((p) => Array.isArray(p.crosspost_parent_list))).toBe(true);
    expect(posts.some((p) => p.url.startsWith('https://imgur.com/a/'))).toBe(true);
    expect(posts.some((p) => /^https:\/\/imgur\.com\/[A-Za-z0-9]+$/.test(p.url))).toBe(true);
    expect(
      posts.some((p) => p.domain === 'redgifs.com' && /^https:\/\/www\.redgifs\.com\/watch\/[a-z]+$/.test(p.url)),
    ).toBe(true);
    expect(posts.some((p) => p.is_self === true)).toBe(true);

    const imageStatuses = await Promise.all(
      // The smallest size of the same seed keeps rendering cheap; dead seeds 404 at every size.
      posts
        .filter((p) => p.url.startsWith(`${media}img/`))
        .map(async (p) => (await fetch(p.url.replace(/-\d+x\d+\.png$/, '-16x16.png'), { method: 'HEAD' })).status),
    );
    expect(imageStatuses.filter((s) => s === 404)).toHaveLength(5);
    expect(imageStatuses.filter((s) => s === 200).length).toBeGreaterThan(70);
  });

  it('serves the same content on every run and narrows top by the t window', async () => {
    const week = await allPosts('OpalHartCorner', 't=week&limit=100&raw_json=1');
    const month = await allPosts('OpalHartCorner', 't=month&limit=100&raw_json=1');
    expect(week).toHaveLength(45);
    expect(month).toHaveLength(95);
    expect(week[0]?.id).toBe('11xmo58');
  });
});

describe('video host imitation', () => {
  async function newToken(): Promise<string> {
    const { status, body } = await getJson<{ token: string; addr: string; agent: string }>('/v2/auth/temporary', {
      headers: { 'user-agent': 'demo-test/1.0' },
    });
    expect(status).toBe(200);
    expect(body.addr).toMatch(/127\.0\.0\.1/);
    expect(body.agent).toBe('demo-test/1.0');
    return body.token;
  }

  async function someGifId(): Promise<string> {
    const posts = await allPosts('IvyCastellClub', 't=all&limit=100&raw_json=1');
    const id = posts.map((p) => /watch\/([a-z]+)$/.exec(p.url)?.[1]).find(Boolean);
    if (!id) throw new Error('no video-host post');
    return id;
  }

  const lookup = (id: string, token?: string) =>
    getJson<{
      gif: {
        id: string;
        duration: number;
        width: number;
        height: number;
        hasAudio: boolean;
        urls: Record<string, string>;
      };
    }>(`/v2/gifs/${id}`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

  it('revokes the first token at its third lookup, then serves lookups with a fresh token; counts all of it', async () => {
    await fetch(`${upstream.origin}/__demo/stats/reset`, { method: 'POST' });
    const id = await someGifId();
    const token = await newToken();
    const ok = await lookup(id, token);
    expect(ok.status).toBe(200);
    expect(ok.body.gif).toMatchObject({ id, hasAudio: false });
    expect(ok.body.gif.duration).toBeGreaterThanOrEqual(2);
    expect(ok.body.gif.duration).toBeLessThanOrEqual(6);
    expect(Object.keys(ok.body.gif.urls).sort()).toEqual(['hd', 'poster', 'sd', 'thumbnail', 'vthumbnail']);
    expect(ok.body.gif.urls.hd).toBe(`${upstream.origin}/media/video/${id}-hd.webm`);
    expect(ok.body.gif.urls.sd).toBe(`${upstream.origin}/media/video/${id}-sd.webm`);

    expect((await lookup(id, token)).status).toBe(200);
    expect((await lookup(id, token)).status).toBe(401);
    expect((await lookup(id, token)).status).toBe(401);
    const fresh = await newToken();
    for (let i = 0; i < 4; i++) expect((await lookup(id, fresh)).status).toBe(200);

    const counted = await stats();
    expect(counted).toMatchObject({
      tokenRequests: 2,
      gifRequests: 8,
      gifUnauthorized: 2,
      listingRequests: 2,
      tokenPolicy: { revoke: 'first', atUse: 3 },
    });
    expect(counted.listingRequestsBySub).toEqual({ ivycastellclub: 2 });
  });

  it('answers 401 without a token, 404 for unknown or uppercase ids, and 401 after ten minutes', async () => {
    const id = await someGifId();
    expect((await lookup(id)).status).toBe(401);
    const token = await newToken();
    const unknown = await lookup('nosuchgifanywhere', token);
    expect(unknown.status).toBe(404);
    expect((await lookup(id.toUpperCase(), token)).status).toBe(404);
    clock += GUEST_TOKEN_TTL_MS;
    expect((await lookup(id, token)).status).toBe(401);
  });

  it('revokes live tokens through the demo hook', async () => {
    const id = await someGifId();
    const token = await newToken();
    expect((await lookup(id, token)).status).toBe(200);
    const { body } = await getJson<{ revoked: number }>('/__demo/tokens/revoke', { method: 'POST' });
    expect(body.revoked).toBeGreaterThanOrEqual(1);
    expect((await lookup(id, token)).status).toBe(401);
  });
});

describe('media', () => {
  it('serves PNGs of the size named in the URL, cacheable and open to any origin', async () => {
    const res = await fetch(`${upstream.origin}/media/img/abc123-1080x1350.png?width=640&crop=smart`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1080, 1350]);
  });

  it('serves animated GIFs with many frames', async () => {
    const res = await fetch(`${upstream.origin}/media/gif/abc123-480x480.gif`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const gif = Buffer.from(await res.arrayBuffer());
    expect(gif.readUInt16LE(6)).toBe(480);
    expect(countGifFrames(gif)).toBe(48);
  });

  it('serves video with byte ranges', async () => {
    const id = /watch\/([a-z]+)$/.exec(
      (await allPosts('JunoAshbyFans', 't=all&limit=100&raw_json=1')).find((p) => p.domain === 'redgifs.com')?.url ??
        '',
    )?.[1];
    const token = (await getJson<{ token: string }>('/v2/auth/temporary')).body.token;
    const { body } = await getJson<{ gif: { urls: { hd: string } } }>(`/v2/gifs/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const full = await fetch(body.gif.urls.hd);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/webm');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

    const part = await fetch(body.gif.urls.hd, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const tail = await fetch(body.gif.urls.hd, { headers: { range: `bytes=${bytes.length - 10}-` } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);

    const beyond = await fetch(body.gif.urls.hd, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const sd = Buffer.from(await (await fetch(body.gif.urls.hd.replace('-hd.webm', '-sd.webm'))).arrayBuffer());
    expect(sd.subarray(0, 4)).toEqual(bytes.subarray(0, 4));
    expect(sd.equals(bytes)).toBe(false);
  });

  it('answers 404 for unknown media and routes, and counts media requests', async () => {
    const before = await stats();
    expect((await fetch(`${upstream.origin}/media/video/nosuchgifanywhere-hd.webm`)).status).toBe(404);
    expect((await fetch(`${upstream.origin}/media/img/abc-100x100.webp`)).status).toBe(404);
    const preview = await fetch(`${upstream.origin}/media/img/prev-640x800.jpg?width=640`);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8');
    expect((await fetch(`${upstream.origin}/nowhere`)).status).toBe(404);
    await fetch(`${upstream.origin}/media/img/countme-64x64.png`);
    const after = await stats();
    expect(after.mediaNotFound - before.mediaNotFound).toBe(2);
    expect(after.mediaRequests.image - before.mediaRequests.image).toBe(2);
  });
});
