import { API_PATHS } from '@shared/api/paths';
import { llmChunkResponseSchema, llmPlanResponseSchema, type LlmChunkResponse, type LlmPlanResponse } from '@shared/api/schemas';
import { api } from '../../app/apiSlice';

// The instruction feed's calls go through the one API base, which adds the bearer token. The
// server decides premium itself; `premium` is sent only because the SPEC's query names it.
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

export interface LlmChunkArgs extends LlmCommonArgs {
  chunkIndex: number;
  chunkMinutes: number;
}

function commonParams(args: LlmCommonArgs): Record<string, string> {
  const params: Record<string, string> = { starId: args.starId, persona: args.persona, premium: String(args.premium) };
  if (args.personalization !== '') params.personalization = args.personalization;
  return params;
}

export const llmApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLlmPlan: build.query<LlmPlanResponse, LlmPlanArgs>({
      query: (args) => ({
        url: API_PATHS.llmPlan,
        params: { ...commonParams(args), lengthMin: args.lengthMin, enableBar: String(args.enableBar), bpm: args.bpm },
      }),
      transformResponse: (raw: unknown) => llmPlanResponseSchema.parse(raw),
      keepUnusedDataFor: 0,
    }),
    getLlmChunk: build.query<LlmChunkResponse, LlmChunkArgs>({
      query: (args) => ({
        url: API_PATHS.llmChunk,
        params: { ...commonParams(args), chunkIndex: args.chunkIndex, chunkMinutes: args.chunkMinutes },
      }),
      transformResponse: (raw: unknown) => llmChunkResponseSchema.parse(raw),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetLlmPlanQuery } = llmApi;
