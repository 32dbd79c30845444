// One interface for every age-assurance provider (docs/age-assurance.md "Providers"): start a check that
// sends the browser to the provider, then turn what comes back into an outcome. Neither side learns who
// the visitor is: the provider gets a random reference, we keep only the outcome.
import type { AgeCheckOutcome, AgeProviderId } from '../shared/api/schemas/ageAssurance.js';
import type { PendingCheck } from './proofToken.js';

export interface StartedCheck {
  /** The provider's page for this check. */
  redirectUrl: string;
  /** Kept in this browser's cookie until the visitor comes back. */
  pending: PendingCheck;
}

export type FinishedCheck =
  { outcome: 'passed'; method: string } | { outcome: Exclude<AgeCheckOutcome, 'passed'>; refusal: string };

export interface AgeProvider {
  id: AgeProviderId;
  /**
   * `returnUrl` is where the provider sends the browser back (our /api/age/return); `region` is where the
   * visitor is (absent or null: unknown), for a provider whose request depends on it (Yoti's double anonymity).
   */
  start(input: { returnUrl: string; nowMs: number; region?: string | null }): Promise<StartedCheck>;
  /** `params` are what came back (query or form); `pending` is this browser's started check. */
  finish(input: { params: Readonly<Record<string, string>>; pending: PendingCheck }): Promise<FinishedCheck>;
}
