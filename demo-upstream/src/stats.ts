// What the demo media source counts, for tests and `GET /__demo/stats`.
import type { TokenFaultPolicy } from './videoHost.js';

export interface DemoUpstreamStats {
  listingRequests: number;
  listingRequestsBySub: Record<string, number>;
  listingNotFound: number;
  tokenRequests: number;
  gifRequests: number;
  gifUnauthorized: number;
  gifNotFound: number;
  mediaRequests: { image: number; gif: number; video: number };
  mediaNotFound: number;
  /** Requests to the instruction writer's completions endpoint: the LLM calls a real provider would bill. */
  instructionRequests: number;
  tokenPolicy: TokenFaultPolicy;
}

export function emptyStats(tokenPolicy: TokenFaultPolicy): DemoUpstreamStats {
  return {
    listingRequests: 0,
    listingRequestsBySub: {},
    listingNotFound: 0,
    tokenRequests: 0,
    gifRequests: 0,
    gifUnauthorized: 0,
    gifNotFound: 0,
    mediaRequests: { image: 0, gif: 0, video: 0 },
    mediaNotFound: 0,
    instructionRequests: 0,
    tokenPolicy,
  };
}
