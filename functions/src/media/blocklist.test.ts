import { describe, expect, it, vi } from 'vitest';
import type { ListingItem } from '../shared/media/types.js';
import type { BlockKey } from './blockMatching.js';
import { createBlocklist, requireVideoNotBlocked, withBlocklist, type BlocklistStore } from './blocklist.js';
import type { ListingService } from './listingService.js';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn() } }));

const items: ListingItem[] = [{ id: 'keep1' }, { id: 'gone2' }];
const listing: ListingService = {
  source: { provider: 'demo', fetchPage: () => Promise.resolve({ items, after: null }) },
  getPage: () => Promise.resolve({ page: { items, after: 't3_next' }, degraded: false }),
  clear: () => undefined,
};
const params = { sub: 'AriaValeGallery', type: 'hot', limit: 5 } as const;

/** A store that always holds these keys at version 1. */
const holding = (keys: BlockKey[]): BlocklistStore => ({
  version: () => Promise.resolve(1),
  keys: () => Promise.resolve(keys),
});
const unreadable: BlocklistStore = {
  version: () => Promise.reject(new Error('down')),
  keys: () => Promise.reject(new Error('down')),
};

describe('the cached blocklist', () => {
  it('when checked again, then only the version is read, and the keys only when it moved', async () => {
    let clock = 1000;
    let version = 0;
    const keys: BlockKey[] = [];
    const store = {
      version: vi.fn(() => Promise.resolve(version)),
      keys: vi.fn(() => Promise.resolve([...keys])),
    };
    const blocklist = createBlocklist(store, { refreshMs: 15_000, now: () => clock });
    expect((await blocklist.current()).posts.size).toBe(0);
    // Within the refresh time nothing is read at all.
    clock += 1000;
    await blocklist.current();
    expect(store.version).toHaveBeenCalledTimes(1);
    // After it, the version is read; unchanged, the list is not.
    clock += 15_000;
    await blocklist.current();
    expect(store.version).toHaveBeenCalledTimes(2);
    expect(store.keys).toHaveBeenCalledTimes(1);
    // Another instance blocks an item: its version moves, and the next check reads the list.
    keys.push({ kind: 'post', value: 'gone2' });
    version = 1;
    clock += 15_000;
    expect((await blocklist.current()).posts.has('gone2')).toBe(true);
    expect(store.keys).toHaveBeenCalledTimes(2);
  });

  it('when this instance recorded a removal (invalidate), then the list is read again at once', async () => {
    const keys: BlockKey[] = [];
    const store = { version: () => Promise.resolve(3), keys: vi.fn(() => Promise.resolve([...keys])) };
    const blocklist = createBlocklist(store, { refreshMs: 15_000, now: () => 1000 });
    expect((await blocklist.current()).posts.size).toBe(0);
    keys.push({ kind: 'post', value: 'gone2' });
    blocklist.invalidate();
    expect((await blocklist.current()).posts.has('gone2')).toBe(true);
    expect(store.keys).toHaveBeenCalledTimes(2);
  });

  it('when a refresh fails, then the last good set stays; with none, reading rejects', async () => {
    let fail = false;
    const blocklist = createBlocklist(
      {
        version: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(1)),
        keys: () => Promise.resolve([{ kind: 'post', value: 'gone2' }]),
      },
      { refreshMs: 0 },
    );
    await blocklist.current();
    fail = true;
    expect((await blocklist.current()).posts.has('gone2')).toBe(true);
    await expect(createBlocklist(unreadable).current()).rejects.toThrow('down');
  });
});

describe('withBlocklist', () => {
  it('when an item of a (cached) page is blocked, then the page is served without it', async () => {
    const blocked = withBlocklist(listing, createBlocklist(holding([{ kind: 'post', value: 'gone2' }])));
    const result = await blocked.getPage(params);
    expect(result.page.items.map((i) => i.id)).toEqual(['keep1']);
    expect(result.page.after).toBe('t3_next');
  });
  it('when the blocklist was never readable, then the page is empty and degraded (never unfiltered)', async () => {
    const blocked = withBlocklist(listing, createBlocklist(unreadable));
    expect(await blocked.getPage(params)).toEqual({ page: { items: [], after: null }, degraded: true });
  });
  it('when a video id is blocked, then resolving it is refused as not found', async () => {
    const blocklist = createBlocklist(holding([{ kind: 'video', value: 'calmblueheron' }]));
    await expect(requireVideoNotBlocked(blocklist, 'calmblueheron')).rejects.toThrow('Video not found.');
    await expect(requireVideoNotBlocked(blocklist, 'otherclip')).resolves.toBeUndefined();
  });
});
