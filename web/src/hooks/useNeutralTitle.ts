import { useLingui } from '@lingui/react';
import { neutralTitle } from '../lib/discretion/discreetChoice';

/** The neutral title (Discreet mode, the Hide screen) in the language shown, again after a language switch. */
export function useNeutralTitle(): string {
  const { i18n } = useLingui();
  return neutralTitle(i18n);
}
