// The shape of a policy page's text. Tokens in braces are filled from the operator's config
// (GET /api/site/operator); text in double brackets is a note to the operator, shown highlighted,
// to be completed (with legal advice) before going live.
//
// Each text is written in English (termsText.ts, privacyText.ts, removalText.ts, recordsText.ts) and translated in a module per
// locale beside it (termsText.fr.ts …), typed by TranslationOf the English one: the same sections with the same
// number of paragraphs, so a translation cannot miss one. policyTexts.ts loads the active locale's module.

interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PolicyText {
  title: string;
  sections: readonly PolicySection[];
}

type TranslatedParagraphs<Paragraphs> = { readonly [P in keyof Paragraphs]: string };
type TranslatedSections<Sections> = {
  readonly [S in keyof Sections]: Sections[S] extends { readonly paragraphs: infer Paragraphs }
    ? { readonly heading: string; readonly paragraphs: TranslatedParagraphs<Paragraphs> }
    : never;
};

/** A translation of an English text (declared `as const`): every heading and paragraph, in the same order. */
export interface TranslationOf<English extends PolicyText> {
  readonly title: string;
  readonly sections: TranslatedSections<English['sections']>;
}

export interface OperatorDetails {
  name: string;
  email: string;
  postalAddress: string;
  jurisdiction: string;
  /** Absent from an answer of an older server (a deploy's functions and hosting change one after the other). */
  youthProtectionOfficer?: string;
  recordsCustodian?: string;
  recordsAddress?: string;
}

const TOKENS: Record<string, keyof OperatorDetails> = {
  '{operatorName}': 'name',
  '{operatorEmail}': 'email',
  '{operatorAddress}': 'postalAddress',
  '{jurisdiction}': 'jurisdiction',
  '{youthProtectionOfficer}': 'youthProtectionOfficer',
  '{recordsCustodian}': 'recordsCustodian',
  '{recordsAddress}': 'recordsAddress',
};

/** The operator's tokens a paragraph names, in order (a translation names the same ones). */
export const TOKEN_PATTERN = /\{operator\w*\}|\{jurisdiction\}|\{youthProtectionOfficer\}|\{records\w*\}/g;

/** A paragraph's pieces: plain text, and notes the operator must complete. */
export function paragraphParts(paragraph: string, operator: OperatorDetails | null): { text: string; note: boolean }[] {
  const filled = paragraph.replace(TOKEN_PATTERN, (token) => {
    const field = TOKENS[token];
    return field === undefined ? token : (operator?.[field] ?? '…');
  });
  return filled
    .split(/(\[\[[^\]]*\]\])/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('[[') && part.endsWith(']]')
        ? { text: part.slice(2, -2), note: true }
        : { text: part, note: false },
    );
}
