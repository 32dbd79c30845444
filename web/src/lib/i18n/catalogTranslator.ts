// Translation at build time, for the files Hosting serves before any script runs: the dashboard's first view
// (features/dashboard/dashboardShell.ts) and the web app manifests (vite.pwa.ts), one copy per language.
import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** An English message (the same words a component gives Lingui) in one language; values fill its {placeholders}. */
export type BuildTimeTranslate = (english: string, values?: Record<string, string | number>) => string;

/** English itself, placeholders filled: the default copy. */
export const inEnglish: BuildTimeTranslate = (english, values = {}) =>
  english.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/**
 * One language's translator from its compiled catalog: each English message is looked up by the id Lingui's macros
 * give the same English without a context, so a build-time file and React say the same words. A message the
 * catalog lacks throws: the build stops rather than ship a copy that is English in part.
 */
export function catalogTranslator(locale: string, messages: Messages): BuildTimeTranslate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (english, values) => {
    const id = generateMessageId(english);
    if (!(id in messages))
      throw new Error(`build-time text: "${english}" has no ${locale} message (same English in the app?)`);
    return i18n._(id, values);
  };
}
