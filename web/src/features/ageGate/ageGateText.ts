// The gate's visible text, shared by the plain-DOM first-load gate and the React one.
export const AGE_GATE_TEXT = {
  title: 'Adults Only (18+)',
  body: 'This experience contains explicit adult material. By continuing you confirm that you are at least 18 years old and that you consent to view it.',
  confirm: 'I confirm I am 18+',
  leave: 'Leave',
  left: 'You chose to leave. Close this tab or navigate away at any time.',
} as const;
