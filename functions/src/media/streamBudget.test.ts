import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS, STREAM_LINK_SLICE_BYTES } from '../shared/constants.js';
import type { StreamSpend } from '../data/streamBudgets.js';
import {
  rangeWithin,
  reserveStreamRequest,
  STREAM_LINK_GIVE_BACK_FROM_BYTES,
  type StreamBudgetStore,
} from './streamBudget.js';

/** A store holding one link's spend, answering what the rule reserved. */
function storeAt(spent: StreamSpend): StreamBudgetStore & { spent: StreamSpend } {
  const store = {
    spent,
    reserve: (_key: string, _exp: number, decide: (spent: StreamSpend) => number | null) => {
      const bytes = decide(store.spent);
      if (bytes !== null) store.spent = { requests: store.spent.requests + 1, bytes: store.spent.bytes + bytes };
      return Promise.resolve(bytes);
    },
    release: () => Promise.resolve(),
  };
  return store;
}

const get = (range?: string) => ({ head: false, range });

/** The bytes a request may send. */
const allowed = async (...args: Parameters<typeof reserveStreamRequest>) => (await reserveStreamRequest(...args)).bytes;

describe('reserveStreamRequest', () => {
  it('reserves what a bounded range asks, a slice for an open one, nothing for HEAD', async () => {
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get('bytes=100-199'))).toBe(100);
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get('bytes=-10'))).toBe(10);
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get('bytes=0-'))).toBe(STREAM_LINK_SLICE_BYTES);
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get())).toBe(STREAM_LINK_SLICE_BYTES);
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, { head: true, range: undefined })).toBe(0);
  });

  it('holds a bounded range longer than a slice to one slice, as a player asking for the whole file does', async () => {
    const wholeFile = `bytes=0-${String(STREAM_LINK_SLICE_BYTES * 4 - 1)}`;
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get(wholeFile))).toBe(STREAM_LINK_SLICE_BYTES);
    expect(await allowed(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get(`bytes=-${STREAM_LINK_MAX_BYTES}`))).toBe(
      STREAM_LINK_SLICE_BYTES,
    );
  });

  it('caps the reservation at what the link has left, and refuses (429) when bytes or requests are spent', async () => {
    const nearlySpent = storeAt({ requests: 3, bytes: STREAM_LINK_MAX_BYTES - 7 });
    expect(await allowed(nearlySpent, 'k', 0, get('bytes=0-'))).toBe(7);
    await expect(reserveStreamRequest(nearlySpent, 'k', 0, get('bytes=7-8'))).rejects.toMatchObject({
      kind: 'rateLimited',
    });
    const manyRequests = storeAt({ requests: STREAM_LINK_MAX_REQUESTS, bytes: 0 });
    await expect(reserveStreamRequest(manyRequests, 'k', 0, get('bytes=0-1'))).rejects.toMatchObject({
      kind: 'rateLimited',
    });
    expect(manyRequests.spent.requests).toBe(STREAM_LINK_MAX_REQUESTS);
  });

  it('gives back what an answer did not send only once the link nears its bytes: most links play one clip and write once per request', async () => {
    const fresh = await reserveStreamRequest(storeAt({ requests: 0, bytes: 0 }), 'k', 0, get('bytes=0-'));
    expect(fresh).toEqual({ bytes: STREAM_LINK_SLICE_BYTES, giveBackUnsent: false });
    const justBelow = STREAM_LINK_GIVE_BACK_FROM_BYTES - STREAM_LINK_SLICE_BYTES;
    expect(await reserveStreamRequest(storeAt({ requests: 2, bytes: justBelow }), 'k', 0, get('bytes=0-'))).toEqual({
      bytes: STREAM_LINK_SLICE_BYTES,
      giveBackUnsent: false,
    });
    expect(await reserveStreamRequest(storeAt({ requests: 2, bytes: justBelow + 1 }), 'k', 0, get('bytes=0-'))).toEqual(
      {
        bytes: STREAM_LINK_SLICE_BYTES,
        giveBackUnsent: true,
      },
    );
    // So a link is refused for bytes only after it has really sent three quarters of them.
    expect(STREAM_LINK_MAX_BYTES - STREAM_LINK_GIVE_BACK_FROM_BYTES).toBeGreaterThanOrEqual(
      STREAM_LINK_MAX_BYTES * 0.75,
    );
  });

  it('refuses (429, not a 5xx) when the reservation itself fails, as under a flood of one link', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const failing: StreamBudgetStore = {
      reserve: () => Promise.reject(new Error('10 ABORTED: Too much contention')),
      release: () => Promise.resolve(),
    };
    await expect(reserveStreamRequest(failing, 'k', 0, get('bytes=0-'))).rejects.toMatchObject({
      kind: 'rateLimited',
    });
  });
});

describe('rangeWithin', () => {
  it('shortens an open or too long range to the allowance and keeps one that fits', () => {
    expect(rangeWithin('bytes=0-', 1000)).toBe('bytes=0-999');
    expect(rangeWithin('bytes=500-', 10)).toBe('bytes=500-509');
    expect(rangeWithin('bytes=0-99999', 10)).toBe('bytes=0-9');
    expect(rangeWithin('bytes=0-9', 1000)).toBe('bytes=0-9');
    expect(rangeWithin('bytes=-5000', 100)).toBe('bytes=-100');
  });
  it('leaves a request without a plain Range as it is (its body is cut instead)', () => {
    expect(rangeWithin(undefined, 10)).toBeUndefined();
    expect(rangeWithin('bytes=0-1,5-9', 10)).toBe('bytes=0-1,5-9');
  });
});
