import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_ASSURANCE_REGIONS } from '../config/ageAssuranceRegions.js';
import {
  everyRegionClicks,
  FAIL_CLOSED,
  normaliseRegion,
  parseRegionPolicies,
  ruleFor,
  type RegionPolicies,
} from './regionPolicy.js';

function policies(spec: string): RegionPolicies {
  const result = parseRegionPolicies(spec);
  if (!('policies' in result)) throw new Error(`invalid: ${result.errors.join('; ')}`);
  return result.policies;
}

describe('the demo policy (AGE_ASSURANCE_REGIONS default)', () => {
  const demo = policies(DEFAULT_AGE_ASSURANCE_REGIONS);

  it.each(['GB', 'IT', 'US-TX', 'US-LA', 'US-VA', 'US-FL', 'US-MO'])(
    'when the visitor is in %s, then a day-long proof is required',
    (region) => {
      expect(ruleFor(demo, region)).toEqual({ policy: 'verify', lifetimeMinutes: 1440, perVisit: false });
    },
  );

  it('when the visitor is in France, then a proof lasts one visit and at most an hour', () => {
    expect(ruleFor(demo, 'FR')).toEqual({ policy: 'verify', lifetimeMinutes: 60, perVisit: true });
  });

  it('when the visitor is in Utah (the demo block example), then the service is not offered', () => {
    expect(ruleFor(demo, 'US-UT')).toEqual({ policy: 'block' });
  });

  it('when the region is another one, a state without a law, or unknown, then the click gate applies', () => {
    expect(ruleFor(demo, 'DE')).toEqual({ policy: 'click' });
    expect(ruleFor(demo, 'US-CA')).toEqual({ policy: 'click' });
    expect(ruleFor(demo, null)).toEqual({ policy: 'click' });
  });

  it('when a US visitor is placed in no state (the IP database gives countries only), then a day-long proof is required', () => {
    expect(ruleFor(demo, 'US')).toEqual({ policy: 'verify', lifetimeMinutes: 1440, perVisit: false });
  });

  it('has 24 verifying US states besides the blocked one', () => {
    expect(
      [...demo.byRegion.keys()].filter((r) => r.startsWith('US-') && demo.byRegion.get(r)?.policy === 'verify'),
    ).toHaveLength(24);
  });
});

describe('parseRegionPolicies', () => {
  it('when a country has a rule, then its subdivisions without their own inherit it', () => {
    const p = policies('US=verify:30, US-CA=click, unknown=verify:10:visit, other=block');
    expect(ruleFor(p, 'US-TX')).toEqual({ policy: 'verify', lifetimeMinutes: 30, perVisit: false });
    expect(ruleFor(p, 'US-CA')).toEqual({ policy: 'click' });
    expect(ruleFor(p, null)).toEqual({ policy: 'verify', lifetimeMinutes: 10, perVisit: true });
    expect(ruleFor(p, 'JP')).toEqual({ policy: 'block' });
  });

  it.each([
    ['a missing unknown', 'GB=verify:60, other=click'],
    ['a missing other', 'GB=verify:60, unknown=click'],
    ['a verify without lifetime', 'GB=verify, unknown=click, other=click'],
    ['a zero lifetime', 'GB=verify:0, unknown=click, other=click'],
    ['a lifetime over 30 days', 'GB=verify:43201, unknown=click, other=click'],
    ['a lifetime on click', 'GB=click:60, unknown=click, other=click'],
    ['an unknown policy', 'GB=allow, unknown=click, other=click'],
    ['an unknown flag', 'GB=verify:60:forever, unknown=click, other=click'],
    ['a lower-case region', 'gb=verify:60, unknown=click, other=click'],
    ['a region twice', 'GB=verify:60, GB=click, unknown=click, other=click'],
    ['an entry without =', 'GB, unknown=click, other=click'],
  ])('when the spec has %s, then it is refused (the caller fails closed)', (_case, spec) => {
    expect(parseRegionPolicies(spec)).toHaveProperty('errors');
  });

  it.each([
    ['a duplicate', 'US-unknown=verify:60, US-unknown=click, unknown=click, other=click'],
    ['a subdivision code', 'US-TX-unknown=verify:60, unknown=click, other=click'],
    ['a lower-case country', 'us-unknown=verify:60, unknown=click, other=click'],
    ['a bad rule', 'US-unknown=verify, unknown=click, other=click'],
  ])('when an unknown-subdivision entry is %s, then the spec is refused', (_case, spec) => {
    expect(parseRegionPolicies(spec)).toHaveProperty('errors');
  });
});

