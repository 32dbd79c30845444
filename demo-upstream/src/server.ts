// The demo media source: one local HTTP server imitating the forum's listing JSON, the video host's
// API v2, and the media both would serve, all synthetic and deterministic; plus the demo offer page
// and checkout (paymentPages.ts), the age check (ageCheckPages.ts), the identity check (identityCheckPages.ts) and the instruction writer (instructionWriter.ts).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { renderGif, renderJpeg, renderPng } from './art.js';
import { buildCatalogue } from './catalogue.js';
import { type DemoCatalogue } from './catalogueShape.js';
import { DEMO_UPSTREAM_HOST, DEMO_UPSTREAM_PORT } from './config.js';
import { buildListing } from './listing.js';
import { parseGifPath, parseImagePath } from './media.js';
import { handlePaymentPage, type DemoPaymentsConfig } from './paymentPages.js';
import { DemoAgeCheck, type DemoAgeCheckConfig } from './ageCheckPages.js';
import { DemoIdentityCheck, type DemoIdentityCheckConfig } from './identityCheckPages.js';
import { DemoInstructionWriter, type DemoWriterConfig } from './instructionWriter.js';
import { MEDIA_HEADERS, sendJson, sendMedia, sendMediaNotFound } from './responses.js';
import { emptyStats } from './stats.js';
import { DemoVastNetwork } from './vastAds.js';
import { DEMO_MEDIA_DIR, loadVideoClips } from './videoClips.js';
import {
  bearerToken,
  DEFAULT_TOKEN_FAULT_POLICY,
  gifResponse,
  GuestTokenStore,
  type TokenFaultPolicy,
} from './videoHost.js';

export interface DemoUpstreamOptions {
  /** Default DEMO_UPSTREAM_PORT (9010); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Origin written into media URLs when clients reach the server under another name. */
  publicOrigin?: string;
  tokenPolicy?: TokenFaultPolicy;
  /** Clock for token expiry (ms since epoch); tests pass a fake one. */
  now?: () => number;
  /** Folder holding manifest.json and the clips; default demo-upstream/media. */
  mediaDir?: string;
  /** The demo offer page and checkout; without it they answer 404. */
  payments?: DemoPaymentsConfig;
  /** The demo age-verification provider (Yoti's API); without it /age answers 404. */
  ageCheck?: DemoAgeCheckConfig;
  /** The demo identity-verification provider (Yoti's IDV API); without it /idverify answers 404. */
  identityCheck?: DemoIdentityCheckConfig;
  /** The demo instruction writer (an OpenAI-compatible chat-completions API); without it /llm answers 404. */
  instructionWriter?: DemoWriterConfig;
}

export interface DemoUpstream {
  origin: string;
  close(): Promise<void>;
}

interface ApiReply {
  status: number;
  body: unknown;
}

const LISTING_PATH = /^\/r\/([A-Za-z0-9_]{2,21})\/(top|hot)(?:\/)?\.json$/;
const GIF_PATH = /^\/v2\/gifs\/([^/]+)$/;
const VIDEO_PATH = /^\/media\/video\/([a-z]+)-(hd|sd)\.webm$/;
const AD_CLIP_PATH = /^\/media\/ad\/([a-z0-9-]+\.webm)$/;

