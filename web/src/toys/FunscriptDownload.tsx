import { msg } from '@lingui/core/macro';
import type { PlanControl } from '../lib/sessionEngine/paceBar';
import { funscriptOfPlan, funscriptText } from '../lib/toys/funscript';

/** The download button's label, as a message: shown through `i18n._` / `t` where the button is. */
export const DOWNLOAD_BEAT_MESSAGE = msg({
  message: 'Download beat (.funscript)',
  comment: "Saves the session's pace as a .funscript file (a file format's name: keep '.funscript')",
});

function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'session'}-beat.funscript`;
}

/** Saves the pace as a .funscript file through a temporary object URL (nothing leaves the browser). */
export function downloadFunscript(controls: readonly PlanControl[] | null, totalMs: number, name: string): void {
  const blob = new Blob([funscriptText(funscriptOfPlan(controls, totalMs))], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(name);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
