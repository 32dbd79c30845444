// What resolve hands a player for a video id: the host's own URL when it was signed for this viewer,
// else a same-origin stream link signed for this user and a few minutes only.
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import { API_PATHS } from '../shared/api/paths.js';
import type { VideoResolveResponse } from '../shared/api/schemas/videoResolve.js';
import { VIDEO_STREAM_URL_TTL_MS } from '../shared/constants.js';
import { VIDEO_STREAM_SIGNING_KEY } from '../config/mediaParams.js';
import { signedStreamQuery, verifyStreamGrant, type StreamQuality } from './streamSignature.js';
import type { VideoHostClient, VideoResolution, VideoViewer } from './videoHost.js';

export const STREAM_TTL_SEC = VIDEO_STREAM_URL_TTL_MS / 1000;
const DEMO_SIGNING_KEY = 'demo-video-stream-signing-key';
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UID_IN_LINK = /^[A-Za-z0-9_-]{1,128}$/;

export interface StreamSigning {
  /** The HMAC key of stream links; read per request (params are only readable then). */
  key: () => string;
  now: () => number;
}

/** The configured key; the demo value is refused outside the emulator, so a deploy cannot run on it. */
export function configuredSigningKey(): string {
  const key = VIDEO_STREAM_SIGNING_KEY.value().trim();
  const usable = key.length >= 16 && (key !== DEMO_SIGNING_KEY || process.env.FUNCTIONS_EMULATOR === 'true');
  if (!usable) {
    logger.error('VIDEO_STREAM_SIGNING_KEY is missing or the demo value: video streams are off.');
    throw new DomainError('unavailable', 'videoUnavailable');
  }
  return key;
}

export function signedStreamPath(
  id: string,
  quality: StreamQuality,
  viewer: StreamViewer,
  key: string,
  nowMs: number,
): string {
  const exp = Math.floor(nowMs / 1000) + STREAM_TTL_SEC;
  return `${API_PATHS.videoStream}/${id}?${signedStreamQuery({ id, quality, uid: viewer.uid, address: viewer.address, exp }, key)}`;
}

/** Who a stream link is for: the signed-in uid and the address bucket the link must be fetched from. */
export interface StreamViewer {
  uid: string;
  address: string;
}

/** The link's own fields as they came (strings; '' when absent). */
export interface StreamLink {
  sig: string;
  /** The viewer's uid. */
  v: string;
  exp: string;
}

/** Refuses unless the link carries a valid, unexpired signature for this id, quality and caller's address. */
export function verifyStreamLink(
  link: StreamLink,
  id: string,
  quality: StreamQuality,
  address: string,
  key: string,
  nowMs: number,
): void {
  const valid =
    SIGNATURE_PATTERN.test(link.sig) &&
    UID_IN_LINK.test(link.v) &&
    verifyStreamGrant(
      { id, quality, uid: link.v, address, exp: Number(link.exp) },
      link.sig,
      key,
      nowMs,
      STREAM_TTL_SEC,
    );
  if (!valid) throw new DomainError('forbidden', 'streamLinkInvalid');
}

export function pickUrl(resolution: VideoResolution, quality: StreamQuality): string | null {
  return quality === 'sd' ? (resolution.sd ?? resolution.hd) : (resolution.hd ?? resolution.sd);
}

/** GET /api/redgifs/resolve's answer for `streamViewer`; `viewer` is asked only when the host relays. */
export async function resolveVideoLink(
  client: VideoHostClient,
  id: string,
  streamViewer: StreamViewer,
  viewer: () => VideoViewer,
  signing: StreamSigning,
): Promise<VideoResolveResponse> {
  const outcome = await client.resolve(id, client.relaying ? viewer() : undefined);
  if (outcome === 'not-found') throw new DomainError('notFound', 'videoNotFound');
  if (outcome === 'unavailable') throw new DomainError('unavailable', 'videoUnavailable');
  const labels = { duration: outcome.duration, tags: outcome.tags, creator: outcome.creator };
  // Both sizes: the lighter one is offered beside the other, for phones and metered connections.
  const both = outcome.hd !== null && outcome.sd !== null && outcome.hd !== outcome.sd;
  if (outcome.relayed) {
    // Signed for this viewer only.
    const url = pickUrl(outcome, 'hd');
    if (!url) throw new DomainError('unavailable', 'videoUnavailable');
    return { url, ...(both && outcome.sd ? { sdUrl: outcome.sd } : {}), ...labels };
  }
  const signed = (quality: StreamQuality) => signedStreamPath(id, quality, streamViewer, signing.key(), signing.now());
  return { url: signed(outcome.hd ? 'hd' : 'sd'), ...(both ? { sdUrl: signed('sd') } : {}), ...labels };
}
