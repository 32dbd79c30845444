import { describe, expect, it } from 'vitest';
import { BLOCKLIST_ENTRY_MAX_CHARS, BLOCKLIST_MAX_WORDS } from '../constants.js';
import {
  addEntry,
  compileBlocklist,
  EMPTY_BLOCKLIST,
  hideSuggestions,
  labelsFromPostUrl,
  normalizeEntry,
  parseBlocklist,
  parseMediaLabels,
  removeEntry,
  toStoredBlocklist,
  type PersonalBlocklist,
} from './personalBlocklist.js';

const list = (over: Partial<PersonalBlocklist>): PersonalBlocklist => ({ ...EMPTY_BLOCKLIST, ...over });

describe('normalizeEntry', () => {
  it('keeps the words of a phrase, lowercase, single-spaced', () => {
    expect(normalizeEntry('words', '  Neon,  WAVES! ')).toBe('neon waves');
    expect(normalizeEntry('words', 'Écume')).toBe('écume');
    expect(normalizeEntry('words', ' ?! ')).toBeNull();
    expect(normalizeEntry('words', 'a'.repeat(BLOCKLIST_ENTRY_MAX_CHARS + 1))).toBeNull();
  });

  it('strips the community and creator prefixes and refuses other characters', () => {
    expect(normalizeEntry('communities', 'r/Palette_Club')).toBe('palette_club');
    expect(normalizeEntry('communities', '/r/Sub')).toBe('sub');
    expect(normalizeEntry('creators', 'u/Someone_1')).toBe('someone_1');
    expect(normalizeEntry('creators', '@Maker')).toBe('maker');
    expect(normalizeEntry('communities', 'two words')).toBeNull();
  });
});

describe('parseBlocklist', () => {
  it('turns garbage into the empty list and keeps what is usable', () => {
    expect(parseBlocklist(null)).toEqual(EMPTY_BLOCKLIST);
    expect(parseBlocklist('x')).toEqual(EMPTY_BLOCKLIST);
    expect(
      parseBlocklist({ words: ['Waves', 'waves', 7, ''], communities: ['r/A'], mediaTypes: ['gif', 'audio'] }),
    ).toEqual({ words: ['waves'], communities: ['a'], creators: [], mediaTypes: ['gif'] });
  });

  it('reads the stored form (one comma-separated string per list) back to the same lists', () => {
    const blocklist = list({ words: ['dusk waves', 'bright'], communities: ['a_b'], mediaTypes: ['video'] });
    const stored = toStoredBlocklist(blocklist);
    expect(stored).toEqual({ words: 'dusk waves,bright', communities: 'a_b', creators: '', mediaTypes: ['video'] });
    expect(parseBlocklist(stored)).toEqual(blocklist);
    // The normal form never holds the separator.
    expect(normalizeEntry('words', 'a,b')).toBe('a b');
  });

  it('caps each list', () => {
    const words = Array.from({ length: BLOCKLIST_MAX_WORDS + 5 }, (_, i) => `w${i}`);
    expect(parseBlocklist({ words }).words).toHaveLength(BLOCKLIST_MAX_WORDS);
  });
});

describe('addEntry / removeEntry', () => {
  it('adds once, refuses invalid entries and a full list', () => {
    const once = addEntry(EMPTY_BLOCKLIST, 'words', 'Waves');
    expect(once).toEqual({ blocklist: list({ words: ['waves'] }) });
    if (!('blocklist' in once)) throw new Error('refused');
    expect(addEntry(once.blocklist, 'words', 'WAVES')).toEqual(once);
    expect(addEntry(EMPTY_BLOCKLIST, 'words', '!!')).toEqual({ refused: 'invalid' });
    const full = list({ words: Array.from({ length: BLOCKLIST_MAX_WORDS }, (_, i) => `w${i}`) });
    expect(addEntry(full, 'words', 'more')).toEqual({ refused: 'full' });
    expect(removeEntry(once.blocklist, 'words', 'waves')).toEqual(EMPTY_BLOCKLIST);
  });
});

