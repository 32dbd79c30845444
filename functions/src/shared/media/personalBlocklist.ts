// A person's own blocklist (docs/product-rules.md#blocklist): the stored shape, its normal form and the matching
// the session, the favourites grid and the dashboard apply to what the providers give (docs/operations.md
// "What each provider offers for filtering"). Pure and small: the dashboard's first view may import it.
import { BLOCKLIST_ENTRY_MAX_CHARS, BLOCKLIST_MAX_SOURCES, BLOCKLIST_MAX_WORDS } from '../constants.js';

export const BLOCKABLE_MEDIA_TYPES = ['image', 'gif', 'video'] as const;
export type BlockableMediaType = (typeof BLOCKABLE_MEDIA_TYPES)[number];

/** Stored in users/{uid}.blocklist (signed in) or the device's localStorage (signed out), always in normal form. */
export interface PersonalBlocklist {
  /** Words, phrases and tags: whole words, case-insensitive, in titles, flair and the video host's tags. */
  words: string[];
  /** Community names without the `r/` prefix, lowercase. */
  communities: string[];
  /** Posters (forum) and uploaders (video host), lowercase, without `u/` or `@`. */
  creators: string[];
  mediaTypes: BlockableMediaType[];
}

export type BlocklistList = Exclude<keyof PersonalBlocklist, 'mediaTypes'>;

export const EMPTY_BLOCKLIST: PersonalBlocklist = { words: [], communities: [], creators: [], mediaTypes: [] };

/** What a provider says about one item; every field may be missing (docs/operations.md). */
export interface MediaLabels {
  title?: string;
  flair?: string;
  tags?: readonly string[];
  community?: string;
  creator?: string;
}

const TEXT_LABELS = ['title', 'flair', 'community', 'creator'] as const;

/** The string fields (and string tags) of labels from an answer; anything else is left out. */
export function parseMediaLabels(raw: unknown): MediaLabels {
  const labels: { -readonly [K in keyof MediaLabels]: MediaLabels[K] } = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return labels;
  const record = raw as Record<string, unknown>;
  for (const key of TEXT_LABELS) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') labels[key] = value;
  }
  if (Array.isArray(record.tags)) labels.tags = record.tags.filter((tag): tag is string => typeof tag === 'string');
  return labels;
}

interface LabelledItem {
  type: string;
  source?: string;
  labels?: MediaLabels;
}

export const BLOCKLIST_LIMITS: Readonly<Record<BlocklistList, number>> = {
  words: BLOCKLIST_MAX_WORDS,
  communities: BLOCKLIST_MAX_SOURCES,
  creators: BLOCKLIST_MAX_SOURCES,
};

const SOURCE_NAME = /^[a-z0-9_.-]+$/;

