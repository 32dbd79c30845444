// The demo (and default) age-assurance policy per region. One entry per law; the sources and the
// reasoning are in docs/age-assurance.md, which an operator must review with counsel before launch.
// Lifetimes are minutes: 1440 = a proof holds for a day in that browser; France asks for a check on each
// visit, so its proof also ends with the browser session and lasts at most an hour.

const DAY = 1440;

/** Countries whose law requires age assurance before adult media (Online Safety Act, ARCOM, AGCOM). */
const VERIFY_COUNTRIES: Readonly<Record<string, string>> = {
  GB: `verify:${DAY}`,
  FR: 'verify:60:visit',
  IT: `verify:${DAY}`,
};

/** US states with an age-verification law for sites with adult material (docs/age-assurance.md lists each act). */
const VERIFY_US_STATES = [
  'AL',
  'AR',
  'AZ',
  'FL',
  'GA',
  'ID',
  'IN',
  'KS',
  'KY',
  'LA',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'OH',
  'OK',
  'SC',
  'SD',
  'TN',
  'TX',
  'VA',
  'WY',
] as const;

/**
 * The demo's example of `block`: an operator may choose not to serve a region at all (as the largest
 * sites did in Utah, whose law, SB 287 of 2023, also requires verification). A real operator's choice.
 */
const BLOCK_REGIONS = ['US-UT'] as const;

/**
 * `AGE_ASSURANCE_REGIONS`'s default: the list above; no region known → the spec's click gate. A US visitor
 * whose state is unknown (the bundled IP database gives countries only) could be in any of the states above,
 * so they verify: said explicitly, though the parser's fail-closed rule would give the same.
 */
export const DEFAULT_AGE_ASSURANCE_REGIONS = [
  ...Object.entries(VERIFY_COUNTRIES).map(([region, rule]) => `${region}=${rule}`),
  ...VERIFY_US_STATES.map((state) => `US-${state}=verify:${DAY}`),
  `US-unknown=verify:${DAY}`,
  ...BLOCK_REGIONS.map((region) => `${region}=block`),
  'unknown=click',
  'other=click',
].join(',');