describe('compileBlocklist', () => {
  const item = (labels: object, type = 'image') => ({ type, labels });

  it('matches whole words case-insensitively in title, flair and tags', () => {
    const hides = compileBlocklist(list({ words: ['wave'] }));
    expect(hides(item({ title: 'Dusk WAVE #3' }))).toBe(true);
    expect(hides(item({ title: 'Dusk waves #3' }))).toBe(false);
    expect(hides(item({ title: 'Dusk', flair: 'Wave' }))).toBe(true);
    expect(hides(item({ title: 'Dusk', tags: ['calm', 'Wave'] }))).toBe(true);
    expect(hides(item({}))).toBe(false);
    expect(hides({ type: 'image' })).toBe(false);
  });

  it('matches a phrase in order inside one text only', () => {
    const hides = compileBlocklist(list({ words: ['neon waves'] }));
    expect(hides(item({ title: 'Neon   waves!' }))).toBe(true);
    expect(hides(item({ title: 'waves neon' }))).toBe(false);
    expect(hides(item({ title: 'a neon', flair: 'waves b' }))).toBe(false);
  });

  it('hides communities, creators and media types by exact name', () => {
    const hides = compileBlocklist(list({ communities: ['palette'], creators: ['maker'], mediaTypes: ['gif'] }));
    expect(hides(item({ community: 'Palette' }))).toBe(true);
    expect(hides(item({ community: 'PaletteClub' }))).toBe(false);
    expect(hides(item({ creator: 'MAKER' }))).toBe(true);
    expect(hides(item({}, 'gif'))).toBe(true);
    expect(hides(item({}, 'video'))).toBe(false);
  });

  it("never hides the user's own files, whatever matches", () => {
    const hides = compileBlocklist(list({ words: ['dusk'], mediaTypes: ['image'] }));
    expect(hides({ type: 'image', source: 'local' })).toBe(false);
    expect(hides({ type: 'image', source: 'local', labels: { title: 'Dusk' } })).toBe(false);
    expect(hides({ type: 'image', source: 'forum' })).toBe(true);
  });

  it('hides nothing when empty', () => {
    expect(compileBlocklist(EMPTY_BLOCKLIST)(item({ title: 'anything' }, 'gif'))).toBe(false);
  });

  it('is fast enough to run on every item of a session', () => {
    const hides = compileBlocklist(
      list({ words: Array.from({ length: BLOCKLIST_MAX_WORDS }, (_, i) => `word${i} phrase`) }),
    );
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) hides(item({ title: `Some long title number ${i}`, tags: ['a', 'b', 'c'] }));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('parseMediaLabels', () => {
  it('keeps the string labels and string tags of an answer, and nothing else', () => {
    expect(
      parseMediaLabels({ title: 'Sunset', community: 42, creator: '', flair: null, tags: ['soft', 7], score: 9 }),
    ).toEqual({ title: 'Sunset', tags: ['soft'] });
    expect(parseMediaLabels('not labels')).toEqual({});
    expect(parseMediaLabels(['x'])).toEqual({});
    expect(parseMediaLabels(null)).toEqual({});
  });
});

describe('labelsFromPostUrl and hideSuggestions', () => {
  it('reads the community and title words of a forum post link', () => {
    expect(labelsFromPostUrl('https://www.reddit.com/r/Sub_1/comments/abc12/dusk_waves_3/')).toEqual({
      community: 'Sub_1',
      title: 'dusk waves 3',
    });
    expect(labelsFromPostUrl(null)).toBeUndefined();
    expect(labelsFromPostUrl('https://example.com/x')).toBeUndefined();
  });

  it('offers the community, then the flair or first tag, then the creator', () => {
    expect(hideSuggestions({ community: 'Sub', flair: 'Waves', creator: 'u/Maker' })).toEqual([
      { list: 'communities', value: 'sub' },
      { list: 'words', value: 'waves' },
      { list: 'creators', value: 'maker' },
    ]);
    expect(hideSuggestions({ tags: ['Calm'] })).toEqual([{ list: 'words', value: 'calm' }]);
    expect(hideSuggestions(undefined)).toEqual([]);
  });
});
