// Server answers the web client tells apart by text (beyond the HTTP status), shared so both agree.

/** 403 from every route that needs a verified email; a client holding a stale ID token may retry. */
export const VERIFY_EMAIL_FIRST = 'Please verify your email first.';
