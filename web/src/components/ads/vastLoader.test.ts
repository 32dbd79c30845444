import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import badXml from './fixtures/bad.xml?raw';
import inlineXml from './fixtures/inline.xml?raw';
import noAdXml from './fixtures/no-ad.xml?raw';
import noMediaXml from './fixtures/no-media.xml?raw';
import wrapperXml from './fixtures/wrapper.xml?raw';
import { loadVastAd, VastFailure, type VastLoadOptions } from './vastLoader';

const ZONE = 'https://zone.example/vast?zone=77';
const ORIGINS = ['https://zone.example', 'https://ads.example', 'https://cdn.ads.example'];

/** Serves recorded documents by URL; anything else is a 404. */
function recordedFetch(docs: Record<string, string | (() => Promise<Response>)>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(init?.credentials).toBe('omit');
    const doc = docs[input instanceof Request ? input.url : input.toString()];
    if (typeof doc === 'function') return doc();
    return doc === undefined
      ? new Response('no', { status: 404 })
      : new Response(doc, { headers: { 'Content-Type': 'application/xml' } });
  });
}

function options(fetchImpl: typeof fetch, over: Partial<VastLoadOptions> = {}): VastLoadOptions {
  return {
    tagUrl: ZONE,
    panel: { width: 600, height: 340 },
    timeoutMs: 2_000,
    canPlay: () => true,
    allowedOrigins: ORIGINS,
    fetchImpl,
    ...over,
  };
}

let pixels: string[];
beforeEach(() => {
  pixels = [];
  // vast-client fires tracking as image pixels.
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        pixels.push(url);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<VastFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof VastFailure)) throw new Error(`expected a VastFailure, got ${String(error)}`);
  return error;
}

describe('loadVastAd with recorded VAST documents', () => {
  it('when the zone answers an inline ad, then the playable file closest to the panel is chosen, with its skip offset', async () => {
    const ad = await loadVastAd(options(recordedFetch({ [ZONE]: inlineXml })));
    expect(ad.mediaFile.fileURL).toBe('https://cdn.ads.example/ad/640x360.mp4');
    expect(ad.creative.skipDelay).toBe(5);
    expect(ad.creative.duration).toBe(16);
    expect(pixels).toEqual([]);
  });

  it('when the zone answers a wrapper, then it is followed and both layers fire their impression, start and click once', async () => {
    const fetchImpl = recordedFetch({ [ZONE]: wrapperXml, 'https://ads.example/vast/inline.xml': inlineXml });
    const ad = await loadVastAd(options(fetchImpl));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(ad.mediaFile.fileURL).toBe('https://cdn.ads.example/ad/640x360.mp4');
    ad.tracker.trackImpression();
    ad.tracker.trackImpression();
    ad.tracker.setProgress(0.5);
    ad.tracker.setProgress(1);
    const clicked: string[] = [];
    ad.tracker.on('clickthrough', (url: string) => clicked.push(url));
    ad.tracker.click();
    expect(clicked).toEqual(['https://advertiser.example/landing?src=vast']);
    expect(pixels.sort()).toEqual(
      [
        'https://ads.example/track/click',
        'https://ads.example/track/impression',
        'https://ads.example/track/start',
        'https://zone.example/click',
        'https://zone.example/imp',
        'https://zone.example/start',
      ].sort(),
    );
  });

  it('when wrappers nest deeper than 5 levels, then the chain is abandoned (no ad) and the wrappers hear 302', async () => {
    const hop = (n: number) => `https://zone.example/hop${n}`;
    const docs: Record<string, string> = { [ZONE]: wrapperXml.replace('https://ads.example/vast/inline.xml', hop(1)) };
    for (let n = 1; n <= 6; n += 1)
      docs[hop(n)] = wrapperXml.replace('https://ads.example/vast/inline.xml', hop(n + 1));
    const error = await failure(loadVastAd(options(recordedFetch(docs))));
    expect(error.reason).toBe('no-ad');
    expect(pixels.some((p) => p.startsWith('https://zone.example/err?code=302'))).toBe(true);
  });

  it('when the ad has no file a video element can play, then it fails as no-media and the Error URL gets 403', async () => {
    const error = await failure(loadVastAd(options(recordedFetch({ [ZONE]: noMediaXml }))));
    expect(error.reason).toBe('no-media');
    expect(pixels).toEqual(['https://ads.example/track/error?code=403']);
  });

  it('when the files are on an origin the configuration does not allow, then it fails as no-media', async () => {
    const error = await failure(
      loadVastAd(options(recordedFetch({ [ZONE]: inlineXml }), { allowedOrigins: [new URL(ZONE).origin] })),
    );
    expect(error.reason).toBe('no-media');
  });

  it('when the zone has no fill, then it fails as no-ad and the Error URL gets 303', async () => {
    const error = await failure(loadVastAd(options(recordedFetch({ [ZONE]: noAdXml }))));
    expect(error.reason).toBe('no-ad');
    expect(pixels).toEqual(['https://ads.example/track/error?code=303']);
  });

  it('when the document is not well-formed XML, then it fails as parse', async () => {
    expect((await failure(loadVastAd(options(recordedFetch({ [ZONE]: badXml }))))).reason).toBe('parse');
  });

  it.each([
    ['answers 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when the zone %s, then it fails as network', async (_name, answer) => {
    expect((await failure(loadVastAd(options(recordedFetch({ [ZONE]: answer }))))).reason).toBe('network');
  });

  it('when a wrapper points outside the allowed origins, then nothing is fetched there and it fails', async () => {
    const fetchImpl = recordedFetch({
      [ZONE]: wrapperXml.replace('https://ads.example/vast/inline.xml', 'https://evil.example/x.xml'),
    });
    const error = await failure(loadVastAd(options(fetchImpl)));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(error.reason).toBe('no-ad');
  });

  it('when the zone never answers, then it fails as timeout within the deadline and the request is aborted', async () => {
    let aborted = false;
    const fetchImpl = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const error = await failure(loadVastAd(options(fetchImpl, { timeoutMs: 50 })));
    expect(error.reason).toBe('timeout');
    expect(aborted).toBe(true);
  });
});
