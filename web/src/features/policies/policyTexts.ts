import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE } from '@shared/constants';
import type { PolicyText } from './policyText';
import { PRIVACY_TEXT } from './privacyText';
import { RECORDS_TEXT } from './recordsText';
import { TRANSLATIONS } from './policyTranslations';
import { REMOVAL_TEXT } from './removalText';
import { TERMS_TEXT } from './termsText';

export type PolicyKind = 'terms' | 'privacy' | 'removal' | 'records';

/** English, the source: part of the pages' own chunk, so an English page shows at once. */
const ENGLISH: Record<PolicyKind, PolicyText> = {
  terms: TERMS_TEXT,
  privacy: PRIVACY_TEXT,
  removal: REMOVAL_TEXT,
  records: RECORDS_TEXT,
};

/**
 * A page's text as shown: in the visitor's language, or English when that language has no translation of it yet
 * (`untranslated`) or its module failed to load (`failed`); the page then says so, never silently.
 */
export interface ShownPolicyText {
  text: PolicyText;
  fallback: 'untranslated' | 'failed' | null;
}

const loaded = new Map<string, PolicyText>();

function moduleKey(kind: PolicyKind, locale: string): string {
  return `./${kind}Text.${locale}.ts`;
}

/** What can be shown at once, or null while the locale's module is still to be fetched. */
function shownNow(kind: PolicyKind, locale: string): ShownPolicyText | null {
  if (locale === DEFAULT_LOCALE) return { text: ENGLISH[kind], fallback: null };
  const key = moduleKey(kind, locale);
  if (TRANSLATIONS[key] === undefined) return { text: ENGLISH[kind], fallback: 'untranslated' };
  const text = loaded.get(key);
  return text === undefined ? null : { text, fallback: null };
}

/**
 * The policy text for the active locale (i18n.locale), fetched on first use and kept for the visit; a switch of
 * language shows the new one. Null while it loads.
 */
export function usePolicyText(kind: PolicyKind): ShownPolicyText | null {
  const { i18n } = useLingui();
  const key = moduleKey(kind, i18n.locale);
  const shown = shownNow(kind, i18n.locale);
  const pending = shown === null;
  const [, setArrived] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const load = TRANSLATIONS[key];
    if (!pending || load === undefined) return;
    let current = true;
    load().then(
      (text) => {
        loaded.set(key, text);
        if (current) setArrived(key);
      },
      () => {
        if (current) setFailed(key);
      },
    );
    return () => {
      current = false;
    };
  }, [key, pending]);
  if (shown === null && failed === key) return { text: ENGLISH[kind], fallback: 'failed' };
  return shown;
}
