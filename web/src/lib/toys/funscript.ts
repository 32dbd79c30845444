// The pace as a funscript (the JSON script format other players read): one stroke end to end per beat,
// at the bar's beat times, so the session's rhythm plays the same elsewhere.
import { beatTimeMs, type PlanControl } from '../sessionEngine/paceBar';

interface FunscriptAction {
  at: number;
  pos: number;
}

export interface Funscript {
  version: string;
  inverted: boolean;
  range: number;
  actions: FunscriptAction[];
}

/** Down at beat 0, up at beat 1, down at beat 2 ... up to `totalMs`; times in whole milliseconds. */
export function funscriptOfPlan(controls: readonly PlanControl[] | null, totalMs: number): Funscript {
  const actions: FunscriptAction[] = [];
  // A bad length writes an empty script rather than looping forever.
  const endMs = Number.isFinite(totalMs) ? totalMs : -1;
  for (let beat = 0; ; beat++) {
    const at = Math.round(beatTimeMs(controls, beat));
    if (at > endMs) break;
    actions.push({ at, pos: beat % 2 === 0 ? 0 : 100 });
  }
  return { version: '1.0', inverted: false, range: 100, actions };
}

/** The file's text: compact, as players expect; one file per session. */
export function funscriptText(script: Funscript): string {
  return `${JSON.stringify(script)}\n`;
}
