import type { AiLineView } from './engine/aiScheduler';
import type { PlanControl } from './engine/paceBar';
import { formatCountdown } from './engine/sessionEngine';
import { PaceBar } from './PaceBar';

export const WAITING_FOR_INSTRUCTIONS = 'Waiting for instructions…';
export const VERIFY_FOR_INSTRUCTIONS = 'Verify your email to receive AI instructions.';

export interface SidePanelProps {
  starName: string;
  remainingMs: number;
  startedAtMs: number;
  showBar: boolean;
  controls: readonly PlanControl[] | null;
  /** 'off' hides the instruction box; 'unverified' explains why there is none. */
  instructions: 'off' | 'unverified' | AiLineView | null;
  onEnd: () => void;
}

/** Star name, countdown, pace bar, the instruction line and End. */
export function SidePanel({ starName, remainingMs, startedAtMs, showBar, controls, instructions, onEnd }: SidePanelProps) {
  return (
    <aside className="session-side" aria-label="Session">
      <h1 className="session-side__name">{starName}</h1>
      <p className="session-side__countdown">
        <time role="timer" aria-label="Time left">
          {formatCountdown(remainingMs)}
        </time>
      </p>
      {showBar && <PaceBar controls={controls} startedAtMs={startedAtMs} />}
      {instructions !== 'off' && (
        <p className="session-side__instruction" aria-live="polite">
          {instructions === null
            ? WAITING_FOR_INSTRUCTIONS
            : instructions === 'unverified'
              ? VERIFY_FOR_INSTRUCTIONS
              : instructions.text}
        </p>
      )}
      <button type="button" className="button button--danger session-side__end" onClick={onEnd}>
        End
      </button>
    </aside>
  );
}
