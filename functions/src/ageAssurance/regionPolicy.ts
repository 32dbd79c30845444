// The policy per region (docs/age-assurance.md): parsed from AGE_ASSURANCE_REGIONS, e.g.
// `GB=verify:1440, FR=verify:60:visit, US-UT=block, unknown=click, other=click`.
// Pure: no params, no Express, so the unit tests pin every rule.
import type { AgePolicy } from '../shared/api/schemas/ageAssurance.js';

export type RegionRule =
  | { policy: 'click' }
  | { policy: 'block' }
  /** A proof is good for `lifetimeMinutes` after the check; `perVisit` also ends it with the browser session. */
  | { policy: 'verify'; lifetimeMinutes: number; perVisit: boolean };

export interface RegionPolicies {
  /** ISO 3166-1 alpha-2 (`GB`) or ISO 3166-2 (`US-TX`) → rule. */
  byRegion: ReadonlyMap<string, RegionRule>;
  /** No region could be found (no header, no database answer). */
  unknown: RegionRule;
  /** A region the list does not name. */
  other: RegionRule;
}

/** ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision (1–3 letters or digits). */
const REGION = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;
const MAX_LIFETIME_MINUTES = 30 * 24 * 60;

/** Everything verified, 1 h, per visit: what a broken configuration falls back to (closed, never open). */
export const FAIL_CLOSED: RegionPolicies = {
  byRegion: new Map(),
  unknown: { policy: 'verify', lifetimeMinutes: 60, perVisit: true },
  other: { policy: 'verify', lifetimeMinutes: 60, perVisit: true },
};

function parseRule(text: string): RegionRule | null {
  const [policy, minutes, visit, ...rest] = text.split(':');
  if (rest.length > 0) return null;
  if ((policy === 'click' || policy === 'block') && minutes === undefined) return { policy };
  if (policy !== 'verify' || minutes === undefined || !/^\d{1,6}$/.test(minutes)) return null;
  const lifetimeMinutes = Number(minutes);
  if (lifetimeMinutes < 1 || lifetimeMinutes > MAX_LIFETIME_MINUTES) return null;
  if (visit !== undefined && visit !== 'visit') return null;
  return { policy, lifetimeMinutes, perVisit: visit === 'visit' };
}

/** The policies a spec describes, or the entries it could not read (then the caller fails closed). */
export function parseRegionPolicies(spec: string): { policies: RegionPolicies } | { errors: string[] } {
  const byRegion = new Map<string, RegionRule>();
  let unknown: RegionRule | null = null;
  let other: RegionRule | null = null;
  const errors: string[] = [];
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const key = entry.slice(0, eq).trim();
    const rule = eq > 0 ? parseRule(entry.slice(eq + 1).trim()) : null;
    if (!rule) errors.push(entry);
    else if (key === 'unknown') unknown = rule;
    else if (key === 'other') other = rule;
    else if (REGION.test(key) && !byRegion.has(key)) byRegion.set(key, rule);
    else errors.push(entry);
  }
  if (!unknown) errors.push('unknown=… is missing');
  if (!other) errors.push('other=… is missing');
  if (errors.length > 0 || !unknown || !other) return { errors };
  return { policies: { byRegion, unknown, other } };
}

/** A region code as a trusted header or the database gives it (`gb`, `US-TX`, `USTX`), normalised, or null. */
export function normaliseRegion(raw: string | undefined | null): string | null {
  const text = raw?.trim().toUpperCase() ?? '';
  if (REGION.test(text)) return text;
  // The load balancer's {client_region_subdivision} has no dash: `USCA`.
  const joined = /^([A-Z]{2})([A-Z0-9]{1,3})$/.exec(text);
  return joined ? `${joined[1]}-${joined[2]}` : null;
}

/** The rule for a region: its own entry, else its country's (`US` for `US-CA`), else `other`; null → `unknown`. */
export function ruleFor(policies: RegionPolicies, region: string | null): RegionRule {
  if (region === null) return policies.unknown;
  const country = region.slice(0, 2);
  return policies.byRegion.get(region) ?? policies.byRegion.get(country) ?? policies.other;
}

/** True when every region gets the same answer, so where a visitor is cannot change a response. */
export function uniformPolicy(policies: RegionPolicies): AgePolicy | null {
  const rules = [policies.unknown, policies.other, ...policies.byRegion.values()];
  const first = rules[0]?.policy ?? 'click';
  return rules.every((rule) => rule.policy === first) ? first : null;
}
