// Server answers the web client tells apart by text (beyond the HTTP status), shared so both agree.

/** 403 from every route that needs a verified email; a client holding a stale ID token may retry. */
export const VERIFY_EMAIL_FIRST = 'Please verify your email first.';

/** 401 from account deletion when the sign-in is older than RECENT_SIGN_IN_MAX_AGE_MS: the dialog asks again. */
export const SIGN_IN_AGAIN = 'For your security, confirm your password (or sign in with Google) again.';
