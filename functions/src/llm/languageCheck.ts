// Is a model's answer in the language the viewer reads? A small scoring of the words and letters each of our
// languages uses and the others do not: enough to tell English, French, German, Spanish and Italian apart in a
// script of short lines, and to catch a model that answered in English (the usual slip) or drifted into it.
// Pure: no I/O, no package.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/constants.js';

// Common words of each language that the other four do not use (lower case; apostrophes split words, so French
// "qu’", "j’" leave "qu", "j"). Words two of them share ("la", "de", "en", "du", "il", "con", "que", "una", "es",
// "solo", "tempo", "me", "tu", "so", "on", "in", "was", "mal", "hier"...) are left out: they prove nothing.
const WORDS: Record<Locale, string> = {
  en:
    'the and you your yours yourself with to of is it this that now for keep stay let just my are be all ' +
    'up down here there into out nice slow slowly breathe breath follow feel hold take make more little ' +
    'bit again good right eyes at how what while until each every beat pace bar faster slower steady easy ' +
    'almost rhythm tonight',
  fr:
    'et le les vous votre vos avec est pas plus mais moi ce cette ces qui sur dans pour tout toute très ' +
    'bien encore sans au aux une elle nous ne leur comme lentement doucement rythme maintenant peu ' +
    'laissez restez suivez respirez gardez qu j yeux barre vite êtes soir',
  de:
    'und der die das dich dir dein deine deinen ist nicht mit auf zu ein eine einen noch jetzt ganz bei ' +
    'für im den dem sich nur langsam atme schön wie wir ich mich mir bleib lass halte folge auch schon ' +
    'sehr immer gut takt schneller langsamer aus um vom zum zur über doch balken heute abend augen',
  es:
    'y el los las tus por para más muy sigue ahora sin pero tú contigo despacio hasta cuando como está ' +
    'estás eso esta este mantén deja quédate poco vez nos yo barra noche ojos rápido calma todo',
  it:
    'e il gli di che per non ti tuo tua tuoi più ora è sei della dello nel nella sul sulla alla questo ' +
    'questa resta ancora piano lento lenta segui fai lascia mantieni sono anche molto poi dove quando ci ' +
    'bene adesso così respiro stasera occhi veloce fino',
};

// Letters (and punctuation) only one of them writes; a letter two of them share counts for both.
const LETTERS: Record<Locale, string> = {
  en: '',
  fr: 'çœêâîôûëïÿ«àèù',
  de: 'äöüß„',
  es: 'ñ¿¡áíóú',
  it: 'ìòàèù',
};
const LETTER_WEIGHT = 0.5;

/** How much evidence a whole script needs before its language is taken as known, and a single line. */
const SCRIPT_MIN_EVIDENCE = 3;
const LINE_MIN_EVIDENCE = 2;
/** A script may hold this share of lines that read as another language (a name, a quoted word), no more. */
const MAX_FOREIGN_SHARE = 0.2;

const WORD_SETS = new Map<Locale, ReadonlySet<string>>(
  LOCALES.map((locale) => [locale, new Set(WORDS[locale].split(' '))]),
);

/** Each language's evidence in `text`: one point per word of its own, half a point per letter of its own. */
function languageScores(text: string): Record<Locale, number> {
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  const scores = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const locale of LOCALES) {
    const own = WORD_SETS.get(locale);
    for (const word of words) if (own?.has(word)) scores[locale] += 1;
    for (const char of lower) if (LETTERS[locale].includes(char)) scores[locale] += LETTER_WEIGHT;
  }
  return scores;
}

/** The language `text` is in, or null when there is too little to tell or two languages tie. */
export function detectLanguage(text: string, minEvidence = SCRIPT_MIN_EVIDENCE): Locale | null {
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]) as [Locale, number][];
  const [first, second] = ranked;
  if (!first || first[1] < minEvidence || (second && second[1] >= first[1])) return null;
  return first[0];
}

/**
 * True when the lines are in `locale`: the script as a whole reads as that language (for English, the default
 * and the source, it only must not read as another), and few of its lines read as another language.
 */
export function isWrittenIn(lines: readonly string[], locale: Locale): boolean {
  if (lines.length === 0) return false;
  const whole = detectLanguage(lines.join('\n'));
  if (whole !== locale && !(whole === null && locale === DEFAULT_LOCALE)) return false;
  const foreign = lines.filter((line) => {
    const language = detectLanguage(line, LINE_MIN_EVIDENCE);
    return language !== null && language !== locale;
  });
  return foreign.length <= lines.length * MAX_FOREIGN_SHARE;
}
