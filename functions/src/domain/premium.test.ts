import { describe, expect, it } from 'vitest';
import { grantPremiumFields, revokePremiumFields } from './premium.js';

describe('premium sources', () => {
  it('when a free user redeems, then premium is granted with that source', () => {
    expect(grantPremiumFields({ premium: false }, 'code')).toEqual({ premium: true, premiumSources: ['code'] });
    expect(grantPremiumFields(null, 'offer')).toEqual({ premium: true, premiumSources: ['offer'] });
  });

  it('when the same source grants twice, then nothing changes', () => {
    expect(grantPremiumFields({ premium: true, premiumSources: ['code'] }, 'code')).toBeNull();
  });

  it('when a seeded premium user buys and refunds, then they stay premium', () => {
    const granted = grantPremiumFields({ premium: true }, 'purchase');
    expect(granted).toEqual({ premium: true, premiumSources: ['granted', 'purchase'] });
    expect(revokePremiumFields({ premium: true, premiumSources: ['granted', 'purchase'] }, 'purchase')).toEqual({
      premium: true,
      premiumSources: ['granted'],
    });
  });

  it('when the only source is revoked, then premium ends', () => {
    expect(revokePremiumFields({ premium: true, premiumSources: ['offer'] }, 'offer')).toEqual({
      premium: false,
      premiumSources: [],
    });
  });

  it('when revoking a source the user never had, then nothing changes', () => {
    expect(revokePremiumFields({ premium: true, premiumSources: ['code'] }, 'offer')).toBeNull();
    expect(revokePremiumFields(null, 'offer')).toBeNull();
  });
});
