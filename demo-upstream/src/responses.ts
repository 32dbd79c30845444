// How the demo media source answers: JSON for the APIs, cacheable media with byte ranges.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRange } from './media.js';

const API_HEADERS = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'private, max-age=0, no-store',
};
// Media URLs are content-addressed (seed and size), so browsers may keep them forever.
export const MEDIA_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Length, Content-Range, Accept-Ranges',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
  'Accept-Ranges': 'bytes',
};

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...API_HEADERS, 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}

export function sendMediaNotFound(res: ServerResponse): void {
  res.writeHead(404, { ...MEDIA_HEADERS, 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'no-store' });
  res.end('Not Found');
}

export function sendMedia(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string): void {
  const range = parseRange(req.headers.range, body.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...MEDIA_HEADERS, 'Content-Range': `bytes */${body.length}`, 'Content-Type': contentType });
    res.end();
    return;
  }
  const slice = range ? body.subarray(range.start, range.end + 1) : body;
  const headers: Record<string, string | number> = {
    ...MEDIA_HEADERS,
    'Content-Type': contentType,
    'Content-Length': slice.length,
  };
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
  res.writeHead(range ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : slice);
}
