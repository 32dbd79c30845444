// The built-in instruction writer: the default when no LLM is configured and the fallback when it
// fails. Deterministic per (star, chunk, language) so retries and tests see the same script. Lines stay
// suggestive at most, never graphic.
import { BPM_SNAP_SET, DEFAULT_LOCALE, type Locale } from '../../shared/constants.js';
import type { Star } from '../../shared/stars.js';

export interface ScriptLine {
  text: string;
  displaySec: number;
}

export interface PlanControl {
  bpm: number;
  duration: number;
}

/** A small seeded PRNG (mulberry32) so the same inputs always give the same script. */
function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One language's lines. `{name}` is the star's first name; the asides may weave in the star's mood line. */
interface BuiltinLines {
  openers: readonly string[];
  steady: readonly string[];
  faster: readonly string[];
  slower: readonly string[];
  closers: readonly string[];
  asides: (persona: string) => readonly string[];
}

// Every language has as many lines of each kind as English, so a (star, chunk) gets the same script shape in
// each. The mood lines (the catalogue's personas, or a premium caller's own) are English words: only the English
// asides quote them; the other languages' asides speak of the star without it.
// French addresses the viewer as "vous"; German "du", Spanish "tú" (Spain) and Italian "tu".
const LINES: Record<Locale, BuiltinLines> = {
  en: {
    openers: [
      'Get comfortable. {name} is here with you.',
      'Take a slow breath and settle in.',
      'Eyes on the screen. Let {name} set the pace.',
      'Relax your shoulders. We start slowly.',
    ],
    steady: [
      'Follow the bar. Nice and even.',
      'Keep that rhythm — no rushing.',
      'Good. Stay right there with the beat.',
      'Breathe with the pace. In… and out.',
      'Let the pictures do the talking.',
      'Steady now. {name} likes patience.',
    ],
    faster: [
      'A little quicker now — keep up with the bar.',
      'Pick up the pace with the beat.',
      'Faster. Stay focused on {name}.',
    ],
    slower: ['Ease off. Slow right down.', 'Pause for a breath. Then follow the bar again.', 'Slower… make it last.'],
    closers: ['Almost there. Stay with the rhythm.', 'Hold that pace until the timer ends.'],
    asides: (persona) => [`{name} is ${persona} tonight.`, `Feel how ${persona} {name} is being.`, 'Stay with me.'],
  },
  fr: {
    openers: [
      'Installez-vous confortablement. {name} est là avec vous.',
      'Respirez lentement et laissez-vous aller.',
      'Les yeux sur l’écran. Laissez {name} donner le rythme.',
      'Relâchez les épaules. On commence doucement.',
    ],
    steady: [
      'Suivez la barre. Un rythme bien régulier.',
      'Gardez ce rythme, sans vous précipiter.',
      'C’est bien. Restez juste là, sur le tempo.',
      'Respirez avec le rythme. Inspirez… et expirez.',
      'Laissez parler les images.',
      'Tranquillement. {name} aime la patience.',
    ],
    faster: [
      'Un peu plus vite maintenant : suivez bien la barre.',
      'Accélérez avec le tempo.',
      'Plus vite. Gardez les yeux sur {name}.',
    ],
    slower: [
      'Levez le pied. Ralentissez bien.',
      'Faites une pause, le temps d’une respiration. Puis reprenez avec la barre.',
      'Plus lentement… faites durer le plaisir.',
    ],
    closers: ['Vous y êtes presque. Gardez le rythme.', 'Tenez ce rythme jusqu’à la fin du minuteur.'],
    asides: () => [
      '{name} n’a d’yeux que pour vous ce soir.',
      '{name} ne vous quitte pas des yeux.',
      'Restez avec moi.',
    ],
  },
  de: {
    openers: [
      'Mach es dir bequem. {name} ist bei dir.',
      'Atme langsam durch und komm zur Ruhe.',
      'Augen auf den Bildschirm. Lass {name} das Tempo bestimmen.',
      'Lass die Schultern locker. Wir fangen langsam an.',
    ],
    steady: [
      'Folge dem Balken. Schön gleichmäßig.',
      'Halte diesen Rhythmus – ganz ohne Eile.',
      'Gut so. Bleib genau im Takt.',
      'Atme im Tempo mit. Ein… und aus.',
      'Lass die Bilder für sich sprechen.',
      'Schön ruhig. {name} mag Geduld.',
    ],
    faster: [
      'Jetzt etwas schneller – halte mit dem Balken mit.',
      'Zieh das Tempo mit dem Takt an.',
      'Schneller. Bleib ganz bei {name}.',
    ],
    slower: [
      'Nimm das Tempo raus. Ganz langsam.',
      'Halt kurz inne und atme durch. Dann folge wieder dem Balken.',
      'Langsamer… koste es aus.',
    ],
    closers: ['Fast geschafft. Bleib im Rhythmus.', 'Halte dieses Tempo, bis der Timer abläuft.'],
    asides: () => [
      '{name} hat heute Abend nur Augen für dich.',
      '{name} lässt dich nicht aus den Augen.',
      'Bleib bei mir.',
    ],
  },
  es: {
    openers: [
      'Acomódate. {name} está aquí contigo.',
      'Respira despacio y relájate.',
      'Los ojos en la pantalla. Deja que {name} marque el ritmo.',
      'Relaja los hombros. Empezamos despacio.',
    ],
    steady: [
      'Sigue la barra. Suave y constante.',
      'Mantén ese ritmo, sin prisas.',
      'Bien. Quédate ahí, al compás.',
      'Respira al ritmo. Toma aire… y suéltalo.',
      'Deja que las imágenes hablen por sí solas.',
      'Con calma. A {name} le gusta la paciencia.',
    ],
    faster: [
      'Ahora un poco más rápido: sigue el ritmo de la barra.',
      'Acelera al compás.',
      'Más rápido. No apartes la vista de {name}.',
    ],
    slower: [
      'Afloja. Ve mucho más despacio.',
      'Para un momento y respira. Luego vuelve a seguir la barra.',
      'Más despacio… que dure.',
    ],
    closers: ['Ya casi está. Sigue el ritmo.', 'Mantén este ritmo hasta que acabe el temporizador.'],
    asides: () => [
      'Esta noche {name} solo tiene ojos para ti.',
      '{name} no te quita la vista de encima.',
      'Quédate conmigo.',
    ],
  },
  it: {
    openers: [
      'Mettiti a tuo agio. {name} è qui con te.',
      'Fai un respiro lento e rilassati.',
      'Occhi sullo schermo. Lascia che sia {name} a dettare il ritmo.',
      'Rilassa le spalle. Iniziamo piano.',
    ],
    steady: [
      'Segui la barra. Regolare e costante.',
      'Mantieni questo ritmo, senza fretta.',
      'Bene. Resta lì, a tempo.',
      'Respira seguendo il ritmo. Dentro… e fuori.',
      'Lascia parlare le immagini.',
      'Con calma. A {name} piace la pazienza.',
    ],
    faster: [
      'Ora un po’ più veloce: stai al passo con la barra.',
      'Aumenta il ritmo seguendo il battito.',
      'Più veloce. Non distogliere lo sguardo da {name}.',
    ],
    slower: [
      'Rallenta. Ancora più piano.',
      'Fermati un attimo e respira. Poi torna a seguire la barra.',
      'Più lento… fallo durare.',
    ],
    closers: ['Ci sei quasi. Resta sul ritmo.', 'Mantieni questo ritmo fino alla fine del timer.'],
    asides: () => ['Stasera {name} ha occhi solo per te.', '{name} non ti toglie gli occhi di dosso.', 'Resta con me.'],
  },
};

