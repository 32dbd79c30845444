// One file from the admin's picker into the bucket: continue this browser's unfinished session for the same file
// when there is one (after a pause, a dropped connection or a reload), else announce the file and open a session.
import {
  sendRemaining,
  startUploadSession,
  uploadProgress,
  UploadSessionLost,
  type IdTokenSource,
} from './resumableUpload';
import { forgetUpload, saveUpload, savedUploadFor, type SavedUpload } from './savedUploads';

/** Where the server said this file goes (it records the upload first, so processing knows whose it is). */
interface AnnouncedUpload {
  uploadId: string;
  bucket: string;
  path: string;
}

export interface SendFileOptions {
  storageOrigin: string;
  idToken: IdTokenSource;
  community: string;
  /** Asks the server for a new upload of this file. */
  announce: () => Promise<AnnouncedUpload>;
  /** Once the upload's id is known (before any byte is sent). */
  onStarted?: (uploadId: string) => void;
  /** Bytes storage holds. */
  onProgress?: (received: number) => void;
  /** Aborting pauses; calling sendFile again with the same file resumes. */
  signal?: AbortSignal;
  storage?: Storage;
  fetchFn?: typeof fetch;
  chunkBytes?: number;
}

const contentTypeOf = (file: File) => file.type || 'application/octet-stream';

async function resumable(file: File, options: SendFileOptions): Promise<{ saved: SavedUpload; offset: number }> {
  const { storage, fetchFn, idToken, community } = options;
  const saved = savedUploadFor(file, storage);
  if (saved?.community === community) {
    try {
      const { received, complete } = await uploadProgress(saved.sessionUrl, idToken, fetchFn);
      return { saved, offset: complete ? file.size : received };
    } catch (error) {
      if (!(error instanceof UploadSessionLost)) throw error;
      forgetUpload(saved.uploadId, storage); // expired or cancelled: this file starts over
    }
  }
  const { uploadId, bucket, path } = await options.announce();
  const sessionUrl = await startUploadSession(
    {
      storageOrigin: options.storageOrigin,
      bucket,
      objectPath: path,
      contentType: contentTypeOf(file),
      size: file.size,
    },
    idToken,
    fetchFn,
  );
  const fresh: SavedUpload = {
    uploadId,
    sessionUrl,
    objectPath: path,
    fileName: file.name,
    size: file.size,
    lastModified: file.lastModified,
    community,
    contentType: contentTypeOf(file),
  };
  saveUpload(fresh, storage);
  return { saved: fresh, offset: 0 };
}

/** Resolves with the upload's id once storage holds the whole file. Rejects with an AbortError when paused. */
export async function sendFile(file: File, options: SendFileOptions): Promise<string> {
  const { saved, offset } = await resumable(file, options);
  options.onStarted?.(saved.uploadId);
  options.onProgress?.(offset);
  if (offset < file.size) {
    await sendRemaining(saved.sessionUrl, options.idToken, file, offset, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
      ...(options.chunkBytes ? { chunkBytes: options.chunkBytes } : {}),
    });
  }
  forgetUpload(saved.uploadId, options.storage);
  return saved.uploadId;
}
