import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { DASHBOARD_MESSAGES } from './dashboardMessages';
import { DASHBOARD_TEXT } from './dashboardText';

// dashboard.html's first view (dashboardShell.ts, built without Lingui's macros) writes DASHBOARD_TEXT; React shows
// DASHBOARD_MESSAGES. In English they must be the same words, or React's first render would change the page.
describe('the dashboard words', () => {
  it('when English is active (from the compiled catalog, as in a build), then each message is the shell’s text', async () => {
    await act(() => activateLocale('en'));
    for (const key of Object.keys(DASHBOARD_TEXT) as (keyof typeof DASHBOARD_TEXT)[]) {
      expect(i18n._(DASHBOARD_MESSAGES[key])).toBe(DASHBOARD_TEXT[key]);
    }
  });

  it('when French is active, then the messages are French while the shell’s constants stay English', async () => {
    await act(() => activateLocale('fr'));
    expect(i18n._(DASHBOARD_MESSAGES.heading)).toBe('Choisissez votre star');
    expect(DASHBOARD_TEXT.heading).toBe('Choose Your Star');
  });
});
