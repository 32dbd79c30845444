// The policy per region (docs/age-assurance.md): parsed from AGE_ASSURANCE_REGIONS, e.g.
// `GB=verify:1440, FR=verify:60:visit, US-TX=verify:1440, US-unknown=verify:1440, US-UT=block, unknown=click, other=click`.
// Pure: no params, no Express, so the unit tests pin every rule.

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
  /**
   * A country known without its subdivision (`US` from the IP database or a country-only header), for each
   * country the list names subdivisions of: its `US-unknown=` entry, else failClosedForUnknownSubdivision.
   */
  unknownSubdivision: ReadonlyMap<string, RegionRule>;
}

/** ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision (1–3 letters or digits). */
const REGION = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;
const MAX_LIFETIME_MINUTES = 30 * 24 * 60;

/** `US-unknown`: the entry for a country whose subdivision could not be found. */
const UNKNOWN_SUBDIVISION = /^([A-Z]{2})-unknown$/;

const VERIFY_CLOSED: RegionRule = { policy: 'verify', lifetimeMinutes: 60, perVisit: true };

/** Everything verified, 1 h, per visit: what a broken configuration falls back to (closed, never open). */
export const FAIL_CLOSED: RegionPolicies = {
  byRegion: new Map(),
  unknown: VERIFY_CLOSED,
  other: VERIFY_CLOSED,
  unknownSubdivision: new Map(),
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

/**
 * A visitor placed in a country but not in one of its subdivisions could be in any of them, so without an
 * explicit `XX-unknown=` entry they meet the strictest rule among the country's own and its subdivisions':
 * the shortest proof lifetime, per visit if any is. A subdivision's `block` counts as `verify` here (such a
 * law asks at least a check), so one state's block never closes the whole country; only the country's own
 * rule (or `other`) can block it.
 */
function failClosedForUnknownSubdivision(countryRule: RegionRule, subdivisionRules: readonly RegionRule[]): RegionRule {
  if (countryRule.policy === 'block') return countryRule;
  const verifies = [countryRule, ...subdivisionRules].flatMap((rule) => (rule.policy === 'verify' ? [rule] : []));
  if (verifies.length === 0)
    return subdivisionRules.some((rule) => rule.policy === 'block') ? VERIFY_CLOSED : countryRule;
  return {
    policy: 'verify',
    lifetimeMinutes: Math.min(...verifies.map((rule) => rule.lifetimeMinutes)),
    perVisit: verifies.some((rule) => rule.perVisit),
  };
}

function unknownSubdivisionRules(
  byRegion: ReadonlyMap<string, RegionRule>,
  other: RegionRule,
  explicit: ReadonlyMap<string, RegionRule>,
): Map<string, RegionRule> {
  const subdivisionsByCountry = new Map<string, RegionRule[]>();
  for (const [region, rule] of byRegion) {
    if (region.length === 2) continue;
    const country = region.slice(0, 2);
    subdivisionsByCountry.set(country, [...(subdivisionsByCountry.get(country) ?? []), rule]);
  }
  const rules = new Map(explicit);
  for (const [country, subdivisions] of subdivisionsByCountry) {
    if (!rules.has(country))
      rules.set(country, failClosedForUnknownSubdivision(byRegion.get(country) ?? other, subdivisions));
  }
  return rules;
}

/** The policies a spec describes, or the entries it could not read (then the caller fails closed). */
export function parseRegionPolicies(spec: string): { policies: RegionPolicies } | { errors: string[] } {
  const byRegion = new Map<string, RegionRule>();
  const explicitUnknownSubdivision = new Map<string, RegionRule>();
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
    else {
      const country = UNKNOWN_SUBDIVISION.exec(key)?.[1];
      if (country && !explicitUnknownSubdivision.has(country)) explicitUnknownSubdivision.set(country, rule);
      else errors.push(entry);
    }
  }
  if (!unknown) errors.push('unknown=… is missing');
  if (!other) errors.push('other=… is missing');
  if (errors.length > 0 || !unknown || !other) return { errors };
  const unknownSubdivision = unknownSubdivisionRules(byRegion, other, explicitUnknownSubdivision);
  return { policies: { byRegion, unknown, other, unknownSubdivision } };
}

/** A region code as a trusted header or the database gives it (`gb`, `US-TX`, `USTX`), normalised, or null. */
export function normaliseRegion(raw: string | undefined | null): string | null {
  const text = raw?.trim().toUpperCase() ?? '';
  if (REGION.test(text)) return text;
  // The load balancer's {client_region_subdivision} has no dash: `USCA`.
  const joined = /^([A-Z]{2})([A-Z0-9]{1,3})$/.exec(text);
  return joined ? `${joined[1]}-${joined[2]}` : null;
}

/**
 * The rule for a region: its own entry, else its country's (`US` for `US-CA`), else `other`; null → `unknown`.
 * A bare country whose subdivisions the list names (`US`) takes its unknown-subdivision rule.
 */
export function ruleFor(policies: RegionPolicies, region: string | null): RegionRule {
  if (region === null) return policies.unknown;
  const country = region.slice(0, 2);
  const subdivisionUnknown = region === country ? policies.unknownSubdivision.get(country) : undefined;
  return subdivisionUnknown ?? policies.byRegion.get(region) ?? policies.byRegion.get(country) ?? policies.other;
}

/**
 * True when every region has the click gate, so neither where a visitor is nor a proof can change a response
 * and a shared cache may hold it. A uniform `verify` (the fail-closed configuration, say) is not: its answers
 * are unlocked per browser by a proof that can end before a cached copy does.
 */
export function everyRegionClicks(policies: RegionPolicies): boolean {
  return [
    policies.unknown,
    policies.other,
    ...policies.byRegion.values(),
    ...policies.unknownSubdivision.values(),
  ].every((rule) => rule.policy === 'click');
}
