import { describe, expect, it, vi } from 'vitest';
import type { ListingItem } from '../shared/media/types.js';
import type { BlockKey } from './blockMatching.js';
import { createBlocklist, requireVideoNotBlocked, withBlocklist } from './blocklist.js';
import type { ListingService } from './listingService.js';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn() } }));

const items: ListingItem[] = [{ id: 'keep1' }, { id: 'gone2' }];
const listing: ListingService = {
  source: { provider: 'demo', fetchPage: () => Promise.resolve({ items, after: null }) },
  getPage: () => Promise.resolve({ page: { items, after: 't3_next' }, degraded: false }),
  clear: () => undefined,
};
const params = { sub: 'AriaValeGallery', type: 'hot', limit: 5 } as const;

describe('the cached blocklist', () => {
  it('when read again within the refresh time, then the store is not asked; after invalidate, it is', async () => {
    let clock = 1000;
    const keys: BlockKey[] = [];
    const load = vi.fn(() => Promise.resolve([...keys]));
    const blocklist = createBlocklist(load, { refreshMs: 15_000, now: () => clock });
    expect((await blocklist.current()).posts.size).toBe(0);
    keys.push({ kind: 'post', value: 'gone2' });
    clock += 1000;
    expect((await blocklist.current()).posts.size).toBe(0);
    blocklist.invalidate();
    expect((await blocklist.current()).posts.has('gone2')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a refresh fails, then the last good set stays; with none, reading rejects', async () => {
    let fail = false;
    const blocklist = createBlocklist(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([{ kind: 'post', value: 'gone2' }])),
      { refreshMs: 0 },
    );
    await blocklist.current();
    fail = true;
    expect((await blocklist.current()).posts.has('gone2')).toBe(true);
    await expect(createBlocklist(() => Promise.reject(new Error('down'))).current()).rejects.toThrow('down');
  });
});

describe('withBlocklist', () => {
  it('when an item of a (cached) page is blocked, then the page is served without it', async () => {
    const blocked = withBlocklist(
      listing,
      createBlocklist(() => Promise.resolve([{ kind: 'post', value: 'gone2' }])),
    );
    const result = await blocked.getPage(params);
    expect(result.page.items.map((i) => i.id)).toEqual(['keep1']);
    expect(result.page.after).toBe('t3_next');
  });
  it('when the blocklist was never readable, then the page is empty and degraded (never unfiltered)', async () => {
    const blocked = withBlocklist(
      listing,
      createBlocklist(() => Promise.reject(new Error('down'))),
    );
    expect(await blocked.getPage(params)).toEqual({ page: { items: [], after: null }, degraded: true });
  });
  it('when a video id is blocked, then resolving it is refused as not found', async () => {
    const blocklist = createBlocklist(() => Promise.resolve([{ kind: 'video', value: 'calmblueheron' }]));
    await expect(requireVideoNotBlocked(blocklist, 'calmblueheron')).rejects.toThrow('Video not found.');
    await expect(requireVideoNotBlocked(blocklist, 'otherclip')).resolves.toBeUndefined();
  });
});
