import { readUser, userRef, type StoredUser } from '../data/users.js';
import { isPremium, type PremiumSource } from '../shared/users.js';

/**
 * Fields that grant premium from `source`, or null when nothing changes. Premium set before sources
 * were tracked (seed, make-admin) is kept as the 'granted' source so a later revoke cannot remove it.
 */
export function grantPremiumFields(user: StoredUser | null, source: PremiumSource): Record<string, unknown> | null {
  const sources = new Set(user?.premiumSources ?? []);
  if (isPremium(user) && sources.size === 0) sources.add('granted');
  if (sources.has(source) && isPremium(user)) return null;
  sources.add(source);
  return { premium: true, premiumSources: [...sources].sort() };
}

/** Fields that remove `source`; premium ends only when no source is left. Null when nothing changes. */
export function revokePremiumFields(user: StoredUser | null, source: PremiumSource): Record<string, unknown> | null {
  const sources = new Set(user?.premiumSources ?? []);
  if (!sources.has(source)) return null;
  sources.delete(source);
  return { premium: sources.size > 0, premiumSources: [...sources].sort() };
}

/** Premium as stored in users/{uid} (what the server trusts; a token's claims or the client never decide it). */
export async function storedPremium(uid: string): Promise<boolean> {
  return isPremium(readUser(await userRef(uid).get()));
}
