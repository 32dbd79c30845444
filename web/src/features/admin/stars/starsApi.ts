import { API_PATHS } from '@shared/api/paths';
import type { AdminStarsResponse, StarFields, StarSavedResponse } from '@shared/api/schemas/stars';
import { api } from '../../../store/apiSlice';

// The console's stars: every star (retired ones too), add, edit or retire, order. Each save also refreshes the
// catalogue the rest of the app shows (tag 'Stars').
const starsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminStars: build.query<AdminStarsResponse, undefined>({
      query: () => ({ url: API_PATHS.adminStars }),
      providesTags: ['Stars'],
    }),
    createStar: build.mutation<StarSavedResponse, StarFields>({
      query: (body) => ({ url: API_PATHS.adminStars, method: 'POST', body }),
      invalidatesTags: ['Stars'],
    }),
    updateStar: build.mutation<StarSavedResponse, { id: string; star: StarFields; revision: number; retired: boolean }>(
      {
        query: ({ id, ...body }) => ({
          url: `${API_PATHS.adminStars}/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Stars'],
      },
    ),
    orderStars: build.mutation<{ ok: true; version: number }, { ids: string[]; version: number }>({
      query: (body) => ({ url: API_PATHS.adminStarsOrder, method: 'POST', body }),
      invalidatesTags: ['Stars'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListAdminStarsQuery, useCreateStarMutation, useUpdateStarMutation, useOrderStarsMutation } = starsApi;
