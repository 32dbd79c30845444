export const AUTH_MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  wrongCredentials: 'Incorrect email or password.',
  passwordRequired: 'Enter your password.',
  emailInUse: 'An account with this email already exists.',
  consentRequired: 'To create an account, tick the box to agree to the Terms and the Privacy Policy.',
  googleNeedsConsent:
    'There is no StarSession account for this Google account yet. Tick the box to agree to the Terms and the ' +
    'Privacy Policy, then continue with Google again to create one.',
} as const;

// Identity errors that mean "wrong email or password": these count towards the lockout.
export const CREDENTIAL_ERROR_CODES = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
  'auth/too-many-requests',
]);
