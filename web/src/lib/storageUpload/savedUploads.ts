// The upload sessions of this browser that have not finished, kept in localStorage so a reload (or a closed tab)
// does not lose what was sent. A browser cannot reopen a file by itself: the admin picks it again, and it is known
// by its name, size and last-modified time.
import { STORAGE_KEYS } from '../../config/storageKeys';

export interface SavedUpload {
  uploadId: string;
  sessionUrl: string;
  objectPath: string;
  fileName: string;
  size: number;
  lastModified: number;
  community: string;
  contentType: string;
}

function readAll(storage: Storage): SavedUpload[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.pendingUploads) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SavedUpload[]) : [];
  } catch {
    return [];
  }
}

export function savedUploads(storage: Storage = localStorage): SavedUpload[] {
  return readAll(storage);
}

export function saveUpload(upload: SavedUpload, storage: Storage = localStorage): void {
  const others = readAll(storage).filter((u) => u.uploadId !== upload.uploadId);
  storage.setItem(STORAGE_KEYS.pendingUploads, JSON.stringify([...others, upload]));
}

export function forgetUpload(uploadId: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.pendingUploads, JSON.stringify(readAll(storage).filter((u) => u.uploadId !== uploadId)));
}

/** The unfinished upload this re-picked file continues, if any. */
export function savedUploadFor(
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
  storage: Storage = localStorage,
): SavedUpload | undefined {
  return readAll(storage).find(
    (u) => u.fileName === file.name && u.size === file.size && u.lastModified === file.lastModified,
  );
}
