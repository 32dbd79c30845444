import { describe, expect, it } from 'vitest';
import { LISTING_CURSOR_PATTERN } from '../shared/api/schemas/common.js';
import { openCursor, signCursor } from './listingCursor.js';

const KEY = 'unit-test-listing-cursor-key';
const scope = { sub: 'AriaValeGallery', type: 'top' as const, timeframe: 'week' as const };

describe('listing cursors', () => {
  it('when a signed cursor comes back for the same listing, then it opens to the upstream cursor', () => {
    const token = signCursor('t3_abc123', scope, KEY);
    expect(token).toMatch(LISTING_CURSOR_PATTERN);
    // The community's letter case does not matter (the listing accepts any).
    expect(openCursor(token, { ...scope, sub: 'ariavalegallery' }, KEY)).toBe('t3_abc123');
  });

  it.each([
    ['another community', { ...scope, sub: 'NovaSterlingHQ' }],
    ['another sort', { sub: scope.sub, type: 'hot' as const }],
    ['another timeframe', { ...scope, timeframe: 'all' as const }],
  ])('when it is replayed for %s, then it is refused', (_label, other) => {
    expect(() => openCursor(signCursor('t3_abc123', scope, KEY), other, KEY)).toThrow(
      'after must be a listing cursor this server issued.',
    );
  });

  it.each([
    ['a made-up signature', `t3_abc123.${'A'.repeat(22)}`],
    ['an edited cursor', signCursor('t3_abc123', scope, KEY).replace('abc123', 'abc124')],
    ['another key', signCursor('t3_abc123', scope, 'some-other-key-entirely')],
    ['no signature', 't3_abc123'],
  ])('when it carries %s, then it is refused', (_label, token) => {
    expect(() => openCursor(token, scope, KEY)).toThrow('after must be a listing cursor this server issued.');
  });
});
