// Drives the console's uploads: sends one file at a time straight to Cloud Storage (lib/storageUpload), lets the
// admin pause and resume, picks up this browser's unfinished uploads after a reload, and follows the server's
// processing until each file is an item or refused.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { LIBRARY_UPLOAD_STATUS_MAX_IDS } from '@shared/constants';
import { getIdToken } from '../../../lib/firebase/auth';
import { UploadRefused, UploadSessionLost } from '../../../lib/storageUpload/resumableUpload';
import { forgetUpload, savedUploads } from '../../../lib/storageUpload/savedUploads';
import { sendFile } from '../../../lib/storageUpload/sendFile';
import { storageOrigin } from '../../../lib/storageUpload/storageOrigin';
import { apiErrorMessage } from '../../../store/apiSlice';
import { useAnnounceLibraryUploadMutation, useLibraryUploadStatusQuery } from '../libraryApi';
import { uploadRowsReducer, type UploadRow } from './uploadRows';

/** How often the console asks how processing goes. */
const STATUS_POLL_MS = 1500;

const FAILED_TO_ANNOUNCE = msg`The server did not take the file. Try again.`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function requireIdToken(): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new UploadRefused(401);
  return token;
}

export function useUploadQueue() {
  const { i18n } = useLingui();
  const [rows, dispatch] = useReducer(uploadRowsReducer, []);
  const [announce] = useAnnounceLibraryUploadMutation();
  const controllers = useRef(new Map<string, AbortController>());

  // This browser's unfinished uploads (a reload, a closed tab): shown until their files are picked again.
  useEffect(() => {
    dispatch({
      type: 'unfinished',
      rows: savedUploads().map((saved) => ({
        key: saved.uploadId,
        fileName: saved.fileName,
        size: saved.size,
        lastModified: saved.lastModified,
        community: saved.community,
      })),
    });
  }, []);

  const sending = rows.find((row) => row.phase === 'sending');
  const next = sending ? undefined : rows.find((row) => row.phase === 'queued');

  useEffect(() => {
    if (!next?.file || controllers.current.has(next.key)) return; // (an effect run twice starts one send)
    const { key, file, community, fileName, performerIds } = next;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    dispatch({ type: 'sending', key });
    let uploadId: string | null = next.uploadId;
    void (async () => {
      try {
        const origin = await storageOrigin();
        const done = await sendFile(file, {
          storageOrigin: origin,
          idToken: requireIdToken,
          community,
          announce: async () => {
            const result = await announce({ community, fileName, bytes: file.size, performerIds: [...performerIds] });
            if ('error' in result) {
              throw new AnnouncementRefused(apiErrorMessage(result.error, i18n._(FAILED_TO_ANNOUNCE)));
            }
            return result.data;
          },
          onStarted: (id) => {
            uploadId = id;
            dispatch({ type: 'started', key, uploadId: id });
          },
          onProgress: (sent) => dispatch({ type: 'progress', key, sent }),
          signal: controller.signal,
        });
        dispatch({ type: 'sent', key, uploadId: done });
      } catch (error) {
        if (isAbort(error)) dispatch({ type: 'paused', key });
        else if (error instanceof AnnouncementRefused) dispatch({ type: 'notAnnounced', key, message: error.message });
        else if (error instanceof UploadSessionLost) {
          // The session is gone: Resume starts this file again from its first byte.
          if (uploadId) forgetUpload(uploadId);
          dispatch({ type: 'interrupted', key, stop: 'sessionLost' });
        } else if (error instanceof UploadRefused) dispatch({ type: 'interrupted', key, stop: 'refusedByStorage' });
        else dispatch({ type: 'interrupted', key, stop: 'connection' });
      } finally {
        controllers.current.delete(key);
      }
    })();
    // Started once per queued row: the row leaves 'queued' at once, so this does not run again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.key]);

  // Leaving the page pauses what is being sent; it is listed as unfinished when the admin comes back.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  // A dropped connection resumes by itself once the browser is back online.
  useEffect(() => {
    const resumeInterrupted = () => {
      for (const row of rows) if (row.phase === 'interrupted') dispatch({ type: 'resume', key: row.key });
    };
    window.addEventListener('online', resumeInterrupted);
    return () => window.removeEventListener('online', resumeInterrupted);
  }, [rows]);

  const processingIds = rows
    .flatMap((row) => (row.phase === 'processing' && row.uploadId ? [row.uploadId] : []))
    .slice(0, LIBRARY_UPLOAD_STATUS_MAX_IDS);
  const { data: statuses } = useLibraryUploadStatusQuery(processingIds, {
    skip: processingIds.length === 0,
    pollingInterval: STATUS_POLL_MS,
  });
  useEffect(() => {
    if (statuses) dispatch({ type: 'statuses', uploads: statuses.uploads });
  }, [statuses]);

  const pause = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const resume = useCallback((key: string) => dispatch({ type: 'resume', key }), []);
  const remove = useCallback((row: UploadRow) => {
    controllers.current.get(row.key)?.abort();
    if (row.uploadId) forgetUpload(row.uploadId);
    dispatch({ type: 'remove', key: row.key });
  }, []);
  const pick = useCallback((files: readonly File[], community: string, performerIds: readonly string[]) => {
    dispatch({ type: 'picked', files, community, performerIds, keyOf: () => crypto.randomUUID() });
  }, []);

  return { rows, pick, pause, resume, remove };
}

/** The server would not take the file (its words); nothing was sent. */
class AnnouncementRefused extends Error {}
