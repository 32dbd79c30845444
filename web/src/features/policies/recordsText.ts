import type { PolicyText, TranslationOf } from './policyText';

// English, the source text of /2257; each translation (recordsText.<locale>.ts) is a RecordsText. The custodian and
// the address come from the operator's OPERATOR_RECORDS_* params.
export const RECORDS_TEXT = {
  title: '18 U.S.C. § 2257 records-keeping statement',
  sections: [
    {
      heading: 'Every person depicted is an adult',
      paragraphs: [
        'Every person who appears in media that {operatorName} produces or hosts on StarSession was 18 years of age or older when it was made.',
        'A reviewer checks every item before anyone else sees it, and publishes it only when every person in it has a record with us: an identity-document check showing they are 18 or over, and their signed consent to being recorded and to publication on this service. Withdrawn consent takes every item of that person down.',
      ],
    },
    {
      heading: 'Custodian of records',
      paragraphs: [
        'The records required by 18 U.S.C. § 2257 and 28 C.F.R. Part 75 for this media are kept by the custodian of records: {recordsCustodian}, {recordsAddress}.',
        'Media that StarSession shows from public third-party sources is neither produced nor hosted by {operatorName}; its producers keep the records for it. [[Operator: confirm with counsel which of your media this statement covers and any exemption that applies.]]',
      ],
    },
    {
      heading: 'Questions and removal',
      paragraphs: [
        'Questions about this statement go to {operatorEmail}. If you appear in an item without your consent, or an item may show a minor, use the content removal page: such requests go to the top of our queue.',
      ],
    },
  ],
} as const satisfies PolicyText;

export type RecordsText = TranslationOf<typeof RECORDS_TEXT>;
