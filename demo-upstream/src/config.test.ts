import { describe, expect, it } from 'vitest';
import { demoPaymentsFrom } from './config.js';

describe('demoPaymentsFrom', () => {
  const full = {
    DEMO_APP_ORIGIN: 'http://127.0.0.1:5000/',
    OFFER_POSTBACK_SECRET: 'offer-secret',
    VEROTEL_SIGNATURE_KEY: 'sig-key',
  };

  it('when all three settings are given, then the pages are configured with the app origin', () => {
    expect(demoPaymentsFrom(full)).toEqual({
      appOrigin: 'http://127.0.0.1:5000',
      offerPostbackSecret: 'offer-secret',
      verotelSignatureKey: 'sig-key',
    });
  });

  it('when none is given, then the pages stay off', () => {
    expect(demoPaymentsFrom({})).toBeUndefined();
  });

  it('when only some are given, then it says which ones it needs', () => {
    expect(() => demoPaymentsFrom({ ...full, VEROTEL_SIGNATURE_KEY: '' })).toThrow(/VEROTEL_SIGNATURE_KEY/);
  });
});