/** Lowercase words of a text: letters and digits in any script; everything else separates. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The normal form of one entry, or null when nothing usable (or too long) is left. */
export function normalizeEntry(list: BlocklistList, raw: string): string | null {
  let value: string;
  if (list === 'words') {
    value = wordsOf(raw).join(' ');
  } else {
    value = raw
      .trim()
      .toLowerCase()
      .replace(list === 'communities' ? /^\/?r\// : /^(\/?u\/|@)/, '');
    if (!SOURCE_NAME.test(value)) return null;
  }
  return value === '' || value.length > BLOCKLIST_ENTRY_MAX_CHARS ? null : value;
}

function normalizeList(list: BlocklistList, raw: unknown): string[] {
  // Stored on the account as one comma-separated string per list (see toStoredBlocklist); a device keeps arrays.
  const listed: unknown = typeof raw === 'string' ? (raw === '' ? [] : raw.split(',')) : raw;
  if (!Array.isArray(listed)) return [];
  const entries = listed.flatMap((entry) => {
    const value = typeof entry === 'string' ? normalizeEntry(list, entry) : null;
    return value === null ? [] : [value];
  });
  return [...new Set(entries)].slice(0, BLOCKLIST_LIMITS[list]);
}

/** Any stored value (a user document field, a device copy) in normal form; garbage becomes the empty list. */
export function parseBlocklist(raw: unknown): PersonalBlocklist {
  if (typeof raw !== 'object' || raw === null) return EMPTY_BLOCKLIST;
  const stored = raw as Partial<Record<keyof PersonalBlocklist, unknown>>;
  const mediaTypes = Array.isArray(stored.mediaTypes)
    ? BLOCKABLE_MEDIA_TYPES.filter((type) => (stored.mediaTypes as unknown[]).includes(type))
    : [];
  return {
    words: normalizeList('words', stored.words),
    communities: normalizeList('communities', stored.communities),
    creators: normalizeList('creators', stored.creators),
    mediaTypes,
  };
}

/** The users/{uid}.blocklist form: each list one comma-separated string, which firestore.rules checks whole. */
export interface StoredBlocklist {
  words: string;
  communities: string;
  creators: string;
  mediaTypes: BlockableMediaType[];
}

export function toStoredBlocklist(blocklist: PersonalBlocklist): StoredBlocklist {
  return {
    words: blocklist.words.join(','),
    communities: blocklist.communities.join(','),
    creators: blocklist.creators.join(','),
    mediaTypes: [...blocklist.mediaTypes],
  };
}

export type AddOutcome = { blocklist: PersonalBlocklist } | { refused: 'invalid' | 'full' };

/** Adds one entry (a duplicate is no change); refuses an unusable entry or a full list. */
export function addEntry(blocklist: PersonalBlocklist, list: BlocklistList, raw: string): AddOutcome {
  const value = normalizeEntry(list, raw);
  if (value === null) return { refused: 'invalid' };
  if (blocklist[list].includes(value)) return { blocklist };
  if (blocklist[list].length >= BLOCKLIST_LIMITS[list]) return { refused: 'full' };
  return { blocklist: { ...blocklist, [list]: [...blocklist[list], value] } };
}

export function removeEntry(blocklist: PersonalBlocklist, list: BlocklistList, value: string): PersonalBlocklist {
  return { ...blocklist, [list]: blocklist[list].filter((entry) => entry !== value) };
}

function isBlocklistEmpty(blocklist: PersonalBlocklist): boolean {
  return (
    blocklist.words.length === 0 &&
    blocklist.communities.length === 0 &&
    blocklist.creators.length === 0 &&
    blocklist.mediaTypes.length === 0
  );
}

/** A compiled blocklist: true when the item must not be shown. */
export type HidesItem = (item: LabelledItem) => boolean;

export const HIDES_NOTHING: HidesItem = () => false;

/**
 * Words match whole words, case-insensitively, in the title, the flair and each tag (a phrase must appear in
 * that order inside one of them); communities and creators match the whole name; media types the item's type.
 * The user's own files (source 'local') are never hidden: they chose them for this session themselves.
 */
export function compileBlocklist(blocklist: PersonalBlocklist): HidesItem {
  if (isBlocklistEmpty(blocklist)) return HIDES_NOTHING;
  const phrases = blocklist.words.map((word) => ` ${word} `);
  const communities = new Set(blocklist.communities);
  const creators = new Set(blocklist.creators);
  const types = new Set<string>(blocklist.mediaTypes);
  return (item) => {
    if (item.source === 'local') return false;
    if (types.has(item.type)) return true;
    const labels = item.labels;
    if (!labels) return false;
    if (labels.community && communities.has(normalizeEntry('communities', labels.community) ?? '')) return true;
    if (labels.creator && creators.has(normalizeEntry('creators', labels.creator) ?? '')) return true;
    if (phrases.length === 0) return false;
    const texts = [labels.title, labels.flair, ...(labels.tags ?? [])].filter((t): t is string => Boolean(t));
    // '|' never survives wordsOf, so a phrase cannot span two texts.
    const haystack = ` ${texts.map((text) => wordsOf(text).join(' ')).join(' | ')} `;
    return phrases.some((phrase) => haystack.includes(phrase));
  };
}

/** The labels a forum post page link still carries: its community, and its title's words from the slug. */
export function labelsFromPostUrl(postUrl: string | null | undefined): MediaLabels | undefined {
  const match = /\/r\/([A-Za-z0-9_]+)\/comments\/[A-Za-z0-9]+\/([^/?#]*)/.exec(postUrl ?? '');
  if (!match) return undefined;
  const [, community = '', slug = ''] = match;
  return { community, title: slug.replace(/_/g, ' ') };
}

export interface HideSuggestion {
  list: BlocklistList;
  value: string;
}

/** What 'Hide items like this' offers for one item: its community, then its flair or first tag, then its creator. */
export function hideSuggestions(labels: MediaLabels | undefined): HideSuggestion[] {
  if (!labels) return [];
  const candidates: [BlocklistList, string | undefined][] = [
    ['communities', labels.community],
    ['words', labels.flair ?? labels.tags?.[0]],
    ['creators', labels.creator],
  ];
  return candidates.flatMap(([list, raw]) => {
    const value = raw ? normalizeEntry(list, raw) : null;
    return value === null ? [] : [{ list, value }];
  });
}
