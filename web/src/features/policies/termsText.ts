import type { PolicyText, TranslationOf } from './policyText';

// English, the source text; each translation (termsText.<locale>.ts) is a TermsText.
export const TERMS_TEXT = {
  title: 'Terms of Service',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'StarSession is run by {operatorName}, {operatorAddress} ("we", "us"). You can reach us at {operatorEmail}.',
        'Our youth-protection officer (Jugendschutzbeauftragter under German law) is {youthProtectionOfficer}.',
        'These terms apply to everyone who uses the site. By using it, or by creating an account, you agree to them. [[Operator: add your company registration number and, where required, your VAT number and supervisory details.]]',
      ],
    },
    {
      heading: 'Adults only',
      paragraphs: [
        'The site shows sexually explicit material. You may use it only if you are at least 18 years old and old enough to view such material where you live, and only where viewing it is legal. We may ask for proof of age where the law requires it.',
        'Do not let anyone under 18 use your device or account to reach the site.',
      ],
    },
    {
      heading: 'What the service is',
      paragraphs: [
        'StarSession plays timed sessions of images and videos drawn from media sources we do not host ourselves (public forums, a video host, or a library the operator supplies), with optional on-screen instructions and a pace bar. All personas on the site are fictional.',
        'Premium unlocks more stars, longer sessions and favourites. It can be reached by a one-time payment, a redeem code, referrals or a partner offer, as the Premium page describes. [[Operator: state your price, what a purchase includes, and your refund policy.]]',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under it.',
        'You can delete your account at any time on your profile page. What is deleted and what the law makes us keep is set out in the Privacy Policy.',
      ],
    },
    {
      heading: 'What you must not do',
      paragraphs: [
        'Do not use the site to find, share or request material that shows anyone under 18, anyone who did not consent, or anything else that is illegal. Do not try to get around the age gate, premium checks, rate limits or other protections, scrape the site, or disrupt it.',
        'We may suspend or close an account that breaks these terms, and report illegal material to the authorities.',
      ],
    },
    {
      heading: 'Reporting and removing content',
      paragraphs: [
        'Every item can be reported from the session screen or your favourites, and anyone (with or without an account) can ask for an item to be removed on the Content removal page. We review every report and decide within 7 days; items we remove are blocked everywhere on the site.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Payments are taken by our payment processor; we never see your card number. Charges appear on your statement under a discreet descriptor. [[Operator: name the processor and the billing descriptor.]]',
      ],
    },
    {
      heading: 'No warranty and our liability',
      paragraphs: [
        'We provide the site as it is and cannot promise it will always be available or that every source will always work. Nothing in these terms limits liability that cannot be limited by law. [[Operator: complete this section for your jurisdiction with legal advice.]]',
      ],
    },
    {
      heading: 'Changes and law',
      paragraphs: [
        'We may update these terms; the version in force is the one on this page, and we will ask you to agree again when a change matters to you. These terms are governed by the law of {jurisdiction}. [[Operator: name the competent courts and any consumer-law exceptions.]]',
      ],
    },
  ],
} as const satisfies PolicyText;

export type TermsText = TranslationOf<typeof TERMS_TEXT>;
