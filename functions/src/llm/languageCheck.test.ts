import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../shared/constants.js';
import { builtinLines } from '../domain/instructions/builtinScript.js';
import { detectLanguage, isWrittenIn } from './languageCheck.js';

// Lines as a model might write them (not the built-in ones), one short script per language.
const MODEL_LINES: Record<Locale, string[]> = {
  en: [
    'Hey you. Settle in and let Aria take it from here.',
    'Match the beat on the bar, nice and slow.',
    'Closer to the screen now. Keep your eyes on me.',
    'A touch faster. Stay with the rhythm.',
    'Slow it down and enjoy every second.',
  ],
  fr: [
    'Bonsoir, vous. Installez-vous, Aria s’occupe de tout.',
    'Suivez le tempo de la barre, tout doucement.',
    'Approchez-vous de l’écran. Ne me quittez pas des yeux.',
    'Un peu plus vite maintenant. Restez dans le rythme.',
    'Ralentissez et savourez chaque seconde.',
  ],
  de: [
    'Hey du. Mach es dir gemütlich, Aria übernimmt ab hier.',
    'Folge dem Takt auf dem Balken, schön langsam.',
    'Komm näher an den Bildschirm. Lass mich nicht aus den Augen.',
    'Ein bisschen schneller jetzt. Bleib im Rhythmus.',
    'Werde langsamer und genieß jede Sekunde.',
  ],
  es: [
    'Hola, tú. Ponte a gusto y deja que Aria se encargue.',
    'Sigue el compás de la barra, suave y despacio.',
    'Acércate a la pantalla. No me quites los ojos de encima.',
    'Un poco más rápido ahora. Mantén el ritmo.',
    'Baja el ritmo y disfruta cada segundo.',
  ],
  it: [
    'Ciao, tu. Mettiti comodo e lascia fare ad Aria.',
    'Segui il battito della barra, piano e con calma.',
    'Avvicinati allo schermo. Non togliermi gli occhi di dosso.',
    'Un po’ più veloce adesso. Resta sul ritmo.',
    'Rallenta e goditi ogni secondo.',
  ],
};

const builtin = (locale: Locale) =>
  builtinLines(locale).map((line) => line.replaceAll('{name}', 'Aria').replaceAll('{persona}', 'playful and teasing'));

describe('language check', () => {
  it.each(LOCALES)('when a script is in %s, then it is taken as written in it and in no other language', (locale) => {
    for (const lines of [MODEL_LINES[locale], builtin(locale)]) {
      expect(detectLanguage(lines.join('\n'))).toBe(locale);
      expect(isWrittenIn(lines, locale)).toBe(true);
      for (const other of LOCALES.filter((l) => l !== locale)) expect(isWrittenIn(lines, other)).toBe(false);
    }
  });

  it('when a French script has a quarter of its lines in English, then it is not taken as French', () => {
    const lines = [...builtin('fr').slice(0, 6), ...MODEL_LINES.en.slice(0, 2)];
    expect(detectLanguage(lines.join('\n'))).toBe('fr');
    expect(isWrittenIn(lines, 'fr')).toBe(false);
    // One stray line in ten (a name, a quoted word) is let through.
    expect(isWrittenIn([...builtin('fr').slice(0, 9), 'Keep your eyes on the bar.'], 'fr')).toBe(true);
  });

  it('when there are too few words to tell, then only English (the source and the default) accepts them', () => {
    expect(detectLanguage('Fixed.')).toBeNull();
    expect(isWrittenIn(['Fixed.'], 'en')).toBe(true);
    expect(isWrittenIn(['Fixed.'], 'fr')).toBe(false);
    expect(isWrittenIn(['Faster.', 'Slower.'], 'de')).toBe(false);
    expect(isWrittenIn([], 'en')).toBe(false);
  });

  it('when the letters alone tell, then they count: ß and ü for German, ñ and ¿ for Spanish', () => {
    expect(detectLanguage('Süß, groß, grün, Füße', 2)).toBe('de');
    expect(detectLanguage('¿Mañana? ¡Señor!', 2)).toBe('es');
  });
});
