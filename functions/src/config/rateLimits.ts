import { REPORT_ANONYMOUS_HOURLY, REPORT_ANONYMOUS_PER_NETWORK_HOURLY } from '../shared/constants.js';

// Server-side limits for the write endpoints and the listing: hits per fixed window, per signed-in user and per client IP.
export interface RateLimit {
  windowSec: number;
  perUser: number;
  perIp: number;
  /** Also per IPv6 /48 (an IPv4 address has its own count only). */
  perNetwork?: number;
  /** Also for all callers of the bucket together. */
  overall?: number;
  /**
   * Count a signed-in caller per user only, and only a signed-out one per address: for buckets whose abuse costs
   * little per request (no money, no bandwidth), so each request writes one counter, not two, and the people behind
   * one carrier-NAT address do not share one budget (docs/operations.md "Rate limits").
   */
  perIpSignedOutOnly?: true;
}

export const RATE_LIMITS = {
  redeem: { windowSec: 60, perUser: 20, perIp: 100 },
  referral: { windowSec: 60, perUser: 20, perIp: 100 },
  contentLocker: { windowSec: 60, perUser: 20, perIp: 100 },
  purchase: { windowSec: 60, perUser: 20, perIp: 100 },
  admin: { windowSec: 60, perUser: 30, perIp: 100 },
  postback: { windowSec: 60, perUser: 0, perIp: 600 },
  // A session asks for one plan and a chunk per 10 minutes (plus retries); this leaves room for restarts.
  llm: { windowSec: 60, perUser: 30, perIp: 300, perIpSignedOutOnly: true },
  // A 3-panel session at the fastest interval meets a video every few seconds; 60 a minute is ample.
  videoResolve: { windowSec: 60, perUser: 60, perIp: 600 },
  // A visitor looks up the referrer of the link they opened (plus two retries); a guesser of uids meets this.
  referralInfo: { windowSec: 60, perUser: 10, perIp: 30 },
  // A session is started and finished once each; restarts leave room.
  sessionRun: { windowSec: 60, perUser: 10, perIp: 100 },
  // Listing pages that reach the function (Hosting's CDN answers repeats): a session start asks for a
  // few pages per community; a cursor or limit sweep runs into this (docs/product-rules.md "Abuse limits").
  // Consent, data export and account deletion: a person does each a few times at most.
  account: { windowSec: 60, perUser: 10, perIp: 60 },
  listing: { windowSec: 60, perUser: 120, perIp: 120, perIpSignedOutOnly: true },
  // An age check started and its return (each start creates a session at the provider): a few retries fit.
  ageCheck: { windowSec: 60, perUser: 0, perIp: 20 },
  // Reports and removal requests: a person reports a few items; a flood of the queue runs into this.
  // Signed in, per user (and address); signed out, per address, per /48 and all together.
  report: { windowSec: 3600, perUser: 30, perIp: 30 },
  anonymousReport: {
    windowSec: 3600,
    perUser: 0,
    perIp: 30,
    perNetwork: REPORT_ANONYMOUS_PER_NETWORK_HOURLY,
    overall: REPORT_ANONYMOUS_HOURLY,
  },
  // The favourites page asks which favourites were taken down each time it loads or they change.
  favoritesRemoved: { windowSec: 60, perUser: 30, perIp: 120, perIpSignedOutOnly: true },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
