import { describe, expect, it } from 'vitest';
import { isPremium, newUserDocument, type UserDocumentData } from './users.js';

describe('the users/{uid} model', () => {
  it('when a document is new, then it is free, unnamed, without personalization and with no referrals', () => {
    const createdAt = new Date(0);
    expect(newUserDocument('Jane', createdAt)).toEqual({
      displayName: 'Jane',
      username: null,
      personalization: null,
      premium: false,
      referralCount: 0,
      createdAt,
    });
    expect(isPremium(newUserDocument(null, createdAt))).toBe(false);
  });

  it('when premium is stored as true or in the older { active } form, then the user is premium; otherwise not', () => {
    expect(isPremium({ premium: true })).toBe(true);
    expect(isPremium({ premium: { active: true, count: 5 } })).toBe(true);
    expect(isPremium({ premium: { active: false } })).toBe(false);
    expect(isPremium({ premium: false })).toBe(false);
    expect(isPremium({})).toBe(false);
    expect(isPremium(null)).toBe(false);
    // A client cannot store these (firestore.rules), but a reader must not take them for premium.
    expect(isPremium({ premium: 'yes' } as unknown as UserDocumentData)).toBe(false);
    expect(isPremium({ premium: 1 } as unknown as UserDocumentData)).toBe(false);
  });
});