export async function startDemoUpstream(options: DemoUpstreamOptions = {}): Promise<DemoUpstream> {
  const host = options.host ?? DEMO_UPSTREAM_HOST;
  const now = options.now ?? Date.now;
  const tokenPolicy = options.tokenPolicy ?? DEFAULT_TOKEN_FAULT_POLICY;
  const mediaDir = options.mediaDir ?? DEMO_MEDIA_DIR;
  const clips = loadVideoClips(mediaDir);
  const videoFiles = new Map<string, Buffer>();
  for (const clip of clips) {
    for (const rendition of [clip.hd, clip.sd])
      videoFiles.set(rendition.file, readFileSync(join(mediaDir, rendition.file)));
  }

  const vast = new DemoVastNetwork(mediaDir);
  const tokens = new GuestTokenStore(now, tokenPolicy);
  const ageCheck = options.ageCheck ? new DemoAgeCheck(options.ageCheck, now) : null;
  const identityCheck = options.identityCheck ? new DemoIdentityCheck(options.identityCheck, now) : null;
  const writer = options.instructionWriter ? new DemoInstructionWriter(options.instructionWriter, now) : null;
  // Generated images, least recently used first out, bounded by bytes (a 1080x1350 PNG is up to ~0.5 MB).
  const imageCache = new LRUCache<string, Buffer>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (body) => body.length,
  });
  let stats = emptyStats(tokenPolicy);
  let catalogue: DemoCatalogue | null = null;
  let origin = options.publicOrigin ?? '';

  function listingReply(url: URL, sub: string, sort: 'top' | 'hot'): ApiReply {
    stats.listingRequests += 1;
    const key = sub.toLowerCase();
    stats.listingRequestsBySub[key] = (stats.listingRequestsBySub[key] ?? 0) + 1;
    const community = catalogue?.communities.get(key);
    if (!community) {
      stats.listingNotFound += 1;
      return { status: 404, body: { message: 'Not Found', error: 404 } };
    }
    const q = url.searchParams;
    const query = {
      sort,
      t: q.get('t'),
      limit: q.get('limit'),
      after: q.get('after'),
      rawJson: q.get('raw_json') === '1',
    };
    return { status: 200, body: buildListing(community, query) };
  }

  function gifReply(req: IncomingMessage, id: string): ApiReply {
    stats.gifRequests += 1;
    const check = tokens.use(bearerToken(req.headers.authorization));
    if (check !== 'ok') {
      stats.gifUnauthorized += 1;
      const message =
        check === 'missing' ? 'Missing bearer token' : check === 'unknown' ? 'Invalid token' : 'Token expired';
      return { status: 401, body: { error: { code: 'Unauthorized', message, status: 401 } } };
    }
    const gif = catalogue?.gifs.get(id);
    if (!gif) {
      stats.gifNotFound += 1;
      return { status: 404, body: { error: { code: 'NotFound', message: `gif ${id} not found`, status: 404 } } };
    }
    return { status: 200, body: gifResponse(gif, origin) };
  }

  function apiReply(req: IncomingMessage, url: URL): ApiReply {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/__demo/tokens/revoke')
      return { status: 200, body: { revoked: tokens.revokeAll() } };
    if (method === 'POST' && path === '/__demo/stats/reset') {
      stats = emptyStats(tokenPolicy);
      return { status: 200, body: stats };
    }
    if (method !== 'GET') return { status: 405, body: { error: 'Method not allowed' } };

    const listing = LISTING_PATH.exec(path);
    if (listing?.[1] && listing[2]) return listingReply(url, listing[1], listing[2] as 'top' | 'hot');
    if (path === '/v2/auth/temporary') {
      stats.tokenRequests += 1;
      const { token } = tokens.issue();
      return {
        status: 200,
        body: { token, addr: req.socket.remoteAddress ?? '', agent: req.headers['user-agent'] ?? '' },
      };
    }
    const gif = GIF_PATH.exec(path);
    if (gif?.[1]) return gifReply(req, decodeURIComponent(gif[1]));
    if (path === '/__demo/stats') return { status: 200, body: stats };
    if (path === '/') {
      const body = {
        service: 'StarSession demo media source',
        forum: `${origin}/r/{community}/{top|hot}.json?t=&limit=&after=&raw_json=1`,
        videoHost: [`${origin}/v2/auth/temporary`, `${origin}/v2/gifs/{id}`],
        stats: `${origin}/__demo/stats`,
        communities: catalogue ? [...catalogue.communities.values()].map((c) => c.name) : [],
      };
      return { status: 200, body };
    }
    return { status: 404, body: { message: 'Not Found', error: 404 } };
  }

  function cachedRender(key: string, render: () => Buffer): Buffer {
    let body = imageCache.get(key);
    if (!body) {
      body = render();
      imageCache.set(key, body);
    }
    return body;
  }

  function handleMedia(req: IncomingMessage, res: ServerResponse, path: string): void {
    const image = parseImagePath(path);
    const gif = image ? null : parseGifPath(path);
    const video = VIDEO_PATH.exec(path);
    const clip = video?.[1] ? catalogue?.gifs.get(video[1])?.clip : undefined;
    const adFile = AD_CLIP_PATH.exec(path)?.[1];
    const videoBody = clip
      ? videoFiles.get(video?.[2] === 'sd' ? clip.sd.file : clip.hd.file)
      : adFile
        ? vast.clips.get(adFile)
        : undefined;
    if (image) stats.mediaRequests.image += 1;
    if (gif) stats.mediaRequests.gif += 1;
    if (videoBody) stats.mediaRequests.video += 1;

    if (image && !catalogue?.deadImageSeeds.has(image.seed)) {
      sendMedia(
        req,
        res,
        cachedRender(path, () =>
          image.format === 'jpg'
            ? renderJpeg(image.seed, image.width, image.height)
            : renderPng(image.seed, image.width, image.height),
        ),
        image.format === 'jpg' ? 'image/jpeg' : 'image/png',
      );
    } else if (gif) {
      sendMedia(
        req,
        res,
        cachedRender(path, () => renderGif(gif.seed, gif.width, gif.height)),
        'image/gif',
      );
    } else if (videoBody) {
      sendMedia(req, res, videoBody, 'video/webm');
    } else {
      stats.mediaNotFound += 1;
      sendMediaNotFound(res);
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    if (handlePaymentPage(req, res, url, options.payments)) return;
    if (ageCheck?.handle(req, res, url)) return;
    if (identityCheck?.handle(req, res, url)) return;
    if (writer?.handle(req, res, url)) {
      stats.instructionRequests += 1;
      return;
    }
    const vastReply = vast.reply(req.method ?? 'GET', url, origin);
    if (vastReply) {
      res.writeHead(vastReply.status, { ...vastReply.headers, 'Content-Type': vastReply.contentType });
      res.end(vastReply.body);
    } else if (!url.pathname.startsWith('/media/')) {
      const { status, body } = apiReply(req, url);
      sendJson(res, status, body);
    } else if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...MEDIA_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': 'Range',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      handleMedia(req, res, url.pathname);
    } else {
      sendJson(res, 405, { error: 'Method not allowed' });
    }
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A bug here must be visible to whoever runs the demo, and the client still gets an answer.
      console.error('demo upstream: request failed', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error', error: 500 });
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEMO_UPSTREAM_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = options.publicOrigin ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  catalogue = buildCatalogue(origin, clips);

  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
