import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { HOSTING_PROXY_RANGES } from '../config/params.js';

// Where the caller's address comes from, hop by hop (production):
// - The function runs on Cloud Run (2nd-gen Cloud Functions). Google's front end (GFE) terminates the
//   connection and APPENDS the address it saw to X-Forwarded-For; whatever the caller sent stays in
//   front (Cloud Run / Cloud Functions request-header docs: "X-Forwarded-For … client IP appended").
//   So only the LAST entry is a fact; every earlier entry is caller-chosen text.
// - A direct call to the function's public URL: that last entry is the caller.
// - A call through Firebase Hosting: the caller is Hosting's proxy, so the last entry is a Google
//   front-end address, and Hosting reports the visitor in `x-fah-client-ip` (it overwrites any value
//   the visitor sent). That header is trusted only when the last hop is one of HOSTING_PROXY_RANGES,
//   because a direct caller can send any `x-fah-client-ip` it likes.
// In the emulators there is no GFE: tests play it by sending X-Forwarded-For themselves.

const UNKNOWN_IP = 'unknown';

/** Parses "a.b.c.d/n, v6::/n, …" (HOSTING_PROXY_RANGES); bad entries are reported, not trusted. */
export function parseRanges(spec: string): { list: BlockList; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const raw of spec.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', bitsText = ''] = entry.split('/');
    const family = isIP(address);
    const bits = Number(bitsText);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || !/^\d{1,3}$/.test(bitsText) || bits > max) {
      invalid.push(entry);
      continue;
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { list, invalid };
}

/** A valid IP literal (zone id dropped, IPv4-mapped IPv6 unwrapped), or null. */
export function normaliseIp(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = raw.trim().replace(/%.*$/, '');
  if (text.length > 45) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  const candidate = mapped?.[1] ?? text;
  return isIP(candidate) === 0 ? null : candidate.toLowerCase();
}

/** One rate-limit bucket per IPv4 address and per IPv6 /64 (one customer's allocation). */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The hop Google's front end appended (the last X-Forwarded-For entry), else the socket peer. */
function lastHop(req: Request): string | null {
  const forwarded = req.get('x-forwarded-for');
  if (forwarded !== undefined) return normaliseIp(forwarded.split(',').at(-1));
  return normaliseIp(req.socket.remoteAddress);
}

function inRanges(ranges: BlockList, ip: string): boolean {
  return ranges.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The caller's address as a rate-limit bucket that no caller can choose: Hosting's
 * `x-fah-client-ip` when the request really came through a Hosting proxy, else the last hop.
 */
export function clientIp(req: Request, hostingProxies: BlockList): string {
  const address = clientAddress(req, hostingProxies);
  return address === null ? UNKNOWN_IP : ipBucket(address);
}

/** The caller's address itself (not bucketed), chosen by the same rule; null when there is none. */
export function clientAddress(req: Request, hostingProxies: BlockList): string | null {
  const hop = lastHop(req);
  if (hop === null) return null;
  if (inRanges(hostingProxies, hop)) {
    const visitor = normaliseIp(req.get('x-fah-client-ip'));
    if (visitor !== null) return visitor;
  }
  return hop;
}

let proxies: { spec: string; list: BlockList } | null = null;

/** HOSTING_PROXY_RANGES, parsed once per value (read inside a request, as params must be). */
export function hostingProxies(): BlockList {
  const spec = HOSTING_PROXY_RANGES.value();
  if (proxies?.spec !== spec) {
    const parsed = parseRanges(spec);
    if (parsed.invalid.length > 0)
      logger.error('HOSTING_PROXY_RANGES has invalid entries', { invalid: parsed.invalid });
    proxies = { spec, list: parsed.list };
  }
  return proxies.list;
}
