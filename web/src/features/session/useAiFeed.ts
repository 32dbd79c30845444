import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LOCALE } from '@shared/constants';
import { useAppDispatch } from '../../store/hooks';
import { i18n } from '../../lib/i18n/i18n';
import { isLocale } from '../../lib/i18n/pickLocale';
import { runAiFeed } from '../../lib/sessionEngine/aiFeedDriver';
import { createAiScheduler, type AiSchedulerState } from '../../lib/sessionEngine/aiScheduler';
import { llmApi } from './llmApi';
import type { LlmCommonArgs } from '../../settings/sessionPlanApi';

export interface AiFeedOptions extends LlmCommonArgs {
  enabled: boolean;
  sessionStartMs: number;
  lengthMin: number;
  /** While paused the feed sleeps; its clock is real time minus the time spent paused. */
  paused: boolean;
  pausedTotalMs: number;
}

/**
 * Runs the instruction feed for the session (chunk requests, timeouts, retries) and answers the
 * scheduler state; the view asks `currentLine` of it on each render. Null while disabled.
 */
export function useAiFeed(options: AiFeedOptions): AiSchedulerState | null {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<AiSchedulerState | null>(null);
  const kept = useRef<AiSchedulerState | null>(null);
  const { enabled, sessionStartMs, lengthMin, starId, persona, personalization, premium, paused, pausedTotalMs } =
    options;

  useEffect(() => {
    if (!enabled || paused) return undefined;
    // A resume continues the schedule it stopped (chunks already fetched are kept).
    const initial = kept.current ?? createAiScheduler({ sessionStartMs, lengthMin });
    const handle = runAiFeed(initial, {
      now: () => Date.now() - pausedTotalMs,
      schedule: (run, delayMs) => {
        const timer = setTimeout(run, delayMs);
        return () => clearTimeout(timer);
      },
      onChange: (next) => {
        kept.current = next;
        setState(next);
      },
      fetchChunk: async ({ chunkIndex, chunkMinutes }, signal) => {
        // The language shown when the chunk is asked for (a switch mid-session reaches the next chunk, and does not
        // restart the feed). The pseudo-locale is English.
        const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
        const request = dispatch(
          llmApi.endpoints.getLlmChunk.initiate(
            { starId, persona, personalization, premium, chunkIndex, chunkMinutes, locale },
            { subscribe: false, forceRefetch: true },
          ),
        );
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      },
    });
    return () => {
      // Stop first: chunks aborted in flight are then asked for again at once on resume.
      handle.stop();
      kept.current = handle.getState();
    };
    // The feed lives for the whole session: a new session or a pause/resume restarts it.
  }, [dispatch, enabled, paused, pausedTotalMs, sessionStartMs, lengthMin, starId, persona, personalization, premium]);

  return enabled ? state : null;
}
