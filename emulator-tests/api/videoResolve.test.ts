import { beforeAll, describe, expect, it } from 'vitest';
import { videoHostIdFromUrl } from '@shared/media/imageSelection';
import { API_PATHS } from '@shared/api/paths';
import { listingResponseSchema, videoResolveResponseSchema } from '@shared/api/schemas';
import { APP_URL, DEMO_UPSTREAM_URL } from '../support/env.js';

let videoIds: string[] = [];

beforeAll(async () => {
  const res = await fetch(`${APP_URL}${API_PATHS.listing}?sub=JunoAshbyFans&type=top&timeframe=all&limit=60`);
  const { items } = listingResponseSchema.parse(await res.json());
  videoIds = items
    .map((item) => (item.url ? videoHostIdFromUrl(item.url) : null))
    .filter((id): id is string => id !== null);
});

function resolveUrl(u: string): string {
  return `${APP_URL}${API_PATHS.videoResolve}?${new URLSearchParams({ u }).toString()}`;
}

describe('GET /api/redgifs/resolve input', () => {
  it.each([
    ['no id', `${APP_URL}${API_PATHS.videoResolve}`, 'u is required.'],
    ['an uppercase id', resolveUrl('CalmBlueHeron'), 'u must be 3 to 64 lowercase letters.'],
    ['an id with digits', resolveUrl('abc123'), 'u must be 3 to 64 lowercase letters.'],
    ['a path', resolveUrl('../v2/auth/temporary'), 'u must be 3 to 64 lowercase letters.'],
  ])('when called with %s, then it answers 400', async (_label, url, error) => {
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error });
  });
});

describe('GET /api/redgifs/resolve and the stream (demo host, no client credentials)', () => {
  it('when a listed video is resolved, then it answers a same-origin stream URL and its duration', async () => {
    expect(videoIds.length).toBeGreaterThan(0);
    const id = videoIds[0] ?? '';
    const res = await fetch(resolveUrl(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = videoResolveResponseSchema.parse(await res.json());
    expect(body.url).toBe(`${API_PATHS.videoStream}/${id}?q=hd`);
    expect(body.duration).toBeGreaterThanOrEqual(2);
    expect(body.duration).toBeLessThanOrEqual(6);
  });

  it('when more ids are resolved than the first token allows, then the one 401 refresh keeps every answer a 200', async () => {
    const statuses = [];
    for (const id of videoIds.slice(0, 5)) statuses.push((await fetch(resolveUrl(id))).status);
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it('when an unknown id is resolved, then it answers 404', async () => {
    const res = await fetch(resolveUrl('nosuchvideoatall'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: 'Video not found.' });
  });

  it('when the stream is asked for a byte range, then it answers 206 with exactly those bytes', async () => {
    const id = videoIds[1] ?? '';
    const whole = Buffer.from(await (await fetch(`${DEMO_UPSTREAM_URL}/media/video/${id}-hd.webm`)).arrayBuffer());
    const res = await fetch(`${APP_URL}${API_PATHS.videoStream}/${id}?q=hd`, { headers: { Range: 'bytes=100-1123' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1123/${whole.length}`);
    expect(res.headers.get('content-length')).toBe('1024');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(100, 1124))).toBe(true);
  });

  it('when the stream is asked without a range, then it answers 200 with the whole file', async () => {
    const id = videoIds[2] ?? '';
    const res = await fetch(`${APP_URL}${API_PATHS.videoStream}/${id}?q=sd`);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(Number(res.headers.get('content-length')));
    // WebM files start with the EBML magic number.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('when the stream is asked for an unknown id or a bad quality, then it answers 404 or 400', async () => {
    expect((await fetch(`${APP_URL}${API_PATHS.videoStream}/nosuchvideoatall`)).status).toBe(404);
    expect((await fetch(`${APP_URL}${API_PATHS.videoStream}/${videoIds[0] ?? ''}?q=4k`)).status).toBe(400);
  });
});
