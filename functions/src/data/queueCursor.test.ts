import { describe, expect, it } from 'vitest';
import { QUEUE_CURSOR_PATTERN } from '../shared/api/patterns.js';
import { formatQueueCursor, parseQueueCursor } from './queueCursor.js';

describe('the console queues’ cursor', () => {
  it('round-trips the last entry’s time and id, in the form the API’s pattern accepts', () => {
    const cursor = { createdAtMs: 1_795_868_015_449, id: 'abc123' };
    expect(formatQueueCursor(cursor)).toBe('1795868015449.abc123');
    expect(QUEUE_CURSOR_PATTERN.test(formatQueueCursor(cursor))).toBe(true);
    expect(parseQueueCursor(formatQueueCursor(cursor))).toEqual(cursor);
  });
});
