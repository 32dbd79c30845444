// The verification page's calls: the start of an age check and an OIDC provider's return. Plain fetch, not
// RTK Query: they run before React and the store are downloaded (an unverified visitor in a `verify` region
// never gets them; first-load budget, docs/architecture.md). The status call is ageStatus.ts, in every first view.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API_PATHS } from '@shared/api/paths';
import {
  parseAgeReturnResponse,
  parseAgeStartResponse,
  type AgeCheckOutcome,
  type AgeProviderId,
} from '@shared/api/schemas/ageAssurance';

const START_FAILED = msg`The age check could not be started. Please try again.`;

/** The provider's page for a new check, or the server's reason it could not start (else ours, to translate). */
export async function startAgeCheck(
  provider: AgeProviderId | undefined,
  fetchFn: typeof fetch = fetch,
): Promise<{ redirectUrl: string } | { error: string | MessageDescriptor }> {
  try {
    const res = await fetchFn(API_PATHS.ageStart, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(provider ? { provider } : {}),
    });
    const body: unknown = await res.json().catch(() => null);
    const started = res.ok ? parseAgeStartResponse(body) : null;
    if (started) return started;
    const error = (body as { error?: unknown } | null)?.error;
    return { error: typeof error === 'string' && error.length < 300 ? error : START_FAILED };
  } catch {
    return { error: START_FAILED };
  }
}

/** Hands an OIDC provider's answer (from the URL fragment) to the server; how the check ended. */
export async function postAgeReturn(
  answer: Readonly<Record<string, string>>,
  fetchFn: typeof fetch = fetch,
): Promise<AgeCheckOutcome> {
  try {
    const res = await fetchFn(API_PATHS.ageReturn, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answer),
    });
    return parseAgeReturnResponse(await res.json())?.outcome ?? 'error';
  } catch {
    return 'error';
  }
}
