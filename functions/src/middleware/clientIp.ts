import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { HOSTING_PROXY_RANGES } from '../config/params.js';

// The caller's address, by the facts in docs/client-address.md: Google's front end APPENDS the
// client it saw to X-Forwarded-For (after anything the client sent), and a Hosting rewrite adds a
// Google hop after that. So the address is the rightmost entry that is not a Google front end
// (HOSTING_PROXY_RANGES); entries left of it are caller-chosen text, and so is `x-fah-client-ip`.
// In the emulators there is no front end: tests play it by sending X-Forwarded-For themselves.

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

function ipv6Groups(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}

/** One rate-limit bucket per IPv4 address and per IPv6 /64 (one customer's allocation). */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The IPv6 /48 an address is in (one site's allocation, 65,536 /64 buckets); null for IPv4. */
export function networkBucket(ip: string): string | null {
  if (isIP(ip) !== 6) return null;
  return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
}

function inRanges(ranges: BlockList, ip: string): boolean {
  return ranges.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/** The rightmost X-Forwarded-For entry that is not a Google front end, else the socket peer. */
function appendedClient(req: Request, frontEnds: BlockList): string | null {
  const forwarded = req.get('x-forwarded-for');
  if (forwarded === undefined) return normaliseIp(req.socket.remoteAddress);
  const hops = forwarded.split(',').map(normaliseIp);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    // Anything unparseable where Google's own entry should be means we cannot know: one shared bucket.
    if (hop === null || hop === undefined) return null;
    if (!inRanges(frontEnds, hop)) return hop;
  }
  // Only Google hops: a Google service called us itself; the earliest hop stands for it.
  return hops[0] ?? null;
}

let hopsLogged = false;

/** Logs the raw hop headers of this instance's first request, so an operator can check the rule on a deploy. */
function logHopsOnce(req: Request, chosen: string | null): void {
  if (hopsLogged) return;
  hopsLogged = true;
  logger.info('client address hops (first request of this instance; see docs/client-address.md)', {
    xForwardedFor: req.get('x-forwarded-for') ?? null,
    xFahClientIp: req.get('x-fah-client-ip') ?? null,
    forwarded: req.get('forwarded') ?? null,
    remoteAddress: req.socket.remoteAddress ?? null,
    chosen,
  });
}

/** The caller's address as a rate-limit bucket that no caller can choose (see the rule above). */
export function clientIp(req: Request, frontEnds: BlockList): string {
  const address = clientAddress(req, frontEnds);
  return address === null ? UNKNOWN_IP : ipBucket(address);
}

/** The caller's IPv6 /48 as a rate-limit bucket; null for IPv4 or an unknown address. */
export function clientNetwork(req: Request, frontEnds: BlockList): string | null {
  const address = clientAddress(req, frontEnds);
  return address === null ? null : networkBucket(address);
}

/** The caller's address itself (not bucketed), chosen by the same rule; null when there is none. */
export function clientAddress(req: Request, frontEnds: BlockList): string | null {
  const address = appendedClient(req, frontEnds);
  logHopsOnce(req, address);
  return address;
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
