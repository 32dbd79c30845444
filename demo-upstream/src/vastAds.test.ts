import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from './server.js';
import { AD_CLIP_RENDITIONS, type VastHits } from './vastAds.js';

let upstream: DemoUpstream;

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  await fetch(`${upstream.origin}/__demo/vast/hits/reset`, { method: 'POST' });
});

async function hits(): Promise<VastHits> {
  return (await (await fetch(`${upstream.origin}/__demo/vast/hits`)).json()) as VastHits;
}

describe('demo VAST network', () => {
  it('when the tag is fetched, then it is a VAST 4 wrapper pointing at the inline ad on the same origin, readable cross-origin', async () => {
    const res = await fetch(`${upstream.origin}/vast/tag.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await res.text();
    expect(xml).toMatch(/<VAST version="4\.2"/);
    expect(xml).toContain(`<VASTAdTagURI><![CDATA[${upstream.origin}/vast/inline.xml]]></VASTAdTagURI>`);
    expect((await hits()).tagRequests).toEqual({ wrapper: 1, inline: 0 });
  });

  it('when the inline ad is fetched, then it names every rendition, a skip offset, tracking, click-through and an error URL', async () => {
    const xml = await (await fetch(`${upstream.origin}/vast/inline.xml`)).text();
    expect(xml).toContain('<Linear skipoffset="00:00:03.000">');
    expect(xml).toContain('<Duration>00:00:05.000</Duration>');
    for (const r of AD_CLIP_RENDITIONS) expect(xml).toContain(`${upstream.origin}/media/ad/${r.file}`);
    for (const e of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'])
      expect(xml).toContain(`<Tracking event="${e}"><![CDATA[${upstream.origin}/vast/track/inline/${e}]]>`);
    expect(xml).toContain(`<ClickThrough id="demo-landing"><![CDATA[${upstream.origin}/vast/landing]]>`);
    expect(xml).toContain('/vast/track/inline/error?code=[ERRORCODE]');
  });

  it('when an ad clip is requested by range, then it is served as partial WebM content', async () => {
    const res = await fetch(`${upstream.origin}/media/ad/${AD_CLIP_RENDITIONS[0].file}`, {
      headers: { Range: 'bytes=0-3' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await res.arrayBuffer()).toString('hex')).toBe('1a45dfa3');
  });

  it('when tracking pixels are hit, then each hit is counted per layer and error codes are kept', async () => {
    for (const path of [
      'inline/impression',
      'wrapper/impression',
      'inline/start',
      'inline/start',
      'inline/error?code=405',
    ]) {
      const res = await fetch(`${upstream.origin}/vast/track/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
    expect(await hits()).toEqual({
      tagRequests: { wrapper: 0, inline: 0 },
      events: { 'inline:impression': 1, 'wrapper:impression': 1, 'inline:start': 2, 'inline:error': 1 },
      errorCodes: ['405'],
    });
  });

  it('when an unknown event or method is used, then it is refused and not counted', async () => {
    expect((await fetch(`${upstream.origin}/vast/track/inline/bogus`)).status).toBe(404);
    expect((await fetch(`${upstream.origin}/vast/tag.xml`, { method: 'POST' })).status).toBe(405);
    expect((await hits()).events).toEqual({});
  });
});
