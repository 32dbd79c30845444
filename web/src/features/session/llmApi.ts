import { API_PATHS } from '@shared/api/paths';
import type { Locale } from '@shared/constants';
import { llmChunkResponseSchema, type LlmChunkResponse } from '@shared/api/schemas/llm';
import { api } from '../../store/apiSlice';
import { commonBody, type LlmCommonArgs } from '../../settings/sessionPlanApi';

// The instruction feed's chunks (the plan, shared with the setup page, is in settings/sessionPlanApi.ts).
export interface LlmChunkArgs extends LlmCommonArgs {
  chunkIndex: number;
  chunkMinutes: number;
  /** The language the lines are wanted in (the server answers English without it). */
  locale?: Locale;
}

export const llmApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLlmChunk: build.query<LlmChunkResponse, LlmChunkArgs>({
      query: (args) => ({
        url: API_PATHS.llmChunk,
        method: 'POST',
        body: {
          ...commonBody(args),
          chunkIndex: args.chunkIndex,
          chunkMinutes: args.chunkMinutes,
          ...(args.locale ? { locale: args.locale } : {}),
        },
      }),
      transformResponse: (raw: unknown) => llmChunkResponseSchema.parse(raw),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});
