// Sending one original to Cloud Storage with the resumable protocol of Firebase Storage's REST API (the one the web
// SDK speaks internally), so an upload can be paused, and resumed after a dropped connection or a page reload: the
// session's URL is kept (see savedUploads.ts) and asked how many bytes it already has. The SDK's own
// uploadBytesResumable cannot resume once the page is gone. The bytes go straight to storage, never through /api/.

/** Sent per request: a multiple of 256 KiB, as Cloud Storage requires of every chunk but the last. */
const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export interface UploadTarget {
  /** e.g. https://firebasestorage.googleapis.com, or the Storage emulator's http://127.0.0.1:9199 */
  storageOrigin: string;
  bucket: string;
  objectPath: string;
  contentType: string;
  size: number;
}

/** The session is gone (expired, cancelled, or never existed): start over. */
export class UploadSessionLost extends Error {}

/** Storage refused the request; 403 means storage.rules denied it. */
export class UploadRefused extends Error {
  constructor(readonly status: number) {
    super(`Storage refused the upload (${status})`);
  }
}

type Fetch = typeof fetch;

/**
 * The signed-in user's ID token, asked for before every request: a large upload outlives the hour a token lasts,
 * and the Auth SDK hands out a fresh one when it expires.
 */
export type IdTokenSource = () => Promise<string>;

const authorization = async (idToken: IdTokenSource) => ({ Authorization: `Firebase ${await idToken()}` });

/** Opens a resumable session for the target and returns its URL. */
export async function startUploadSession(target: UploadTarget, idToken: IdTokenSource, fetchFn: Fetch = fetch) {
  const url = `${target.storageOrigin}/v0/b/${encodeURIComponent(target.bucket)}/o?name=${encodeURIComponent(target.objectPath)}`;
  const res = await fetchFn(url, {
    method: 'POST',
    headers: {
      ...(await authorization(idToken)),
      'Content-Type': 'application/json; charset=utf-8',
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(target.size),
      'X-Goog-Upload-Header-Content-Type': target.contentType,
    },
    body: JSON.stringify({ name: target.objectPath, contentType: target.contentType }),
  });
  const sessionUrl = res.headers.get('X-Goog-Upload-URL');
  if (!res.ok || !sessionUrl) throw new UploadRefused(res.status);
  return sessionUrl;
}

/** How many bytes the session holds, and whether it is complete. Throws UploadSessionLost when it is gone. */
export async function uploadProgress(sessionUrl: string, idToken: IdTokenSource, fetchFn: Fetch = fetch) {
  const res = await fetchFn(sessionUrl, {
    method: 'POST',
    headers: { ...(await authorization(idToken)), 'X-Goog-Upload-Command': 'query' },
  });
  if (res.status === 404 || res.status === 410) throw new UploadSessionLost('The upload session is gone');
  if (!res.ok) throw new UploadRefused(res.status);
  return {
    received: Number(res.headers.get('X-Goog-Upload-Size-Received') ?? 0),
    complete: res.headers.get('X-Goog-Upload-Status') === 'final',
  };
}

export interface SendOptions {
  /** Aborting pauses: what arrived stays in the session. */
  signal?: AbortSignal;
  /** Bytes the session holds after each chunk. */
  onProgress?: (received: number) => void;
  chunkBytes?: number;
  fetchFn?: Fetch;
}

/**
 * Sends `file` from `offset` to its end, chunk by chunk, finalising with the last one. Resolves once storage has the
 * whole file; rejects with an AbortError when paused, UploadSessionLost or UploadRefused otherwise.
 */
export async function sendRemaining(
  sessionUrl: string,
  idToken: IdTokenSource,
  file: Blob,
  offset: number,
  { signal, onProgress, chunkBytes = UPLOAD_CHUNK_BYTES, fetchFn = fetch }: SendOptions = {},
): Promise<void> {
  let at = offset;
  do {
    signal?.throwIfAborted();
    const end = Math.min(at + chunkBytes, file.size);
    const last = end === file.size;
    const res = await fetchFn(sessionUrl, {
      method: 'POST',
      headers: {
        ...(await authorization(idToken)),
        'X-Goog-Upload-Command': last ? 'upload, finalize' : 'upload',
        'X-Goog-Upload-Offset': String(at),
      },
      body: file.slice(at, end),
      ...(signal ? { signal } : {}),
    });
    if (res.status === 404 || res.status === 410) throw new UploadSessionLost('The upload session is gone');
    if (!res.ok) throw new UploadRefused(res.status);
    at = end;
    onProgress?.(at);
  } while (at < file.size);
}