/** Every fixed line of a language (the asides with a placeholder mood), for tests and checks. */
export function builtinLines(locale: Locale): string[] {
  const lines = LINES[locale];
  return [
    ...lines.openers,
    ...lines.steady,
    ...lines.faster,
    ...lines.slower,
    ...lines.closers,
    ...lines.asides('{persona}'),
  ];
}

/** Persona flavour: a short aside drawn from the star's mood line. */
function flavour(lines: BuiltinLines, star: Star, random: () => number): string {
  return pick(lines.asides(star.persona), random);
}

function render(line: string, star: Star): string {
  return line.replaceAll('{name}', star.name.split(' ')[0] ?? star.name);
}

/**
 * Lines covering `chunkMinutes` of session time, in the viewer's language. Chunk 0 opens; a chunk that ends the
 * session (isLast) closes; in between, steady lines with faster/slower cues.
 */
export function builtinScript(
  star: Star,
  chunkIndex: number,
  chunkMinutes: number,
  isLast: boolean,
  locale: Locale = DEFAULT_LOCALE,
): ScriptLine[] {
  const text = LINES[locale];
  const random = seededRandom(`${star.id}:${chunkIndex}`);
  const totalSec = Math.max(1, Math.round(chunkMinutes * 60));
  const lines: ScriptLine[] = [];
  let usedSec = 0;
  while (usedSec < totalSec) {
    const position = usedSec / totalSec;
    let template: string;
    if (chunkIndex === 0 && lines.length === 0) template = pick(text.openers, random);
    else if (isLast && position > 0.85) template = pick(text.closers, random);
    else if (lines.length % 5 === 4) template = flavour(text, star, random);
    else {
      const roll = random();
      template =
        roll < 0.2 ? pick(text.faster, random) : roll < 0.35 ? pick(text.slower, random) : pick(text.steady, random);
    }
    const displaySec = Math.min(totalSec - usedSec, 5 + Math.floor(random() * 5));
    lines.push({ text: render(template, star), displaySec: Math.max(1, displaySec) });
    usedSec += displaySec;
  }
  return lines;
}

const PLAN_BPMS = BPM_SNAP_SET;

/** A pace plan for the whole session: a warm-up, waves that build, and a peak near the end. */
export function builtinPlan(star: Star, lengthMin: number): PlanControl[] {
  const random = seededRandom(`${star.id}:plan:${lengthMin}`);
  const totalSec = Math.max(60, Math.round(lengthMin * 60));
  const controls: PlanControl[] = [];
  let usedSec = 0;
  while (usedSec < totalSec) {
    const progress = usedSec / totalSec;
    const base = Math.min(PLAN_BPMS.length - 1, Math.floor(progress * PLAN_BPMS.length));
    const wobble = random() < 0.3 ? -1 : random() < 0.2 ? 1 : 0;
    const index = Math.max(0, Math.min(PLAN_BPMS.length - 1, base + wobble));
    const duration = Math.min(totalSec - usedSec, 30 + Math.floor(random() * 61));
    controls.push({ bpm: PLAN_BPMS[index] ?? 44, duration });
    usedSec += duration;
  }
  return controls;
}
