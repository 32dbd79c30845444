import { API_PATHS } from '@shared/api/paths';
import type {
  HeldItem,
  SessionRunBeatBody,
  SessionRunFinishResponse,
  SessionRunHeartbeatBody,
  SessionRunHeartbeatResponse,
  SessionRunStartResponse,
} from '@shared/api/schemas/sessionRuns';
import { SESSION_HEARTBEAT_INTERVAL_MS, SESSION_RUN_ID_WAIT_MS } from '@shared/constants';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../store/apiSlice';

// The server decides by its own records and clock whether a session played: a referral counts once the referred
// account has finished one that did (docs/product-rules.md, "Referrals").
const sessionRunApi = api.injectEndpoints({
  endpoints: (build) => ({
    startSessionRun: build.mutation<SessionRunStartResponse, undefined>({
      query: () => ({ url: API_PATHS.sessionRunStart, method: 'POST' }),
    }),
    beatSessionRun: build.mutation<SessionRunHeartbeatResponse, SessionRunHeartbeatBody>({
      query: (body) => ({ url: API_PATHS.sessionRunBeat, method: 'POST', body }),
    }),
    finishSessionRun: build.mutation<SessionRunFinishResponse, SessionRunBeatBody>({
      // keepalive: a finish sent as the tab closes still reaches the server after the page is gone.
      query: (body) => ({ url: API_PATHS.sessionRunFinish, method: 'POST', body, keepalive: true }),
      // A qualifying finish may have counted a referral: the referrer's doc is not ours, ours may change.
      invalidatesTags: ['UserDoc'],
    }),
  }),
  overrideExisting: 'throw',
});

/** The running session's id from the server (null until it answers); the supply names it in its listing requests. */
export interface RunIdRef {
  current: string | null;
  /** Settles once the server answered the run's start: its id, or null when the start failed. */
  known: Promise<string | null>;
}

const noItems = (): HeldItem[] => [];
const ignoreRemoved = () => undefined;

/** A run id holder before any start was asked for. */
export function newRunIdRef(): RunIdRef {
  return { current: null, known: Promise.resolve(null) };
}

/**
 * The run id, waiting at most SESSION_RUN_ID_WAIT_MS for the start's answer. The session's first listing request
 * after its cached one can go out before the server answered the start (a cold instance takes seconds): without
 * the wait it would not name the run, and a run the listing never served cannot count a referral.
 */
export function runIdSoon(ref: RunIdRef, waitMs: number = SESSION_RUN_ID_WAIT_MS): string | Promise<string | null> {
  if (ref.current) return ref.current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, waitMs);
  });
  return Promise.race([ref.known, gaveUp]).finally(() => {
    clearTimeout(timer);
  });
}

interface SessionRunInput {
  ended: boolean;
  /** Running, not paused: only then do heartbeats count as played (paused ones only ask what was taken down). */
  playing: boolean;
  /** Items shown so far (useShownCount). */
  shownRef: { readonly current: number };
  runIdRef: RunIdRef;
  /** The items the session holds now, for the server to say which were taken down since (heldItems.ts). */
  held?: () => HeldItem[];
  /** Drops the items the server says were taken down. */
  onRemoved?: (ids: readonly string[]) => void;
}

/**
 * Tells the server when this session started, that it is playing (a heartbeat every SESSION_HEARTBEAT_INTERVAL_MS
 * while visible, marked paused while paused) and when it ended. Nothing on screen depends on the answers (a failed call only means
 * this run does not count a referral), so the session never waits for them. Closing the tab (or leaving the page)
 * ends the session too: the finish goes out on `pagehide`, once; a page restored from the back-forward cache starts
 * a new run.
 */
export function useSessionRun({
  ended,
  playing,
  shownRef,
  runIdRef,
  held = noItems,
  onRemoved = ignoreRemoved,
}: SessionRunInput): void {
  const [start] = sessionRunApi.useStartSessionRunMutation();
  const [beat] = sessionRunApi.useBeatSessionRunMutation();
  const [finish] = sessionRunApi.useFinishSessionRunMutation();
  const finished = useRef(false);
  const playingNow = useRef(playing);
  useEffect(() => {
    playingNow.current = playing;
  }, [playing]);
  const begin = useCallback(() => {
    runIdRef.current = null;
    runIdRef.known = start(undefined)
      .unwrap()
      .then(
        (answer) => {
          runIdRef.current = answer.runId;
          return answer.runId;
        },
        () => null,
      );
  }, [start, runIdRef]);
  useEffect(() => {
    begin();
  }, [begin]);
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => {
      const id = runIdRef.current;
      const items = held();
      // Paused, the beat still asks, so an item taken down does not stay frozen on a paused panel; with nothing on
      // screen there is nothing to ask about, and a paused beat counts nothing.
      const asks = playingNow.current || items.length > 0;
      if (id && asks && document.visibilityState === 'visible') {
        const paused = playingNow.current ? {} : { paused: true };
        beat({ runId: id, shown: shownRef.current, held: items, ...paused })
          .unwrap()
          .then(
            ({ removed }) => {
              if (removed.length > 0) onRemoved(removed);
            },
            () => undefined,
          );
      }
    }, SESSION_HEARTBEAT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [ended, beat, shownRef, runIdRef, held, onRemoved]);
  useEffect(() => {
    const finishOnce = () => {
      if (finished.current) return;
      finished.current = true;
      // A start the server never answered has nothing to finish (and could not count).
      if (runIdRef.current) void finish({ runId: runIdRef.current, shown: shownRef.current });
    };
    if (ended) finishOnce();
    const onPageHide = () => {
      finishOnce();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || ended) return;
      finished.current = false;
      begin();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [ended, begin, finish, shownRef, runIdRef]);
}
