import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { paceAt, type PlanControl } from '../../lib/sessionEngine/paceBar';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

export interface PaceBarProps {
  controls: readonly PlanControl[] | null;
  /** Session start on the Date.now() clock, moved on by time spent paused: every frame derives the beat from it, so it never drifts. */
  startedAtMs: number;
  /** While paused: the running time at the pause; the marker holds there and the ticks stop. */
  pausedElapsedMs?: number | null;
}

/** A short click through Web Audio; the context is created on first use (after the user's toggle). */
function createTicker(): { tick: (accent: boolean) => void; close: () => void } {
  const context = new AudioContext();
  return {
    tick: (accent) => {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = accent ? 1320 : 880;
      gain.gain.setValueAtTime(0.18, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.06);
      osc.connect(gain).connect(context.destination);
      osc.start();
      osc.stop(context.currentTime + 0.07);
    },
    close: () => void context.close(),
  };
}

/**
 * The beat: a marker sweeps the track once per beat and the pulse flashes on each beat. Styles are
 * written straight to the elements from requestAnimationFrame, so React renders only on BPM changes.
 * Under reduced motion the marker stays still and only the BPM reading changes.
 */
export function PaceBar({ controls, startedAtMs, pausedElapsedMs = null }: PaceBarProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [tickOn, setTickOn] = useState(false);
  const [bpm, setBpm] = useState(() => paceAt(controls, 0).bpm);
  const markerRef = useRef<HTMLSpanElement>(null);
  const pulseRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    let lastBeat = -1;
    let ticker: ReturnType<typeof createTicker> | null = null;
    if (tickOn && typeof AudioContext !== 'undefined') ticker = createTicker();
    const draw = () => {
      const pace = paceAt(controls, pausedElapsedMs ?? Date.now() - startedAtMs);
      setBpm(pace.bpm);
      if (!reducedMotion) {
        // Ping-pong: left to right on even beats, back on odd ones.
        const x = pace.beatIndex % 2 === 0 ? pace.phase : 1 - pace.phase;
        markerRef.current?.style.setProperty('--pace-x', x.toFixed(4));
        pulseRef.current?.style.setProperty('--pace-pulse', ((1 - pace.phase) ** 3).toFixed(3));
      }
      if (pace.beatIndex !== lastBeat) {
        if (lastBeat !== -1) ticker?.tick(pace.beatIndex % 4 === 0);
        lastBeat = pace.beatIndex;
      }
      // Paused: one frame at the held position, then no loop until resume.
      if (pausedElapsedMs === null) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      ticker?.close();
    };
  }, [controls, startedAtMs, pausedElapsedMs, reducedMotion, tickOn]);

  return (
    <div className={`pace-bar${reducedMotion ? ' pace-bar--calm' : ''}`}>
      <div
        className="pace-bar__track"
        role="img"
        aria-label={t({ message: `Pace ${bpm} BPM`, comment: 'The pace bar: beats per minute' })}
      >
        <span ref={markerRef} className="pace-bar__marker" />
        <span ref={pulseRef} className="pace-bar__pulse" />
      </div>
      <div className="pace-bar__row">
        <span className="pace-bar__bpm" aria-hidden="true">
          <Trans comment="Beats per minute">{bpm} BPM</Trans>
        </span>
        <label className="toggle toggle--small">
          <input type="checkbox" role="switch" checked={tickOn} onChange={(e) => setTickOn(e.target.checked)} />
          <span>
            <Trans comment="A switch: a click on every beat">Tick sound</Trans>
          </span>
        </label>
      </div>
    </div>
  );
}
