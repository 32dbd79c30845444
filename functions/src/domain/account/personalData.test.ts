import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../shared/collections.js';
import { PERSONAL_DATA_PARTS } from './personalData.js';

// Collections that hold nothing a user could be found by, and why (docs/product-rules.md "Consent, delete and export").
const NOT_ABOUT_A_USER: Partial<Record<keyof typeof COLLECTIONS, string>> = {
  signupCounters: 'keyed by a per-device id, never by user; expires by TTL',
  paymentEvents: 'processor event ids for idempotency; no uid',
  postbacks: 'offer-network transactions; the click they name is erased with the user',
  libraryItems: 'the operator’s media library',
  storedMedia: 'the operator’s processed media; no uploader or viewer is recorded',
  removedFingerprints: 'fingerprints of removed media and the report that removed them; no reporter or user',
  starCatalogue: 'the operator’s stars; no user',
  mediaSnapshots: 'the card images every visitor is shown, computed ahead; no user',
  performerRecords:
    'people depicted in the operator’s media, kept by law (18 U.S.C. § 2257), not accounts; the custodian’s uid on a record’s trail stays with the record',
  mediaHealth: 'provider health counters',
  servedVideos: 'video ids the listing served; no user',
  streamBudgets: 'keyed by a stream link’s signature; expires by TTL',
  llmBudget: 'the day’s AI call count for everyone',
  llmBudgetShards: 'the same count, spread over documents so that no one document is written by every call',
  blockedMedia: 'items removed from every listing; no user',
  blocklistVersion: 'a number that moves when an item is removed; no user',
  reports: 'reported items, reasons and decisions; no reporter uid or address is stored',
  ageCheckCounts: 'age checks counted per month, region and outcome; no user, no proof',
  agePendingChecks: 'a random nonce and a keyed hash of an address bucket, never tied to an account; expires by TTL',
};

describe('the personal-data registry', () => {
  it('covers every collection, or says why a collection holds nothing about a user', () => {
    const covered = new Set(PERSONAL_DATA_PARTS.map((part) => part.collection));
    const exempt = new Set(Object.keys(NOT_ABOUT_A_USER).map((key) => COLLECTIONS[key as keyof typeof COLLECTIONS]));
    const uncovered = Object.values(COLLECTIONS).filter((name) => !covered.has(name) && !exempt.has(name));
    expect(uncovered).toEqual([]);
  });

  it('names each part once, so the export file has one key per part', () => {
    const names = PERSONAL_DATA_PARTS.map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('erases users/{uid} last: a retried deletion reads its pseudonym there', () => {
    expect(PERSONAL_DATA_PARTS.at(-1)?.name).toBe('profile');
  });

  it('keeps nothing without saying why in the export file', () => {
    for (const part of PERSONAL_DATA_PARTS.filter((p) => p.erasure.kind === 'keep')) {
      expect(part.description).toMatch(/Kept/);
    }
  });
});
