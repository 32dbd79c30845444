/**
 * The footer switcher's select id: fixed (not React's useId) because dashboard.html's build-time footer
 * (features/dashboard/dashboardShell.ts) must match React's markup, and there is one footer per page.
 */
export const LOCALE_SWITCHER_ID = 'footer-locale';
