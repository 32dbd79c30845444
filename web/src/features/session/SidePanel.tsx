import type { ReactNode } from 'react';
import type { AiLineView } from '../../lib/sessionEngine/aiScheduler';
import type { PlanControl } from '../../lib/sessionEngine/paceBar';
import { formatCountdown } from '../../lib/sessionEngine/sessionView';
import { PaceBar } from './PaceBar';
import { SHORTCUTS } from './sessionShortcuts';

const WAITING_FOR_INSTRUCTIONS = 'Waiting for instructions…';
const VERIFY_FOR_INSTRUCTIONS = 'Verify your email to receive AI instructions.';

export interface SidePanelProps {
  starName: string;
  remainingMs: number;
  /** The pace bar's start (moved on by time spent paused). */
  startedAtMs: number;
  showBar: boolean;
  controls: readonly PlanControl[] | null;
  /** 'off' hides the instruction box; 'unverified' explains why there is none. */
  instructions: 'off' | 'unverified' | AiLineView | null;
  onEnd: () => void;
  /** Running time at the pause while paused, else null. */
  pausedElapsedMs?: number | null;
  onTogglePause?: () => void;
  fullscreen?: { supported: boolean; active: boolean; toggle: () => void };
  onShowHelp?: () => void;
  /** The panic control: pauses, mutes and shows a plain page at once. */
  onHide?: () => void;
  /** Below the controls: the device panel. */
  children?: ReactNode;
}

/** Star name, countdown, pace bar, the instruction line and the session controls (Hide, Pause, Full screen, ?, End). */
export function SidePanel(props: SidePanelProps) {
  const { starName, remainingMs, startedAtMs, showBar, controls, instructions, onEnd } = props;
  const { pausedElapsedMs = null, onTogglePause, fullscreen, onShowHelp, onHide, children } = props;
  const paused = pausedElapsedMs !== null;
  return (
    <aside className={`session-side${paused ? ' session-side--paused' : ''}`} aria-label="Session">
      <h1 className="session-side__name">{starName}</h1>
      <p className="session-side__countdown">
        <time role="timer" aria-label="Time left">
          {formatCountdown(remainingMs)}
        </time>
        {paused && <span className="session-side__paused">Paused</span>}
      </p>
      {showBar && <PaceBar controls={controls} startedAtMs={startedAtMs} pausedElapsedMs={pausedElapsedMs} />}
      {instructions !== 'off' && (
        <p className="session-side__instruction" aria-live="polite">
          {instructions === null
            ? WAITING_FOR_INSTRUCTIONS
            : instructions === 'unverified'
              ? VERIFY_FOR_INSTRUCTIONS
              : instructions.text}
        </p>
      )}
      <div className="session-side__actions">
        {onHide && (
          <button
            type="button"
            className="button session-side__hide"
            aria-keyshortcuts={SHORTCUTS.hide.aria}
            onClick={onHide}
          >
            Hide
          </button>
        )}
        {onTogglePause && (
          <button
            type="button"
            className="button session-side__pause"
            aria-keyshortcuts={SHORTCUTS.pause.aria}
            onClick={onTogglePause}
          >
            {paused ? 'Resume' : 'Pause'}
          </button>
        )}
        {fullscreen?.supported && (
          <button
            type="button"
            className="button session-side__fullscreen"
            aria-keyshortcuts={SHORTCUTS.fullscreen.aria}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? 'Exit full screen' : 'Full screen'}
          </button>
        )}
        {onShowHelp && (
          <button
            type="button"
            className="button session-side__help"
            aria-label="Keyboard shortcuts"
            aria-keyshortcuts={SHORTCUTS.help.aria}
            onClick={onShowHelp}
          >
            ?
          </button>
        )}
        <button
          type="button"
          className="button button--danger session-side__end"
          aria-keyshortcuts={SHORTCUTS.end.aria}
          onClick={onEnd}
        >
          End
        </button>
      </div>
      {children}
    </aside>
  );
}
