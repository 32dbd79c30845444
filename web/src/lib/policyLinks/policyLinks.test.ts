import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { POLICY_LINKS, policyLinksNav } from './policyLinks';

describe('the gates’ policy links', () => {
  it('when the visitor reads English, then they are Terms, Privacy and Content removal', () => {
    const nav = policyLinksNav();
    expect(nav.getAttribute('aria-label')).toBe('Legal');
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Terms', 'Privacy', 'Content removal']);
  });

  it('when the visitor reads Italian, then the plain-DOM links and the React list are Italian', async () => {
    await activateLocale('it');
    const nav = policyLinksNav();
    expect(nav.getAttribute('aria-label')).toBe('Note legali');
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Termini',
      'Privacy',
      'Rimozione di contenuti',
    ]);
    expect(POLICY_LINKS.map(({ label }) => label)).toEqual(['Termini', 'Privacy', 'Rimozione di contenuti']);
  });
});
