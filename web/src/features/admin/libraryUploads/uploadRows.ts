// The console's list of uploads, one row per file, as a reducer: what the admin sees of each file from the moment it
// is picked (or found unfinished after a reload) until it is an item, refused, or failed. Side effects (sending,
// asking the server) live in useUploadQueue; this module only decides what a row becomes.
import type { LibraryReviewState, LibraryUploadView } from '@shared/api/schemas/library';
import type { UploadRefusal } from '@shared/media/uploadRefusals';
import { MAX_UPLOAD_BYTES } from '@shared/constants';

type UploadPhase =
  /** Found unfinished after a reload: the browser cannot reopen a file, so the admin picks it again. */
  | 'needsFile'
  | 'queued'
  | 'sending'
  | 'paused'
  /** The connection dropped or the session expired; Resume continues (or starts again). */
  | 'interrupted'
  /** All bytes are in storage; the server is making renditions. */
  | 'processing'
  | 'ready'
  | 'refused'
  | 'failed';

/** Why sending stopped without the admin pausing it. */
export type SendStop = 'connection' | 'sessionLost' | 'refusedByStorage';

export interface UploadRow {
  key: string;
  file: File | null;
  fileName: string;
  size: number;
  lastModified: number;
  community: string;
  /** The people the uploader named for the file (sent with its announcement; none on a row restored after a reload). */
  performerIds: readonly string[];
  sent: number;
  phase: UploadPhase;
  uploadId: string | null;
  refusal: UploadRefusal | null;
  stop: SendStop | null;
  /** The server's own words when it would not take the file (its announcement failed); nothing was sent. */
  message: string | null;
  preview: string | null;
  duplicate: boolean;
  /** The item's review once it is one: new items wait for a reviewer before anyone else sees them. */
  review: LibraryReviewState | null;
}

export type UploadAction =
  | {
      type: 'picked';
      files: readonly File[];
      community: string;
      performerIds: readonly string[];
      keyOf: (file: File) => string;
    }
  | { type: 'unfinished'; rows: readonly Pick<UploadRow, 'key' | 'fileName' | 'size' | 'lastModified' | 'community'>[] }
  | { type: 'sending'; key: string }
  | { type: 'started'; key: string; uploadId: string }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'sent'; key: string; uploadId: string }
  | { type: 'paused'; key: string }
  | { type: 'interrupted'; key: string; stop: SendStop }
  | { type: 'resume'; key: string }
  | { type: 'notAnnounced'; key: string; message: string }
  | { type: 'statuses'; uploads: readonly LibraryUploadView[] }
  | { type: 'remove'; key: string };

const sameFile = (row: UploadRow, file: File) =>
  row.fileName === file.name && row.size === file.size && row.lastModified === file.lastModified;

/** What the browser can tell before sending a byte; the server judges the rest from the bytes. */
function refusalBeforeSending(file: File): UploadRefusal | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

function picked(
  rows: UploadRow[],
  { files, community, performerIds, keyOf }: Extract<UploadAction, { type: 'picked' }>,
) {
  let next = rows;
  for (const file of files) {
    const refusal = refusalBeforeSending(file);
    // A re-picked file continues its row from before the reload.
    const waiting = next.find((row) => row.phase === 'needsFile' && sameFile(row, file));
    if (waiting) {
      next = next.map((row) => (row === waiting ? { ...row, file, phase: 'queued' } : row));
      continue;
    }
    // The same file picked twice while the first is still on its way: one upload.
    if (next.some((row) => row.file !== null && sameFile(row, file) && row.community === community && isActive(row)))
      continue;
    next = [
      ...next,
      {
        key: keyOf(file),
        file,
        fileName: file.name,
        size: file.size,
        lastModified: file.lastModified,
        community,
        performerIds,
        sent: 0,
        phase: refusal ? 'refused' : 'queued',
        uploadId: null,
        refusal,
        stop: null,
        message: null,
        preview: null,
        duplicate: false,
        review: null,
      },
    ];
  }
  return next;
}

/** Still on its way: neither ended nor waiting for its file. */
function isActive(row: UploadRow): boolean {
  return ['queued', 'sending', 'paused', 'interrupted', 'processing'].includes(row.phase);
}

export function uploadRowsReducer(rows: UploadRow[], action: UploadAction): UploadRow[] {
  const update = (key: string, change: (row: UploadRow) => Partial<UploadRow>) =>
    rows.map((row) => (row.key === key ? { ...row, ...change(row) } : row));
  switch (action.type) {
    case 'picked':
      return picked(rows, action);
    case 'unfinished': {
      const known = new Set(rows.map((row) => row.key));
      const added = action.rows
        .filter((row) => !known.has(row.key))
        .map((row): UploadRow => ({
          ...row,
          file: null,
          performerIds: [],
          sent: 0,
          phase: 'needsFile',
          uploadId: row.key,
          refusal: null,
          stop: null,
          message: null,
          preview: null,
          duplicate: false,
          review: null,
        }));
      return [...added, ...rows];
    }
    case 'sending':
      return update(action.key, () => ({ phase: 'sending', stop: null }));
    case 'started':
      return update(action.key, () => ({ uploadId: action.uploadId }));
    case 'progress':
      return update(action.key, () => ({ sent: action.sent }));
    case 'sent':
      return update(action.key, (row) => ({ uploadId: action.uploadId, sent: row.size, phase: 'processing' }));
    case 'paused':
      return update(action.key, () => ({ phase: 'paused' }));
    case 'interrupted':
      return update(action.key, () => ({ phase: 'interrupted', stop: action.stop }));
    case 'resume':
      return update(action.key, (row) =>
        row.phase === 'paused' || row.phase === 'interrupted' ? { phase: 'queued', stop: null } : {},
      );
    case 'notAnnounced':
      return update(action.key, () => ({ phase: 'refused', message: action.message }));
    case 'statuses': {
      const byId = new Map(action.uploads.map((view) => [view.uploadId, view]));
      return rows.map((row) => {
        const view = row.uploadId ? byId.get(row.uploadId) : undefined;
        if (!view || row.phase !== 'processing') return row;
        if (view.status === 'waiting' || view.status === 'processing') return row;
        const { status: phase, refusal, preview, duplicate, review } = view;
        return { ...row, phase, refusal, preview, duplicate, review };
      });
    }
    case 'remove':
      return rows.filter((row) => row.key !== action.key);
  }
}
