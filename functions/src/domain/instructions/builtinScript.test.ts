import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { SEED_STARS } from '../../shared/stars.js';
import { builtinLines, builtinPlan, builtinScript } from './builtinScript.js';

const star = SEED_STARS.find((s) => s.id === 'aria-vale') ?? SEED_STARS[0];
if (!star) throw new Error('catalogue is empty');

describe('builtinScript', () => {
  it('when asked for a 10-minute chunk, then the lines cover exactly 600 s', () => {
    const lines = builtinScript(star, 0, 10, false);
    expect(lines.reduce((s, l) => s + l.displaySec, 0)).toBe(600);
    for (const l of lines) {
      expect(l.displaySec).toBeGreaterThanOrEqual(1);
      expect(l.displaySec).toBeLessThanOrEqual(9);
      expect(l.text).not.toMatch(/\{name\}/);
    }
  });

  it('when called twice with the same inputs, then the script is identical; another chunk differs', () => {
    expect(builtinScript(star, 1, 10, false)).toEqual(builtinScript(star, 1, 10, false));
    expect(builtinScript(star, 1, 10, false)).not.toEqual(builtinScript(star, 2, 10, false));
  });

  it("when the first chunk starts, then it opens, and it is flavoured by the star's persona", () => {
    const lines = builtinScript(star, 0, 10, false);
    const all = lines.map((l) => l.text).join('\n');
    expect(all).toContain(star.persona);
  });

  it('when a chunk ends the session, then its last lines close', () => {
    const lines = builtinScript(star, 0, 5, true);
    expect(lines.at(-1)?.text).toMatch(/Almost there|until the timer ends/);
  });
});

describe('builtinScript in other languages', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'when asked in %s, then the script has the English one’s timing and shape, in its own lines',
    (locale) => {
      const english = builtinScript(star, 0, 10, true);
      const lines = builtinScript(star, 0, 10, true, locale);
      expect(lines.map((l) => l.displaySec)).toEqual(english.map((l) => l.displaySec));
      const own = new Set(builtinLines(locale).map((line) => line.replaceAll('{name}', 'Aria')));
      for (const [index, line] of lines.entries()) {
        expect(own).toContain(line.text);
        expect(line.text).not.toBe(english[index]?.text);
      }
      // The mood lines are English words: only English asides quote them.
      expect(lines.map((l) => l.text).join('\n')).not.toContain(star.persona);
    },
  );

  it('when no language is given, then the lines are the English ones', () => {
    expect(builtinScript(star, 3, 10, false)).toEqual(builtinScript(star, 3, 10, false, 'en'));
  });

  it('when French lines are written, then they use typographic apostrophes and a no-break space before a colon', () => {
    for (const line of builtinLines('fr')) {
      expect(line).not.toContain("'");
      expect(line).not.toMatch(/ [:;!?]/);
    }
    for (const line of builtinLines('it')) expect(line).not.toContain("'");
  });
});

describe('builtinPlan', () => {
  it('when planned for 20 minutes, then the controls cover 1200 s with snapped BPMs that build up', () => {
    const plan = builtinPlan(star, 20);
    expect(plan.reduce((s, c) => s + c.duration, 0)).toBe(1200);
    for (const c of plan) expect([28, 36, 44, 52, 60]).toContain(c.bpm);
    const firstHalf = plan.slice(0, plan.length / 2).reduce((s, c) => s + c.bpm, 0) / Math.floor(plan.length / 2);
    const secondHalf = plan.slice(plan.length / 2).reduce((s, c) => s + c.bpm, 0) / Math.ceil(plan.length / 2);
    expect(secondHalf).toBeGreaterThan(firstHalf);
  });
});
