import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { REVIEW_TARGET_HOURS } from '../shared/constants.js';
import { toReviewItem } from './libraryReview.js';
import type { LibraryItemRecord } from './libraryStore.js';

const HOUR_MS = 60 * 60 * 1000;
const CREATED_MS = Date.UTC(2026, 10, 1, 12);

const imported = (change: Partial<LibraryItemRecord> = {}): LibraryItemRecord => ({
  id: 'abc123',
  community: 'junoashbyfans',
  url: 'https://cdn.example/juno/a.webm',
  type: 'video',
  width: 1280,
  height: 720,
  durationSec: 12,
  previewUrl: 'https://cdn.example/juno/a.jpg',
  title: null,
  blocked: false,
  review: 'pending',
  createdAt: Timestamp.fromMillis(CREATED_MS),
  ...change,
});

describe('toReviewItem', () => {
  it('shows an imported video by its preview still and its own link', () => {
    expect(toReviewItem(imported(), CREATED_MS + HOUR_MS)).toEqual({
      id: 'abc123',
      community: 'junoashbyfans',
      type: 'video',
      width: 1280,
      height: 720,
      durationSec: 12,
      createdAt: new Date(CREATED_MS).toISOString(),
      overdue: false,
      still: 'https://cdn.example/juno/a.jpg',
      video: 'https://cdn.example/juno/a.webm',
      people: [],
    });
  });

  it('shows an imported image as its own still, with no video', () => {
    const item = toReviewItem(
      imported({ type: 'image', url: 'https://cdn.example/juno/b.jpg', previewUrl: null }),
      CREATED_MS,
    );
    expect(item).toMatchObject({ still: 'https://cdn.example/juno/b.jpg', video: null });
  });

  it('flags an item once it has waited longer than the target, not at the target', () => {
    const target = REVIEW_TARGET_HOURS * HOUR_MS;
    expect(toReviewItem(imported(), CREATED_MS + target).overdue).toBe(false);
    expect(toReviewItem(imported(), CREATED_MS + target + 1).overdue).toBe(true);
  });
});