describe('a country known without its subdivision', () => {
  it('when the list has an explicit entry for it, then that entry applies, and known states keep theirs', () => {
    const p = policies('US-TX=verify:1440, US-UT=block, US-unknown=click, unknown=click, other=click');
    expect(ruleFor(p, 'US')).toEqual({ policy: 'click' });
    expect(ruleFor(p, 'US-TX')).toEqual({ policy: 'verify', lifetimeMinutes: 1440, perVisit: false });
    expect(ruleFor(p, 'US-UT')).toEqual({ policy: 'block' });
    expect(ruleFor(p, 'US-CA')).toEqual({ policy: 'click' });
  });

  it('when no entry says, then the strictest verify among the country and its states applies (fail closed)', () => {
    const p = policies('US-TX=verify:1440, US-LA=verify:120, US-XX=verify:600:visit, unknown=click, other=click');
    expect(ruleFor(p, 'US')).toEqual({ policy: 'verify', lifetimeMinutes: 120, perVisit: true });
    const withCountry = policies('US=verify:30, US-TX=verify:1440, unknown=click, other=click');
    expect(ruleFor(withCountry, 'US')).toEqual({ policy: 'verify', lifetimeMinutes: 30, perVisit: false });
  });

  it("when the only strict state is blocked, then the country verifies: one state's block never blocks it all", () => {
    const p = policies('US-UT=block, unknown=click, other=click');
    expect(ruleFor(p, 'US')).toEqual({ policy: 'verify', lifetimeMinutes: 60, perVisit: true });
    expect(ruleFor(p, 'US-CA')).toEqual({ policy: 'click' });
    const withVerify = policies('US-UT=block, US-TX=verify:1440, unknown=click, other=click');
    expect(ruleFor(withVerify, 'US')).toEqual({ policy: 'verify', lifetimeMinutes: 1440, perVisit: false });
  });

  it('when the country itself (or other) is blocked, then it stays blocked; with only click states, click', () => {
    expect(ruleFor(policies('US=block, US-CA=click, unknown=click, other=click'), 'US')).toEqual({ policy: 'block' });
    expect(ruleFor(policies('US-TX=verify:60, unknown=click, other=block'), 'US')).toEqual({ policy: 'block' });
    expect(ruleFor(policies('US-CA=click, unknown=click, other=click'), 'US')).toEqual({ policy: 'click' });
  });

  it('when the list names no subdivision of the country, then its own entry or other applies as before', () => {
    const p = policies('US-TX=verify:60, GB=verify:1440, unknown=click, other=click');
    expect(ruleFor(p, 'GB')).toEqual({ policy: 'verify', lifetimeMinutes: 1440, perVisit: false });
    expect(ruleFor(p, 'DE')).toEqual({ policy: 'click' });
  });
});

describe('everyRegionClicks (whether a shared cache may hold media answers)', () => {
  it('when every region has the click gate, then yes', () => {
    expect(everyRegionClicks(policies('unknown=click, other=click'))).toBe(true);
    expect(everyRegionClicks(policies('DE=click, unknown=click, other=click'))).toBe(true);
  });

  it.each([
    ['one region verifies', 'GB=verify:60, unknown=click, other=click'],
    ['every region verifies (a proof unlocks per browser)', 'unknown=verify:60, other=verify:60'],
    ['every region is blocked', 'unknown=block, other=block'],
    ["only a country's unknown subdivision verifies", 'US-unknown=verify:60, unknown=click, other=click'],
  ])('when %s, then no', (_case, spec) => {
    expect(everyRegionClicks(policies(spec))).toBe(false);
  });

  it('when the configuration is broken (every region must verify), then no', () => {
    expect(everyRegionClicks(FAIL_CLOSED)).toBe(false);
  });
});

describe('normaliseRegion', () => {
  it.each([
    ['gb', 'GB'],
    [' US-TX ', 'US-TX'],
    ['USTX', 'US-TX'],
    ['FR-75C', 'FR-75C'],
    ['', null],
    ['G', null],
    ['GBR', 'GB-R'],
    ['US-TEXAS', null],
    ['12', null],
    [undefined, null],
  ])('when the header says %j, then the region is %j', (raw, region) => {
    expect(normaliseRegion(raw)).toBe(region);
  });
});
