import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaServices, type MediaConfig } from './mediaServices.js';

const config = (provider: MediaConfig['provider']): MediaConfig => ({
  provider,
  demoUpstreamUrl: 'http://127.0.0.1:9',
  forumClientId: null,
  forumClientSecret: null,
  userAgent: 'web:starsession:test (by /u/starsession_app)',
  videoHostClientId: null,
  videoHostClientSecret: null,
  extraHosts: [],
  renditionHost: null,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('media services per provider', () => {
  it('when the provider is the library, then resolving a video never calls anything upstream', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { videoHost } = createMediaServices(config('library'));
    expect(await videoHost.resolve('calmblueheron')).toBe('not-found');
    expect(await videoHost.resolve('calmblueheron', { ip: '203.0.113.7', userAgent: 'x' })).toBe('not-found');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when the provider is the forum, then resolving does call the video host (the spy can see it)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const { videoHost } = createMediaServices(config('forum'));
    await videoHost.resolve('calmblueheron');
    expect(fetchSpy.mock.calls.length).toBeGreaterThan(0);
  });

  it('when renditions are served from a host, then the selector accepts its images (links straight to storage)', () => {
    const { selector } = createMediaServices({ ...config('demo'), renditionHost: '127.0.0.1:9199' });
    expect(selector.acceptedHosts).toContain('127.0.0.1:9199');
    expect(
      selector.isAcceptedImageUrl(
        'http://127.0.0.1:9199/v0/b/demo-starsession.appspot.com/o/renditions%2Fab%2Fpanel-960.webp?alt=media&token=t',
      ),
    ).toBe(true);
  });
});
