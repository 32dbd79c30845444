import { msg } from '@lingui/core/macro';

// The gate's visible text, shared by the plain-DOM first-load gate and the React one (a legal age check: each
// language's wording is exact, not loose).
export const AGE_GATE_TEXT = {
  title: msg`Adults Only (18+)`,
  body: msg`This experience contains explicit adult material. By continuing you confirm that you are at least 18 years old and that you consent to view it.`,
  confirm: msg`I confirm I am 18+`,
  leave: msg`Leave`,
  left: msg`You chose to leave. Close this tab or navigate away at any time.`,
} as const;
