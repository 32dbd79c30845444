import { API_PATHS } from '@shared/api/paths';
import { llmPlanResponseSchema, type LlmPlanResponse } from '@shared/api/schemas/llm';
import { api } from '../store/apiSlice';

// The session's pace plan: run by the session screen's pace bar and, from the setup page, written as a
// funscript before the session. The instruction feed's calls are POSTs so persona and personalization travel
// in the body, never in a URL (history, proxies, logs). The server decides premium itself; `premium` is sent
// only because the call's schema names it.
export interface LlmCommonArgs {
  starId: string;
  persona: string;
  personalization: string;
  premium: boolean;
}

export interface LlmPlanArgs extends LlmCommonArgs {
  lengthMin: number;
  enableBar: boolean;
  bpm: number;
}

export function commonBody(args: LlmCommonArgs): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = { starId: args.starId, persona: args.persona, premium: args.premium };
  if (args.personalization !== '') body.personalization = args.personalization;
  return body;
}

export const sessionPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLlmPlan: build.query<LlmPlanResponse, LlmPlanArgs>({
      query: (args) => ({
        url: API_PATHS.llmPlan,
        method: 'POST',
        body: { ...commonBody(args), lengthMin: args.lengthMin, enableBar: args.enableBar, bpm: args.bpm },
      }),
      transformResponse: (raw: unknown) => llmPlanResponseSchema.parse(raw),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetLlmPlanQuery, useLazyGetLlmPlanQuery } = sessionPlanApi;
