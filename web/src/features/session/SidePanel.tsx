import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AiLineView } from '../../lib/sessionEngine/aiScheduler';
import type { PlanControl } from '../../lib/sessionEngine/paceBar';
import { formatCountdown } from '../../lib/sessionEngine/sessionView';
import { PaceBar } from './PaceBar';
import { SHORTCUTS } from './sessionShortcuts';
import { WARM_UP_MESSAGES } from './warmUpLines';

/** An instruction as the viewer reads it: a warm-up line in their language, else the line as it came. */
function lineText(line: AiLineView, i18n: I18n): string {
  const warmUp = line.warmUp === undefined ? undefined : WARM_UP_MESSAGES[line.warmUp];
  return warmUp ? i18n._(warmUp) : line.text;
}

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
  const { t, i18n } = useLingui();
  const paused = pausedElapsedMs !== null;
  const line = instructions === null || typeof instructions === 'string' ? null : instructions;
  return (
    <aside className={`session-side${paused ? ' session-side--paused' : ''}`} aria-label={t`Session`}>
      <h1 className="session-side__name">{starName}</h1>
      <p className="session-side__countdown">
        <time role="timer" aria-label={t`Time left`}>
          {formatCountdown(remainingMs)}
        </time>
        {paused && (
          <span className="session-side__paused">
            <Trans>Paused</Trans>
          </span>
        )}
      </p>
      {showBar && <PaceBar controls={controls} startedAtMs={startedAtMs} pausedElapsedMs={pausedElapsedMs} />}
      {instructions !== 'off' && (
        // Atomic: a screen reader reads a new line together with its label.
        <p className="session-side__instruction" aria-live="polite" aria-atomic="true">
          {line ? (
            lineText(line, i18n)
          ) : instructions === 'unverified' ? (
            <Trans>Verify your email to receive AI instructions.</Trans>
          ) : (
            <Trans>Waiting for instructions…</Trans>
          )}
          {line?.aiGenerated && (
            // A model wrote this line (EU AI Act art. 50): said on screen and to screen readers, never for built-in lines.
            <span className="session-side__ai-label">
              <Trans comment="Under an instruction line written by an AI model">AI-generated</Trans>
            </span>
          )}
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
            <Trans>Hide</Trans>
          </button>
        )}
        {onTogglePause && (
          <button
            type="button"
            className="button session-side__pause"
            aria-keyshortcuts={SHORTCUTS.pause.aria}
            onClick={onTogglePause}
          >
            {paused ? t`Resume` : t`Pause`}
          </button>
        )}
        {fullscreen?.supported && (
          <button
            type="button"
            className="button session-side__fullscreen"
            aria-keyshortcuts={SHORTCUTS.fullscreen.aria}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? t`Exit full screen` : t`Full screen`}
          </button>
        )}
        {onShowHelp && (
          <button
            type="button"
            className="button session-side__help"
            aria-label={t`Keyboard shortcuts`}
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
          <Trans comment="Ends the session">End</Trans>
        </button>
      </div>
      {children}
    </aside>
  );
}
