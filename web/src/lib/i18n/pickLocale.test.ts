import { describe, expect, it } from 'vitest';
import { pickLocale } from './pickLocale';

describe('which language a visitor gets', () => {
  it('when the visitor chose one, then that one, whatever the browser says', () => {
    expect(pickLocale('de', ['fr-FR', 'fr'])).toBe('de');
    expect(pickLocale('pseudo', ['fr'])).toBe('pseudo');
  });

  it('when nothing was chosen, then the first browser language we speak, by its language part', () => {
    expect(pickLocale(null, ['fr-CH', 'en'])).toBe('fr');
    expect(pickLocale(null, ['nl-NL', 'IT-it', 'de'])).toBe('it');
  });

  it('when the choice is unknown and no browser language is ours, then English', () => {
    expect(pickLocale('xx', ['nl', 'pl-PL'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });
});
