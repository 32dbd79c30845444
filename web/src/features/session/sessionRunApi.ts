import { API_PATHS } from '@shared/api/paths';
import type { OkResponse } from '@shared/api/schemas/common';
import type { SessionRunFinishResponse } from '@shared/api/schemas/sessionRuns';
import { useEffect, useRef } from 'react';
import { api } from '../../store/apiSlice';

// The server times each session with its own clock: a referral counts once the referred account has
// finished one of the qualifying length (docs/product-rules.md, "Referrals").
const sessionRunApi = api.injectEndpoints({
  endpoints: (build) => ({
    startSessionRun: build.mutation<OkResponse, undefined>({
      query: () => ({ url: API_PATHS.sessionRunStart, method: 'POST' }),
    }),
    finishSessionRun: build.mutation<SessionRunFinishResponse, undefined>({
      // keepalive: a finish sent as the tab closes still reaches the server after the page is gone.
      query: () => ({ url: API_PATHS.sessionRunFinish, method: 'POST', keepalive: true }),
      // A qualifying finish may have counted a referral: the referrer's doc is not ours, ours may change.
      invalidatesTags: ['UserDoc'],
    }),
  }),
  overrideExisting: 'throw',
});

/**
 * Tells the server when this session started and when it ended. Nothing on screen depends on the answer
 * (a failed call only means this run does not count a referral), so the session never waits for it.
 * Closing the tab (or leaving the page) ends the session too: the finish goes out on `pagehide`, once; a page
 * restored from the back-forward cache starts a new run.
 */
export function useSessionRun(ended: boolean): void {
  const [start] = sessionRunApi.useStartSessionRunMutation();
  const [finish] = sessionRunApi.useFinishSessionRunMutation();
  const finished = useRef(false);
  useEffect(() => {
    void start(undefined);
  }, [start]);
  useEffect(() => {
    const finishOnce = () => {
      if (finished.current) return;
      finished.current = true;
      void finish(undefined);
    };
    if (ended) finishOnce();
    const onPageHide = () => {
      finishOnce();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || ended) return;
      finished.current = false;
      void start(undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [ended, finish, start]);
}
