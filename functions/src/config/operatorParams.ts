import { defineString } from 'firebase-functions/params';

// Who runs this deployment, shown on /terms, /privacy and /content-removal. No defaults: the demo
// values live in functions/.env.demo-starsession (the emulator's project), and a real deploy must be
// given real ones (docs/operations.md "Policy pages").

export const OPERATOR_NAME = defineString('OPERATOR_NAME', {
  description: 'Legal name of the business that runs the site, as on the policy pages.',
});
export const OPERATOR_EMAIL = defineString('OPERATOR_EMAIL', {
  description: 'Contact address for legal, privacy and content-removal questions.',
});
export const OPERATOR_POSTAL_ADDRESS = defineString('OPERATOR_POSTAL_ADDRESS', {
  description: 'Postal address of the operator, as on the policy pages.',
});
export const OPERATOR_JURISDICTION = defineString('OPERATOR_JURISDICTION', {
  description: 'The country whose law governs the terms.',
});
export const OPERATOR_YOUTH_PROTECTION_OFFICER = defineString('OPERATOR_YOUTH_PROTECTION_OFFICER', {
  description:
    'Youth-protection officer (Jugendschutzbeauftragter, German JMStV § 7): name, postal address and email, as on the terms.',
});
