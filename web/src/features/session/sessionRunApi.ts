import { API_PATHS } from '@shared/api/paths';
import type { OkResponse } from '@shared/api/schemas/common';
import type { SessionRunFinishResponse } from '@shared/api/schemas/sessionRuns';
import { useEffect } from 'react';
import { api } from '../../store/apiSlice';

// The server times each session with its own clock: a referral counts once the referred account has
// finished one of the qualifying length (docs/product-rules.md, "Referrals").
const sessionRunApi = api.injectEndpoints({
  endpoints: (build) => ({
    startSessionRun: build.mutation<OkResponse, undefined>({
      query: () => ({ url: API_PATHS.sessionRunStart, method: 'POST' }),
    }),
    finishSessionRun: build.mutation<SessionRunFinishResponse, undefined>({
      query: () => ({ url: API_PATHS.sessionRunFinish, method: 'POST' }),
      // A qualifying finish may have counted a referral: the referrer's doc is not ours, ours may change.
      invalidatesTags: ['UserDoc'],
    }),
  }),
  overrideExisting: 'throw',
});

/**
 * Tells the server when this session started and when it ended. Nothing on screen depends on the answer
 * (a failed call only means this run does not count a referral), so the session never waits for it.
 */
export function useSessionRun(ended: boolean): void {
  const [start] = sessionRunApi.useStartSessionRunMutation();
  const [finish] = sessionRunApi.useFinishSessionRunMutation();
  useEffect(() => {
    void start(undefined);
  }, [start]);
  useEffect(() => {
    if (ended) void finish(undefined);
  }, [ended, finish]);
}
