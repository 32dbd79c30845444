import { API_PATHS } from '@shared/api/paths';
import type {
  PerformerDocumentKind,
  PerformerIdCheckStatus,
  PerformerRecordBody,
  PerformerRecordDetail,
  PerformerRecordList,
} from '@shared/api/schemas/performerRecords';
import { api } from '../../../store/apiSlice';

// Performer records (docs/product-rules.md#performer-records). The list (stage names and standing) is every admin's,
// to name the people in an item; the rest is the custodian's, and the server puts each view on the record's trail.
// A record's ID image and its export come back as object URLs (the bytes stay out of the store): the caller revokes
// them when done.
const recordPath = (id: string) => `${API_PATHS.adminPerformerRecords}/${encodeURIComponent(id)}`;
const asObjectUrl = async (response: Response) =>
  response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown);

const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerformerRecords: build.query<PerformerRecordList, undefined>({
      query: () => API_PATHS.adminPerformerRecords,
      providesTags: ['PerformerRecords'],
    }),
    addPerformerRecord: build.mutation<{ ok: true; id: string }, PerformerRecordBody>({
      query: (body) => ({ url: API_PATHS.adminPerformerRecords, method: 'POST', body }),
      invalidatesTags: ['PerformerRecords'],
    }),
    // A mutation, not a query: every look at a record is a fresh, audited read, never one served from a cache.
    viewPerformerRecord: build.mutation<{ ok: true; record: PerformerRecordDetail }, string>({
      query: (id) => recordPath(id),
    }),
    startPerformerIdCheck: build.mutation<{ ok: true; redirectUrl: string }, string>({
      query: (id) => ({ url: `${recordPath(id)}/id-check`, method: 'POST' }),
      invalidatesTags: ['PerformerRecords'],
    }),
    finishPerformerIdCheck: build.mutation<
      { ok: true; status: PerformerIdCheckStatus },
      { id: string; returnToken: string }
    >({
      query: ({ id, returnToken }) => ({
        url: `${recordPath(id)}/id-check/finish`,
        method: 'POST',
        body: { returnToken },
      }),
      invalidatesTags: ['PerformerRecords', 'Review'],
    }),
    addPerformerDocument: build.mutation<
      { ok: true; id: string },
      { id: string; kind: PerformerDocumentKind; file: File }
    >({
      query: ({ id, kind, file }) => ({
        url: `${recordPath(id)}/documents`,
        method: 'POST',
        params: { kind },
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      }),
    }),
    openPerformerDocument: build.mutation<string, { id: string; documentId: string }>({
      query: ({ id, documentId }) => ({
        url: `${recordPath(id)}/documents/${encodeURIComponent(documentId)}`,
        responseHandler: asObjectUrl,
      }),
    }),
    exportPerformerRecord: build.mutation<string, string>({
      query: (id) => ({ url: `${recordPath(id)}/export`, responseHandler: asObjectUrl }),
    }),
    withdrawPerformerConsent: build.mutation<{ ok: true; unpublished: number }, string>({
      query: (id) => ({ url: `${recordPath(id)}/withdraw`, method: 'POST' }),
      invalidatesTags: ['PerformerRecords', 'Review', 'LibraryItems'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetPerformerRecordsQuery,
  useAddPerformerRecordMutation,
  useViewPerformerRecordMutation,
  useStartPerformerIdCheckMutation,
  useFinishPerformerIdCheckMutation,
  useAddPerformerDocumentMutation,
  useOpenPerformerDocumentMutation,
  useExportPerformerRecordMutation,
  useWithdrawPerformerConsentMutation,
} = recordsApi;
