import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_ASSURANCE_REGIONS } from '../config/ageAssuranceRegions.js';
import { normaliseRegion, parseRegionPolicies, ruleFor, uniformPolicy, type RegionPolicies } from './regionPolicy.js';

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
    expect(ruleFor(demo, 'US')).toEqual({ policy: 'click' });
    expect(ruleFor(demo, null)).toEqual({ policy: 'click' });
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

  it('when every region has the same policy, then it is uniform (a shared cache may hold answers)', () => {
    expect(uniformPolicy(policies('unknown=click, other=click'))).toBe('click');
    expect(uniformPolicy(policies('GB=verify:60, unknown=click, other=click'))).toBeNull();
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
