// The shape of a policy page's text. Tokens in braces are filled from the operator's config
// (GET /api/site/operator); text in double brackets is a note to the operator, shown highlighted,
// to be completed (with legal advice) before going live.

interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PolicyText {
  title: string;
  sections: readonly PolicySection[];
}

export interface OperatorDetails {
  name: string;
  email: string;
  postalAddress: string;
  jurisdiction: string;
}

const TOKENS: Record<string, keyof OperatorDetails> = {
  '{operatorName}': 'name',
  '{operatorEmail}': 'email',
  '{operatorAddress}': 'postalAddress',
  '{jurisdiction}': 'jurisdiction',
};

/** A paragraph's pieces: plain text, and notes the operator must complete. */
export function paragraphParts(paragraph: string, operator: OperatorDetails | null): { text: string; note: boolean }[] {
  const filled = paragraph.replace(/\{operator\w*\}|\{jurisdiction\}/g, (token) => {
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
