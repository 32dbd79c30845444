import { describe, expect, it } from 'vitest';
import { pickMediaFile, selectVastMedia, type SelectionRules, type VastAd, type VastMediaFile } from './vastSelection';

const CDN = 'https://cdn.ads.example';
const rules: SelectionRules = { canPlay: () => true, allowedOrigins: [CDN] };

function file(over: Partial<VastMediaFile>): VastMediaFile {
  return {
    fileURL: `${CDN}/a.mp4`,
    deliveryType: 'progressive',
    mimeType: 'video/mp4',
    apiFramework: null,
    width: 640,
    height: 360,
    bitrate: 500,
    ...over,
  };
}

const renditions = [
  file({ fileURL: `${CDN}/1080.mp4`, width: 1920, height: 1080 }),
  file({ fileURL: `${CDN}/360.webm`, mimeType: 'video/webm', width: 640, height: 360 }),
  file({ fileURL: `${CDN}/180.mp4`, width: 320, height: 180 }),
];

describe('pickMediaFile', () => {
  it.each([
    [{ width: 1600, height: 900 }, '1080.mp4'],
    [{ width: 600, height: 340 }, '360.webm'],
    [{ width: 300, height: 500 }, '180.mp4'],
  ])('when the panel is %o, then the closest rendition (%s) is picked', (panel, name) => {
    expect(pickMediaFile(renditions, panel, rules)?.fileURL).toBe(`${CDN}/${name}`);
  });

  it('when two files are as close, then the higher bitrate wins', () => {
    const low = file({ fileURL: `${CDN}/low.mp4`, bitrate: 300 });
    const high = file({ fileURL: `${CDN}/high.mp4`, bitrate: 900 });
    expect(pickMediaFile([low, high], { width: 640, height: 360 }, rules)?.fileURL).toBe(`${CDN}/high.mp4`);
  });

  it.each([
    ['a streaming file', file({ deliveryType: 'streaming' })],
    ['a VPAID unit', file({ mimeType: 'application/javascript', apiFramework: 'VPAID' })],
    ['an mp4 with an apiFramework', file({ apiFramework: 'SIMID' })],
    ['an HLS playlist', file({ mimeType: 'application/x-mpegURL' })],
    ['a file without URL', file({ fileURL: null })],
    ['a file on an origin the CSP does not allow', file({ fileURL: 'https://elsewhere.example/a.mp4' })],
    ['a file that is not a URL', file({ fileURL: 'not a url' })],
  ])('when the only file is %s, then nothing is playable', (_name, only) => {
    expect(pickMediaFile([only], { width: 640, height: 360 }, rules)).toBeNull();
  });

  it('when the browser cannot play a type, then the next closest playable file is used', () => {
    const picked = pickMediaFile(
      renditions,
      { width: 640, height: 360 },
      { ...rules, canPlay: (m) => m !== 'video/webm' },
    );
    expect(picked?.fileURL).toBe(`${CDN}/180.mp4`);
  });

  it('when files state no size, then sized files come first but an unsized one still plays alone', () => {
    const unsized = file({ fileURL: `${CDN}/unsized.mp4`, width: 0, height: 0 });
    expect(pickMediaFile([unsized, renditions[2] ?? unsized], { width: 640, height: 360 }, rules)?.fileURL).toBe(
      `${CDN}/180.mp4`,
    );
    expect(pickMediaFile([unsized], { width: 640, height: 360 }, rules)?.fileURL).toBe(`${CDN}/unsized.mp4`);
  });
});

function ad(id: string, files: VastMediaFile[], type = 'linear'): VastAd {
  return { id, creatives: [{ type, duration: 10, skipDelay: null, mediaFiles: files }] };
}

describe('selectVastMedia (fallback order)', () => {
  const panel = { width: 640, height: 360 };

  it('when the first ad has nothing playable, then the next ad in the document is used', () => {
    const picked = selectVastMedia(
      { ads: [ad('vpaid', [file({ apiFramework: 'VPAID' })]), ad('good', renditions)] },
      panel,
      rules,
    );
    expect('code' in picked ? picked : picked.ad.id).toBe('good');
  });

  it('when only non-linear creatives carry files, then it fails with 403 (no supported MediaFile)', () => {
    const picked = selectVastMedia({ ads: [ad('overlay', renditions, 'nonlinear')] }, panel, rules);
    expect(picked).toMatchObject({ code: 403, creative: null });
  });

  it('when no ad is playable, then it fails with 403 naming the first ad, whose Error URL is told', () => {
    const first = ad('a', [file({ deliveryType: 'streaming' })]);
    expect(selectVastMedia({ ads: [first, ad('b', [])] }, panel, rules)).toEqual({
      code: 403,
      ad: first,
      creative: first.creatives[0],
    });
  });

  it('when the response holds no ad, then it fails with 303', () => {
    expect(selectVastMedia({ ads: [] }, panel, rules)).toEqual({ code: 303, ad: null });
  });
});
