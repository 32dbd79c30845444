import { describe, expect, it } from 'vitest';
import { APP_URL, demoParam } from '../../../scripts/lib/projectConfig.mjs';
import { DEFAULT_AGE_ASSURANCE_REGIONS } from './ageAssuranceRegions.js';
import { DEMO_UPSTREAM_ORIGIN, EMULATOR_APP_ORIGIN } from './emulatorDefaults.js';

describe('emulator-mode defaults', () => {
  it('when firebase.json moves the Hosting emulator, then the app origin default follows it', () => {
    expect(EMULATOR_APP_ORIGIN).toBe(APP_URL);
  });

  it('when the emulator project env points elsewhere, then the defaults are updated with it', () => {
    expect(demoParam('DEMO_UPSTREAM_URL')).toBe(DEMO_UPSTREAM_ORIGIN);
    expect(new URL(demoParam('PUBLIC_APP_URL')).origin).toBe(EMULATOR_APP_ORIGIN);
    // The demo offer page, order page and age-verification provider are served by the demo media source.
    for (const key of ['OFFER_URL_TEMPLATE', 'VEROTEL_STARTORDER_URL', 'YOTI_BASE_URL']) {
      expect(new URL(demoParam(key)).origin, key).toBe(DEMO_UPSTREAM_ORIGIN);
    }
  });

  it('when the demo region policy changes in code, then the emulator project gets the same list', () => {
    expect(demoParam('AGE_ASSURANCE_REGIONS')).toBe(DEFAULT_AGE_ASSURANCE_REGIONS);
  });
});
