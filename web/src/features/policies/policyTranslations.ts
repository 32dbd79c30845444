import type { PolicyText } from './policyText';

/**
 * The translated policy texts, one module per text and locale (termsText.fr.ts …), by path. Each is a chunk of its
 * own, fetched only when a visitor opens that page in that language: the texts are long, and the Lingui catalogs
 * (loaded on every first view) stay free of them. A locale without a module is simply absent here; its visitors read
 * English, with a note saying so (policyTexts.ts).
 */
export const TRANSLATIONS: Readonly<Record<string, () => Promise<PolicyText>>> = import.meta.glob<PolicyText>(
  ['./*Text.*.ts', '!./*.test.ts'],
  { import: 'default' },
);
