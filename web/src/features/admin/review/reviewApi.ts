import { API_PATHS } from '@shared/api/paths';
import type { ItemPerformersResponse } from '@shared/api/schemas/performerRecords';
import type { ReviewDecisionBody, ReviewDecisionResponse, ReviewQueueResponse } from '@shared/api/schemas/review';
import { api } from '../../../store/apiSlice';

// The review queue (reviewers only): the waiting items a page at a time, and a decision on one. A decision also
// refreshes the library's lists, which show each item's review.
const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewQueueResponse, string | null>({
      query: (after) => ({ url: API_PATHS.adminReview, params: after ? { after } : {} }),
      providesTags: ['Review'],
    }),
    decideReview: build.mutation<ReviewDecisionResponse, { id: string } & ReviewDecisionBody>({
      query: ({ id, ...body }) => ({
        url: `${API_PATHS.adminReview}/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Review', 'LibraryItems'],
    }),
    /** Names the people in an item (their performer records); the queue shows each one's standing. */
    setItemPerformers: build.mutation<ItemPerformersResponse, { id: string; performerIds: string[] }>({
      query: ({ id, performerIds }) => ({
        url: `${API_PATHS.adminLibrary}/${encodeURIComponent(id)}/performers`,
        method: 'PUT',
        body: { performerIds },
      }),
      invalidatesTags: ['Review', 'LibraryItems'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetReviewQueueQuery, useDecideReviewMutation, useSetItemPerformersMutation } = reviewApi;
