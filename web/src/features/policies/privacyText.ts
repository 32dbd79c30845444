import type { PolicyText, TranslationOf } from './policyText';

// English, the source text; each translation (privacyText.<locale>.ts) is a PrivacyText.
export const PRIVACY_TEXT = {
  title: 'Privacy Policy',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        '{operatorName}, {operatorAddress}, is the controller of the personal data described here. Contact: {operatorEmail}. [[Operator: add your data protection officer or EU/UK representative if you need one.]]',
        'What you do on an adult site says something about your sex life. Under the GDPR that is special-category data, so we use it only with your explicit consent, given when you create an account, and we store as little as the service needs.',
      ],
    },
    {
      heading: 'What we store about you',
      paragraphs: [
        'Account: your email address, a user id, an optional username, whether your email is verified, and when the account was created. If you sign in with Google we receive your email address and Google account id from Google.',
        'Consent record: when you agreed to the Terms and this Policy, and which version you agreed to.',
        'Preferences: your session defaults and the optional personalization text you write for the instructions.',
        'Favourites (Premium): the items you save, with their media address, source and the time you saved them.',
        'Session runs: when each session started and finished, used to count referrals and to stop abuse.',
        'Referrals: who referred you and whom you referred; the referrer sees only a count. To stop one email address being counted twice we keep a one-way hash of it.',
        'Premium and purchases: how you reached Premium (purchase, code, referral or offer), order ids, amounts and their status as the payment processor reports them. We never see your card number.',
        'Age assurance: where the law requires proof of age, a cookie that records that the check was passed (not the documents or images used for it). [[Operator: name the age-assurance provider and what it keeps.]]',
        'Reports: a report or removal request holds the item it names, the reason and your text, and the contact address you chose to give. We do not store who sent it.',
        'Security records: counters of requests per user and per network address (stored as one-way hashes and deleted within hours), and a log of refused or sensitive actions, such as a premium change, kept for [[Operator: retention period]].',
      ],
    },
    {
      heading: 'What stays in your browser',
      paragraphs: [
        'Your browser keeps: when you confirmed you are 18 or older, a random id of this browser (to limit sign-ups per device), your sign-in state, time spent on the site, a referral link you opened, the sound and setup choices you made, and cached card images. You can clear them in your browser settings at any time.',
        'Your own media: images, gifs and videos you add to a session from your device never leave it. The session shows them straight from your browser; they are not uploaded, not sent to us or anyone else, and forgotten when you close or reload the tab. Only if you tick \u201cRemember\u201d does this browser keep access to that one folder (not its files) for your next visit, and it asks your permission again then; choose \u201cForget this folder\u201d to remove it.',
      ],
    },
    {
      heading: 'Who else receives data',
      paragraphs: [
        'Hosting, database and sign-in: Google Firebase (Google Cloud). Instructions: if enabled, the star, your session settings and your personalization text are sent to an AI text provider to write the on-screen lines. Payments: the payment processor. Ads: free sessions show ads from an ad network, which receives your browser\u2019s network address and user agent. Media: images and videos load from their sources, which see your network address. [[Operator: list each provider by name, its country, and the safeguards for transfers outside the EEA/UK.]]',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can download everything we store about your account as a file, and delete your account, on your profile page. Deleting removes your account, profile, preferences, favourites, session runs, referral rows and the consent record. Payment records the law requires us to keep stay, with your user id replaced by a random id; the person who referred you keeps their count.',
        'You can also ask us to correct data, to restrict or object to its use, and withdraw your consent at any time (by deleting your account). You may complain to a data protection authority. Write to {operatorEmail}; we answer within one month. Residents of California have the same rights to know and to delete, and we do not sell or share personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data until you delete the account. Request counters for hours. Reports and their decisions for [[Operator: retention period, e.g. 3 years for the processor\u2019s records]]. Payment records for as long as tax and accounting law requires [[Operator: period]].',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'When this policy changes in a way that matters to you, we will ask for your consent again before going on.',
      ],
    },
  ],
} as const satisfies PolicyText;

export type PrivacyText = TranslationOf<typeof PRIVACY_TEXT>;
