import type { PolicyText, TranslationOf } from './policyText';

// English, the source text; each translation (removalText.<locale>.ts) is a RemovalText.
export const REMOVAL_TEXT = {
  title: 'Content removal',
  sections: [
    {
      heading: 'Ask us to remove an item',
      paragraphs: [
        'If an image or video on StarSession shows you and you want it removed, shows someone who appears to be under 18, was shared without consent, or is illegal for another reason, tell us with the form below. You do not need an account, and you do not have to tell us who you are.',
        'Give the address of the item (open it in a new tab and copy the address, or use the post it came from). On the site itself, the Report button on every session panel and in your favourites does the same.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'Every request goes to our review queue. A request from a person shown who did not consent comes first, and we decide it within 48 hours; every other request within 7 days, sooner for anything that may show a minor. When we remove an item, it is blocked everywhere on StarSession: in every session, listing, card image and video. We keep a record of each request and decision and report them to our payment processor each month, without your contact address.',
        'StarSession does not host most media itself: it shows items from public sources. Removing an item here does not remove it from its source; we will tell you where to ask for that if you leave a contact address. [[Operator: add your designated agent and notice-and-takedown details (e.g. DMCA or EU Digital Services Act contact point).]]',
        'For anything urgent, or if you are the person shown, you can also write to {operatorEmail}.',
      ],
    },
  ],
} as const satisfies PolicyText;

export type RemovalText = TranslationOf<typeof REMOVAL_TEXT>;
