// The dashboard's own words (in English) and first-row size, shared by the React page and the build-time shell
// (dashboardShell.ts), so the two cannot drift apart. Plain constants: the shell is rendered at build time without
// Lingui's macros. React shows their translations, DASHBOARD_MESSAGES (dashboardMessages.ts), whose English is held
// to these by dashboardMessages.test.ts.

export const DASHBOARD_TEXT = {
  heading: 'Choose Your Star',
  spamFolder: 'Signed up? If the confirmation email is not in your inbox, check your spam folder.',
} as const;

/** Cards in the first row on a phone (two columns): their images are the largest paint. */
export const FIRST_ROW_CARDS = 2;
