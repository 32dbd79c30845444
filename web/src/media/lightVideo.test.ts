import { describe, expect, it } from 'vitest';
import { LIGHT_VIDEO_MAX_VIEWPORT_PX, prefersLightVideo, sourceToPlay } from './lightVideo';

const desktop = { viewportWidth: 1440, viewportHeight: 900 };

describe('which videos a session plays light (480p)', () => {
  it('when the screen is a phone, either way up, then light; a desktop on a fast line is not', () => {
    expect(prefersLightVideo({ viewportWidth: 360, viewportHeight: 780 })).toBe(true);
    expect(prefersLightVideo({ viewportWidth: 780, viewportHeight: 360 })).toBe(true);
    expect(prefersLightVideo({ viewportWidth: LIGHT_VIDEO_MAX_VIEWPORT_PX + 1, viewportHeight: 900 })).toBe(false);
    expect(prefersLightVideo({ ...desktop, effectiveType: '4g', connectionType: 'wifi', saveData: false })).toBe(false);
  });

  it('when the browser says the connection is metered, saves data or is slow, then light on any screen', () => {
    expect(prefersLightVideo({ ...desktop, saveData: true })).toBe(true);
    expect(prefersLightVideo({ ...desktop, connectionType: 'cellular' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(prefersLightVideo({ ...desktop, effectiveType }), effectiveType).toBe(true);
    }
  });

  it("when light is wanted, then a video plays its resolution's or its item's lighter file, and anything else is as it was", () => {
    const library = { type: 'video' as const, sdSrcUrl: 'https://cdn.example/video-480.mp4' };
    expect(sourceToPlay(library, { url: 'https://cdn.example/video-720.mp4' }, true)).toEqual({
      url: 'https://cdn.example/video-480.mp4',
    });
    const hosted = { type: 'video' as const };
    expect(
      sourceToPlay(hosted, { url: '/api/redgifs/stream/a?q=hd', lightUrl: '/api/redgifs/stream/a?q=sd' }, true),
    ).toEqual({ url: '/api/redgifs/stream/a?q=sd' });
    // Nothing lighter: the one file there is.
    expect(sourceToPlay(hosted, { url: '/v/1.mp4' }, true)).toEqual({ url: '/v/1.mp4' });
    // Not wanted, an image, or not playable yet: untouched.
    expect(sourceToPlay(library, { url: 'https://cdn.example/video-720.mp4' }, false)).toEqual({
      url: 'https://cdn.example/video-720.mp4',
    });
    expect(sourceToPlay({ type: 'image', sdSrcUrl: 'x' }, { url: 'https://cdn.example/a.webp' }, true)).toEqual({
      url: 'https://cdn.example/a.webp',
    });
    expect(sourceToPlay(hosted, 'pending', true)).toBe('pending');
  });
});
