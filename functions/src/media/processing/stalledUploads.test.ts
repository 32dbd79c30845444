import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isStalled, JOB_STALLED_AFTER_MS, TRIGGER_STALLED_AFTER_MS } from './stalledUploads.js';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const record = (status: 'waiting' | 'processing' | 'ready', msAgo: number, processingIn?: 'job') => ({
  status,
  processingIn,
  updatedAt: Timestamp.fromMillis(NOW - msAgo),
});

describe('an upload stalled in processing', () => {
  it('when the trigger has had it longer than the trigger can run, then it is stalled; not a moment before', () => {
    expect(TRIGGER_STALLED_AFTER_MS).toBeGreaterThan(540_000);
    expect(isStalled(record('processing', TRIGGER_STALLED_AFTER_MS + 1), NOW)).toBe(true);
    expect(isStalled(record('processing', TRIGGER_STALLED_AFTER_MS), NOW)).toBe(false);
  });

  it('when the media job has it, then it is stalled only after the job’s 24 h task timeout', () => {
    expect(JOB_STALLED_AFTER_MS).toBeGreaterThan(24 * 3_600_000);
    expect(isStalled(record('processing', TRIGGER_STALLED_AFTER_MS + 1, 'job'), NOW)).toBe(false);
    expect(isStalled(record('processing', JOB_STALLED_AFTER_MS + 1, 'job'), NOW)).toBe(true);
  });

  it('when it waits for its bytes or has ended, then it is never stalled, however old', () => {
    expect(isStalled(record('waiting', 30 * 86_400_000), NOW)).toBe(false);
    expect(isStalled(record('ready', 30 * 86_400_000), NOW)).toBe(false);
  });
});
