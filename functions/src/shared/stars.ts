// The persona catalogue's shape, and the catalogue the emulators seed. Every name is invented for this product.
// The live catalogue is operator data (star_catalogue/current, functions/src/data/starCatalogue.ts): admins add,
// edit, order and retire stars in the console. The web app's build writes SEED_STARS into its first documents and
// then follows the live catalogue (web/src/stars/).

export interface Star {
  id: string;
  name: string;
  /** One or more community names (`^[A-Za-z0-9_]{2,21}$`): the library's collections and the forum's communities. */
  subreddits: readonly string[];
  premium?: true;
  avatarUrl?: string;
  /** A short mood line that flavours the built-in instruction script. */
  persona: string;
}

/**
 * A seeded star. `library` names which of its communities the library serves (its collections of the operator's own
 * media); the forum serves the rest. The free stars take from both, so a first run shows each path.
 */
export interface SeedStar extends Star {
  library?: readonly string[];
}

export const SEED_STARS: readonly SeedStar[] = [
  {
    id: 'aria-vale',
    name: 'Aria Vale',
    subreddits: ['AriaValeStudio', 'AriaValeGallery'],
    library: ['AriaValeStudio'],
    persona: 'playful and teasing',
  },
  {
    id: 'nova-sterling',
    name: 'Nova Sterling',
    subreddits: ['NovaSterlingStudio', 'NovaSterlingHQ'],
    library: ['NovaSterlingStudio'],
    persona: 'confident and direct',
  },
  {
    id: 'luna-marlowe',
    name: 'Luna Marlowe',
    subreddits: ['LunaMarloweStudio', 'LunaMarloweDaily', 'MarloweMoments'],
    library: ['LunaMarloweStudio'],
    persona: 'soft-spoken and slow',
  },
  {
    id: 'ivy-castell',
    name: 'Ivy Castell',
    subreddits: ['IvyCastellStudio', 'IvyCastellClub'],
    library: ['IvyCastellStudio'],
    persona: 'bubbly and encouraging',
  },
  {
    id: 'sable-quinn',
    name: 'Sable Quinn',
    subreddits: ['SableQuinnArchive'],
    premium: true,
    persona: 'cool and commanding',
  },
  { id: 'juno-ashby', name: 'Juno Ashby', subreddits: ['JunoAshbyFans'], premium: true, persona: 'warm and patient' },
  {
    id: 'celeste-orr',
    name: 'Celeste Orr',
    subreddits: ['CelesteOrrPics', 'OrrAfterDark'],
    premium: true,
    persona: 'dreamy and poetic',
  },
  {
    id: 'piper-lennox',
    name: 'Piper Lennox',
    subreddits: ['PiperLennoxHub'],
    premium: true,
    persona: 'cheeky and quick',
  },
  {
    id: 'mara-devlin',
    name: 'Mara Devlin',
    subreddits: ['MaraDevlinDaily'],
    premium: true,
    persona: 'stern and precise',
  },
  {
    id: 'delia-frost',
    name: 'Delia Frost',
    subreddits: ['DeliaFrostVault'],
    library: ['DeliaFrostVault'],
    premium: true,
    persona: 'icy and deliberate',
  },
  {
    id: 'tessa-wren',
    name: 'Tessa Wren',
    subreddits: ['TessaWrenShots'],
    premium: true,
    persona: 'sweet and attentive',
  },
  {
    id: 'opal-hart',
    name: 'Opal Hart',
    subreddits: ['OpalHartCorner', 'HartbeatDemo'],
    premium: true,
    persona: 'romantic and slow-burning',
  },
  {
    id: 'rhea-calloway',
    name: 'Rhea Calloway',
    subreddits: ['RheaCallowayHQ'],
    premium: true,
    persona: 'bold and energetic',
  },
  {
    id: 'skye-morrow',
    name: 'Skye Morrow',
    subreddits: ['SkyeMorrowFeed'],
    premium: true,
    persona: 'breezy and light',
  },
  {
    id: 'vera-lockwood',
    name: 'Vera Lockwood',
    subreddits: ['VeraLockwoodClub'],
    premium: true,
    persona: 'elegant and composed',
  },
  {
    id: 'wren-halloway',
    name: 'Wren Halloway',
    subreddits: ['WrenHallowayPics'],
    premium: true,
    persona: 'curious and gentle',
  },
  {
    id: 'zara-kingsley',
    name: 'Zara Kingsley',
    subreddits: ['ZaraKingsleyDaily'],
    premium: true,
    persona: 'fierce and focused',
  },
  {
    id: 'elise-barrow',
    name: 'Elise Barrow',
    subreddits: ['EliseBarrowHub', 'BarrowLounge'],
    premium: true,
    persona: 'calm and reassuring',
  },
  {
    id: 'kira-solano',
    name: 'Kira Solano',
    subreddits: ['KiraSolanoShots'],
    premium: true,
    persona: 'fiery and spontaneous',
  },
  {
    id: 'maren-tate',
    name: 'Maren Tate',
    subreddits: ['MarenTateGallery'],
    premium: true,
    persona: 'thoughtful and measured',
  },
  {
    id: 'noelle-pryce',
    name: 'Noelle Pryce',
    subreddits: ['NoellePryceFans'],
    premium: true,
    persona: 'festive and flirty',
  },
  {
    id: 'odette-vance',
    name: 'Odette Vance',
    subreddits: ['OdetteVanceVault'],
    library: ['OdetteVanceVault'],
    premium: true,
    persona: 'graceful and slow',
  },
  {
    id: 'selene-dray',
    name: 'Selene Dray',
    subreddits: ['SeleneDrayNights'],
    premium: true,
    persona: 'mysterious and low-voiced',
  },
  {
    id: 'talia-brooks',
    name: 'Talia Brooks',
    subreddits: ['TaliaBrooksHQ'],
    premium: true,
    persona: 'sporty and upbeat',
  },
  {
    id: 'yara-ellison',
    name: 'Yara Ellison',
    subreddits: ['YaraEllisonDaily', 'EllisonEdits'],
    premium: true,
    persona: 'sultry and unhurried',
  },
];

/** The communities of a seeded star that the forum serves (the demo forum's catalogue holds these). */
export const seededForumCommunities = (star: SeedStar): string[] =>
  star.subreddits.filter((community) => !star.library?.includes(community));

/** A seeded star all of whose media the library serves (none through the function's relay). */
export const seededFromLibraryOnly = (star: SeedStar): boolean => seededForumCommunities(star).length === 0;

export const freeStarsOf = (stars: readonly Star[]): Star[] => stars.filter((s) => !s.premium);
export const premiumStarsOf = (stars: readonly Star[]): Star[] => stars.filter((s) => s.premium);

export function findStarIn(stars: readonly Star[], id: string): Star | undefined {
  return stars.find((s) => s.id === id);
}

/** Every community the stars name, lower-cased: the listing proxy serves these and nothing else. */
export function communitiesOf(stars: readonly Star[]): Set<string> {
  return new Set(stars.flatMap((s) => s.subreddits.map((sub) => sub.toLowerCase())));
}

/** The seeded catalogue's views, for code that has no live catalogue (the demo source, the tests, the build). */
export const FREE_STARS = /* @__PURE__ */ freeStarsOf(SEED_STARS);
export const PREMIUM_STARS = /* @__PURE__ */ premiumStarsOf(SEED_STARS);
