export const AUTH_MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  wrongCredentials: 'Incorrect email or password.',
  passwordRequired: 'Enter your password.',
  emailInUse: 'An account with this email already exists.',
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
