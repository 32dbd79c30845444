import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The feed's warm-up lines (WARM_UP_LINES in lib/sessionEngine/aiScheduler.ts, which picks them) as the viewer reads
 * them: the same lines in the same order. Suggestive at most, never graphic.
 */
export const WARM_UP_MESSAGES: readonly MessageDescriptor[] = [
  msg`Get comfortable and settle in.`,
  msg`Take a slow, deep breath and relax your shoulders.`,
  msg`No rush. Ease into it at your own pace.`,
  msg`Let the rest of the day fade away for a while.`,
  msg`Follow the pace bar and find your rhythm.`,
];
