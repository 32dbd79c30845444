import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { createAiScheduler, runAiFeed, type AiSchedulerState } from './engine/aiScheduler';
import { llmApi, type LlmCommonArgs } from './llmApi';

export interface AiFeedOptions extends LlmCommonArgs {
  enabled: boolean;
  sessionStartMs: number;
  lengthMin: number;
}

/**
 * Runs the instruction feed for the session (chunk requests, timeouts, retries) and answers the
 * scheduler state; the view asks `currentLine` of it on each render. Null while disabled.
 */
export function useAiFeed(options: AiFeedOptions): AiSchedulerState | null {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<AiSchedulerState | null>(null);
  const { enabled, sessionStartMs, lengthMin, starId, persona, personalization, premium } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    const handle = runAiFeed(createAiScheduler({ sessionStartMs, lengthMin }), {
      now: Date.now,
      schedule: (run, delayMs) => {
        const timer = setTimeout(run, delayMs);
        return () => clearTimeout(timer);
      },
      onChange: setState,
      fetchChunk: async ({ chunkIndex, chunkMinutes }, signal) => {
        const request = dispatch(
          llmApi.endpoints.getLlmChunk.initiate(
            { starId, persona, personalization, premium, chunkIndex, chunkMinutes },
            { subscribe: false, forceRefetch: true },
          ),
        );
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      },
    });
    return () => handle.stop();
    // The feed lives for the whole session: only a new session restarts it.
  }, [dispatch, enabled, sessionStartMs, lengthMin, starId, persona, personalization, premium]);

  return enabled ? state : null;
}
