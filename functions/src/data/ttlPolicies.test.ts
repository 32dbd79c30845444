import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../shared/collections.js';

// The collections whose documents the server writes with an `expiresAt` time so that Firestore deletes them
// (docs/product-rules.md, docs/operations.md): without a TTL policy the field is only a label and they pile up.
const EXPIRING = [
  COLLECTIONS.auditEvents,
  COLLECTIONS.mediaHealth,
  COLLECTIONS.rateLimits,
  COLLECTIONS.purchaseOrders,
  COLLECTIONS.signupCounters,
  COLLECTIONS.streamBudgets,
  COLLECTIONS.servedVideos,
  COLLECTIONS.llmBudget,
];

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

describe('firestore.indexes.json TTL policies', () => {
  it('has a TTL policy on expiresAt for every collection the server writes with an expiry', () => {
    const file = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      fieldOverrides: FieldOverride[];
    };
    const ttl = file.fieldOverrides
      .filter((o) => o.ttl === true && o.fieldPath === 'expiresAt')
      .map((o) => o.collectionGroup);
    expect([...ttl].sort()).toEqual([...EXPIRING].sort());
  });
});
