import { API_PATHS } from '@shared/api/paths';
import type {
  LibraryBlockResponse,
  LibraryImportBody,
  LibraryImportResponse,
  LibraryListResponse,
  LibraryUploadBody,
  LibraryUploadResponse,
  LibraryUploadStatusResponse,
} from '@shared/api/schemas/library';
import { api } from '../../store/apiSlice';

// The operator's media library (the library provider, docs/operations.md): import, list, block, remove.
const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLibrary: build.query<LibraryListResponse, string>({
      query: (community) => ({ url: API_PATHS.adminLibrary, params: { community } }),
      providesTags: (_result, _error, community) => [{ type: 'LibraryItems', id: community.toLowerCase() }],
    }),
    importLibrary: build.mutation<LibraryImportResponse, LibraryImportBody>({
      query: (body) => ({ url: API_PATHS.adminLibraryImport, method: 'POST', body }),
      invalidatesTags: ['LibraryItems'],
    }),
    setLibraryItemBlocked: build.mutation<LibraryBlockResponse, { id: string; blocked: boolean }>({
      query: ({ id, blocked }) => ({
        url: `${API_PATHS.adminLibrary}/${encodeURIComponent(id)}/block`,
        method: 'POST',
        body: { blocked },
      }),
      invalidatesTags: ['LibraryItems'],
    }),
    // An upload: announced here, its bytes sent straight to Cloud Storage (lib/storageUpload), followed here.
    announceLibraryUpload: build.mutation<LibraryUploadResponse, LibraryUploadBody>({
      query: (body) => ({ url: API_PATHS.adminLibraryUploads, method: 'POST', body }),
    }),
    libraryUploadStatus: build.query<LibraryUploadStatusResponse, readonly string[]>({
      query: (ids) => ({ url: API_PATHS.adminLibraryUploads, params: { ids: ids.join(',') } }),
    }),
    deleteLibraryItem: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: `${API_PATHS.adminLibrary}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['LibraryItems'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListLibraryQuery,
  useImportLibraryMutation,
  useSetLibraryItemBlockedMutation,
  useDeleteLibraryItemMutation,
  useAnnounceLibraryUploadMutation,
  useLibraryUploadStatusQuery,
} = libraryApi;
