// The demo ad network: a VAST 4 wrapper that points at an inline ad, a synthetic clip in two sizes,
// a landing page, and tracking pixels whose hits are counted so tests can read exactly what fired.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const AD_CLIP_DURATION_SEC = 5;
const AD_SKIP_OFFSET_SEC = 3;
/** Made by generateAdClip.sh; served under /media/ad/. */
export const AD_CLIP_RENDITIONS = [
  { file: 'demo-ad-640x360.webm', width: 640, height: 360, codec: 'vp9', bitrateKbps: 40 },
  { file: 'demo-ad-320x180.webm', width: 320, height: 180, codec: 'vp8', bitrateKbps: 70 },
] as const;

const VAST_TRACKED_EVENTS = [
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'click',
  'error',
] as const;
type VastTrackedEvent = (typeof VAST_TRACKED_EVENTS)[number];

export interface VastHits {
  /** GETs of the wrapper tag and of the inline document. */
  tagRequests: { wrapper: number; inline: number };
  /** `<layer>:<event>` → hits, e.g. `inline:start`. */
  events: Record<string, number>;
  /** ERRORCODE values received on the error pixel, in order. */
  errorCodes: string[];
}

export interface VastReply {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

const XML_HEADERS = {
  // The player fetches tags cross-origin without credentials, as from a real network.
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store',
};
// The smallest transparent GIF: what ad servers answer tracking pixels with.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TRACK_PATH = /^\/vast\/track\/(wrapper|inline)\/([A-Za-z]+)$/;

function emptyHits(): VastHits {
  return { tagRequests: { wrapper: 0, inline: 0 }, events: {}, errorCodes: [] };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cdata(url: string): string {
  return `<![CDATA[${url}]]>`;
}

function wrapperXml(origin: string): string {
  const track = (event: VastTrackedEvent) => cdata(`${origin}/vast/track/wrapper/${event}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST">
  <Ad id="demo-wrapper">
    <Wrapper followAdditionalWrappers="true" allowMultipleAds="false">
      <AdSystem version="1">StarSession demo network</AdSystem>
      <VASTAdTagURI>${cdata(`${origin}/vast/inline.xml`)}</VASTAdTagURI>
      <Error>${cdata(`${origin}/vast/track/wrapper/error?code=[ERRORCODE]`)}</Error>
      <Impression id="demo-wrapper">${track('impression')}</Impression>
      <Creatives>
        <Creative>
          <Linear>
            <TrackingEvents>
              <Tracking event="start">${track('start')}</Tracking>
              <Tracking event="complete">${track('complete')}</Tracking>
              <Tracking event="skip">${track('skip')}</Tracking>
            </TrackingEvents>
          </Linear>
        </Creative>
      </Creatives>
    </Wrapper>
  </Ad>
</VAST>
`;
}

function formatOffset(sec: number): string {
  return `00:00:${sec.toFixed(3).padStart(6, '0')}`;
}

function inlineXml(origin: string): string {
  const track = (event: VastTrackedEvent) => cdata(`${origin}/vast/track/inline/${event}`);
  const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const;
  const files = AD_CLIP_RENDITIONS.map(
    (r) =>
      `<MediaFile id="${r.width}p" delivery="progressive" type="video/webm" width="${r.width}" height="${r.height}" bitrate="${r.bitrateKbps}" codec="${r.codec}">${cdata(`${origin}/media/ad/${r.file}`)}</MediaFile>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST">
  <Ad id="demo-inline">
    <InLine>
      <AdSystem version="1">StarSession demo network</AdSystem>
      <AdServingId>demo-serving-1</AdServingId>
      <AdTitle>${escapeXml('Demo advertiser — synthetic clip')}</AdTitle>
      <Error>${cdata(`${origin}/vast/track/inline/error?code=[ERRORCODE]`)}</Error>
      <Impression id="demo-inline">${track('impression')}</Impression>
      <Creatives>
        <Creative id="demo-creative" sequence="1">
          <UniversalAdId idRegistry="demo">demo-creative</UniversalAdId>
          <Linear skipoffset="${formatOffset(AD_SKIP_OFFSET_SEC)}">
            <Duration>${formatOffset(AD_CLIP_DURATION_SEC)}</Duration>
            <TrackingEvents>
              ${events.map((e) => `<Tracking event="${e}">${track(e)}</Tracking>`).join('\n              ')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="demo-landing">${cdata(`${origin}/vast/landing`)}</ClickThrough>
              <ClickTracking id="demo-click">${track('click')}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              ${files.join('\n              ')}
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

const LANDING_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo advertiser</title></head>
<body><h1>Demo advertiser</h1><p>The landing page of the demo ad network's synthetic ad.</p></body></html>`;

/** The demo network's state: its clips, read once, and the hits it has received. */
export class DemoVastNetwork {
  private hits = emptyHits();
  readonly clips = new Map<string, Buffer>();

  constructor(mediaDir: string) {
    for (const rendition of AD_CLIP_RENDITIONS)
      this.clips.set(rendition.file, readFileSync(join(mediaDir, rendition.file)));
  }

  snapshot(): VastHits {
    return structuredClone(this.hits);
  }

  reset(): void {
    this.hits = emptyHits();
  }

  /** Answers /vast/* and the hit log; null for any other path. */
  reply(method: string, url: URL, origin: string): VastReply | null {
    const path = url.pathname;
    if (path === '/__demo/vast/hits' && method === 'GET') return json(this.snapshot());
    if (path === '/__demo/vast/hits/reset' && method === 'POST') {
      this.reset();
      return json(this.snapshot());
    }
    if (!path.startsWith('/vast/')) return null;
    if (method !== 'GET') return { status: 405, contentType: 'text/plain; charset=UTF-8', body: 'Method not allowed' };
    if (path === '/vast/tag.xml') {
      this.hits.tagRequests.wrapper += 1;
      return {
        status: 200,
        contentType: 'application/xml; charset=UTF-8',
        body: wrapperXml(origin),
        headers: XML_HEADERS,
      };
    }
    if (path === '/vast/inline.xml') {
      this.hits.tagRequests.inline += 1;
      return {
        status: 200,
        contentType: 'application/xml; charset=UTF-8',
        body: inlineXml(origin),
        headers: XML_HEADERS,
      };
    }
    if (path === '/vast/landing') return { status: 200, contentType: 'text/html; charset=UTF-8', body: LANDING_HTML };
    const track = TRACK_PATH.exec(path);
    const event = track?.[2];
    if (track && event && (VAST_TRACKED_EVENTS as readonly string[]).includes(event)) {
      const key = `${track[1]}:${event}`;
      this.hits.events[key] = (this.hits.events[key] ?? 0) + 1;
      if (event === 'error') this.hits.errorCodes.push(url.searchParams.get('code') ?? '');
      return {
        status: 200,
        contentType: 'image/gif',
        body: PIXEL,
        headers: { 'Cache-Control': 'no-store', 'Cross-Origin-Resource-Policy': 'cross-origin' },
      };
    }
    return { status: 404, contentType: 'text/plain; charset=UTF-8', body: 'Not Found' };
  }
}

function json(body: unknown): VastReply {
  return {
    status: 200,
    contentType: 'application/json; charset=UTF-8',
    body: JSON.stringify(body),
    headers: { 'Cache-Control': 'no-store' },
  };
}
