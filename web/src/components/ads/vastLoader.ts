// Fetches and parses a VAST tag (following wrappers) with @dailymotion/vast-client and settles on what
// to play, or says why there is nothing: the caller falls back to the house ad on any VastFailure.
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { VAST_MAX_WRAPPERS } from '../../config/ads';
import {
  selectVastMedia,
  type PanelSize,
  type SelectionRules,
  type VastResponse,
  type VastSelection,
} from './vastSelection';

export type VastFailureReason = 'network' | 'parse' | 'no-ad' | 'no-media' | 'timeout';

export class VastFailure extends Error {
  constructor(
    readonly reason: VastFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'VastFailure';
  }
}

export interface LoadedVastAd extends VastSelection {
  /** Fires the ad's impression, tracking, click and error URLs (with wrapper URLs merged in). */
  tracker: VASTTracker;
}

export interface VastLoadOptions extends SelectionRules {
  tagUrl: string;
  panel: PanelSize;
  /** For the whole chain of wrappers, not per request. */
  timeoutMs: number;
  /** The panel's mute state when the ad starts (its tracker reports later changes). */
  muted?: boolean;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

interface UrlHandlerResult {
  xml?: Document;
  details?: { byteLength: number; statusCode: number; rawXml: string };
  error?: Error;
  statusCode?: number | null;
}

// The library's own handler throws from a timer on timeout (an uncaught error in the page); ours aborts
// cleanly, never sends cookies, and refuses origins the CSP would block anyway.
function urlHandler(options: VastLoadOptions, signal: AbortSignal, onFailure: () => void) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const fail = (message: string, statusCode: number | null): UrlHandlerResult => {
    onFailure();
    return { error: new Error(message), statusCode };
  };
  return {
    async get(url: string): Promise<UrlHandlerResult> {
      let origin: string | null = null;
      try {
        origin = new URL(url).origin;
      } catch {
        /* reported below */
      }
      if (origin === null || !options.allowedOrigins.includes(origin)) {
        return fail(`VAST URL outside the allowed origins: ${url}`, null);
      }
      try {
        const res = await fetchImpl(url, { credentials: 'omit', signal });
        if (!res.ok) return fail(`VAST request failed (${res.status})`, res.status);
        const rawXml = await res.text();
        const xml = new DOMParser().parseFromString(rawXml, 'text/xml');
        return { xml, details: { byteLength: rawXml.length, statusCode: res.status, rawXml } };
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'VAST request failed', null);
      }
    },
  };
}

function withDeadline<T>(work: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new VastFailure('timeout', `VAST tag not resolved within ${ms} ms`));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function fetchResponse(options: VastLoadOptions, controller: AbortController): Promise<VastResponse> {
  // No capping (free lunch 0, no minimum interval): the session decides when an ad slot comes.
  const client = new VASTClient(0, 0);
  const failed = { fetch: false };
  try {
    const response: unknown = await client.get(options.tagUrl, {
      urlHandler: urlHandler(options, controller.signal, () => (failed.fetch = true)),
      wrapperLimit: VAST_MAX_WRAPPERS,
      timeout: options.timeoutMs,
      resolveAll: false,
    });
    return response as VastResponse;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new VastFailure(failed.fetch ? 'network' : 'parse', message);
  }
}

/** Resolves to the ad to play; rejects with a VastFailure saying why there is none. */
export async function loadVastAd(options: VastLoadOptions): Promise<LoadedVastAd> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const response = await withDeadline(fetchResponse(options, controller), options.timeoutMs, controller);
  const selection = selectVastMedia(response, options.panel, options);
  if ('code' in selection) {
    if (selection.code === 303) throw new VastFailure('no-ad', 'The VAST response holds no ad');
    // The network hears why its ad was not shown (403: no supported MediaFile).
    if (selection.creative) new VASTTracker(null, selection.ad, selection.creative).error({ ERRORCODE: '403' });
    throw new VastFailure('no-media', 'No playable linear MediaFile in the VAST response');
  }
  const tracker = new VASTTracker(null, selection.ad, selection.creative, null, options.muted ?? true);
  return { ...selection, tracker };
}
