import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileBlocklist, HIDES_NOTHING } from '@shared/media/personalBlocklist';
import { STORAGE_KEYS } from '../config/storageKeys';
import {
  hidesReportedToo,
  rememberReported,
  REPORTED_ITEMS_MAX,
  reportedItemIds,
  useSessionHides,
} from './reportedItems';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.reportedItems) ?? 'null') as unknown;
const item = (id: string) => ({ id, type: 'image', source: 'forum' });

afterEach(() => localStorage.clear());

describe('reported items on this device', () => {
  it('when an item is reported, then its id is kept, once, newest last, and the oldest leave past the bound', () => {
    rememberReported('a');
    rememberReported('b');
    rememberReported('a');
    expect(stored()).toEqual(['b', 'a']);
    for (let i = 0; i < REPORTED_ITEMS_MAX; i += 1) rememberReported(`x${i}`);
    const ids = stored() as string[];
    expect(ids).toHaveLength(REPORTED_ITEMS_MAX);
    expect(ids).not.toContain('b');
    expect(ids.at(-1)).toBe(`x${REPORTED_ITEMS_MAX - 1}`);
  });

  it('when storage holds something else, then it reads as nothing reported (and bad entries are dropped)', () => {
    localStorage.setItem(STORAGE_KEYS.reportedItems, '{"not":"a list"}');
    const { result } = renderHook(() => useSessionHides(HIDES_NOTHING));
    expect(result.current).toBe(HIDES_NOTHING);
    localStorage.setItem(STORAGE_KEYS.reportedItems, JSON.stringify(['ok', 7, '', 'x'.repeat(301)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.reportedItems }));
    });
    expect([...reportedItemIds()]).toEqual(['ok']);
  });

  it('when an item is reported during a session, then the session filter hides it at once, on top of the blocklist', () => {
    const blocklist = compileBlocklist({ words: [], communities: [], creators: [], mediaTypes: ['gif'] });
    const { result } = renderHook(() => useSessionHides(blocklist));
    expect(result.current).toBe(blocklist);
    act(() => rememberReported('seen1'));
    const hides = result.current;
    expect(hides?.(item('seen1'))).toBe(true);
    expect(hides?.(item('other'))).toBe(false);
    expect(hides?.({ ...item('g'), type: 'gif' })).toBe(true);
  });

  it('when the next session starts (a new page), then the reported item is still hidden', () => {
    rememberReported('seen2');
    expect(hidesReportedToo(HIDES_NOTHING, reportedItemIds())(item('seen2'))).toBe(true);
  });

  it('while the blocklist is unknown, then the session filter stays unknown too', () => {
    rememberReported('seen3');
    const { result } = renderHook(() => useSessionHides(null));
    expect(result.current).toBeNull();
  });
});
