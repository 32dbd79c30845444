import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DASHBOARD_TEXT } from './dashboardText';

// The dashboard's own words as React shows them, in the visitor's language. Their English is DASHBOARD_TEXT's, word
// for word (dashboardMessages.test.ts): the build-time shell (dashboardShell.ts) runs without Lingui's macros, so it
// keeps the plain English constants, and React's English first render must be the shell's markup.
export const DASHBOARD_MESSAGES = {
  heading: msg`Choose Your Star`,
  spamFolder: msg`Signed up? If the confirmation email is not in your inbox, check your spam folder.`,
} as const satisfies Record<keyof typeof DASHBOARD_TEXT, MessageDescriptor>;
