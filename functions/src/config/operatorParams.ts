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
/** 18 U.S.C. § 2257: who keeps the performer records, and where (the /2257 statement). */
export const OPERATOR_RECORDS_CUSTODIAN = defineString('OPERATOR_RECORDS_CUSTODIAN', {
  description: 'Custodian of records (18 U.S.C. § 2257): name or title of the person who keeps the performer records.',
});
export const OPERATOR_RECORDS_ADDRESS = defineString('OPERATOR_RECORDS_ADDRESS', {
  description: 'Street address where the performer records are kept and can be inspected (no P.O. box).',
});
export const OPERATOR_YOUTH_PROTECTION_OFFICER = defineString('OPERATOR_YOUTH_PROTECTION_OFFICER', {
  description:
    'Youth-protection officer (Jugendschutzbeauftragter, German JMStV § 7): name, postal address and email, as on the terms.',
});
