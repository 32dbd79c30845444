import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.js';
import { CATALOGUE_NOW_UTC, POSTS_PER_COMMUNITY, type Community } from './catalogueShape.js';
import { buildListing, orderedPosts, parseLimit, parseTimeWindow } from './listing.js';
import { loadVideoClips } from './videoClips.js';

const catalogue = buildCatalogue('http://127.0.0.1:9010', loadVideoClips(), ['LunaMarloweDaily']);
const found = catalogue.communities.get('lunamarlowedaily');
if (!found) throw new Error('catalogue lacks LunaMarloweDaily');
const community: Community = found;

function names(listing: ReturnType<typeof buildListing>): string[] {
  return listing.data.children.map((c) => c.data.name);
}

describe('listing parameters', () => {
  it('clamps limit to 1..100 with 25 as the default', () => {
    expect(parseLimit(null)).toBe(25);
    expect(parseLimit('0')).toBe(25);
    expect(parseLimit('abc')).toBe(25);
    expect(parseLimit('60')).toBe(60);
    expect(parseLimit('500')).toBe(100);
  });

  it('falls back to the day window for unknown t values', () => {
    expect(parseTimeWindow('month')).toBe('month');
    expect(parseTimeWindow('decade')).toBe('day');
    expect(parseTimeWindow(undefined)).toBe('day');
  });
});

describe('listing ordering', () => {
  it('orders top by score and narrows it by window', () => {
    const counts = (['hour', 'day', 'week', 'month', 'year', 'all'] as const).map(
      (t) => orderedPosts(community, 'top', t).length,
    );
    expect(counts).toEqual([4, 14, 45, 95, 135, POSTS_PER_COMMUNITY]);
    const week = orderedPosts(community, 'top', 'week');
    expect(week.every((p) => p.data.created_utc >= CATALOGUE_NOW_UTC - 604_800)).toBe(true);
    const scores = week.map((p) => p.data.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('orders hot differently from top', () => {
    const hot = orderedPosts(community, 'hot', 'all').map((p) => p.data.id);
    const top = orderedPosts(community, 'top', 'all').map((p) => p.data.id);
    expect(hot).toHaveLength(POSTS_PER_COMMUNITY);
    expect(hot.slice(0, 10)).not.toEqual(top.slice(0, 10));
  });
});

describe('listing pages', () => {
  it('walks every post exactly once with the after cursor and ends with after = null', () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = buildListing(community, { sort: 'top', t: 'all', limit: '40', after });
      expect(page.data.dist).toBe(page.data.children.length);
      seen.push(...names(page));
      after = page.data.after;
      if (after) expect(after).toBe(seen.at(-1));
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(POSTS_PER_COMMUNITY);
    expect(new Set(seen).size).toBe(POSTS_PER_COMMUNITY);
  });

  it('returns an empty page for an unknown cursor', () => {
    const page = buildListing(community, { sort: 'hot', after: 't3_zzzzzzz' });
    expect(page.data.children).toEqual([]);
    expect(page.data.after).toBeNull();
  });

  it('HTML-escapes strings unless raw_json is set', () => {
    const legacy = buildListing(community, { sort: 'top', t: 'all', limit: '100' });
    const raw = buildListing(community, { sort: 'top', t: 'all', limit: '100', rawJson: true });
    const legacyText = JSON.stringify(legacy);
    const rawText = JSON.stringify(raw);
    expect(legacyText).toContain('?width=640&amp;crop=smart&amp;');
    expect(legacyText).not.toMatch(/\?width=640&crop/);
    expect(rawText).toContain('?width=640&crop=smart&');
    expect(rawText).not.toContain('&amp;');
    const selfIndex = raw.data.children.findIndex((c) => c.data.is_self === true);
    expect(raw.data.children[selfIndex]?.data.selftext).toContain('colour pairs & gradients');
    expect(legacy.data.children[selfIndex]?.data.selftext).toContain('colour pairs &amp; gradients here. Use &lt;3');
  });

  it('does not alter the catalogue when escaping', () => {
    buildListing(community, { sort: 'top', t: 'all', limit: '100' });
    expect(JSON.stringify(community.posts)).not.toContain('&amp;');
  });
});
