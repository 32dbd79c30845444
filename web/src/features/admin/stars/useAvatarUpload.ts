// A star's avatar goes the way of every upload (announce → Cloud Storage → processing), into the avatars'
// collection, which no session lists. The form gets the processed item's id and its card preview, or the reason
// it was refused.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { AVATAR_COLLECTION, type LibraryReviewState, type LibraryUploadView } from '@shared/api/schemas/library';
import type { UploadRefusal } from '@shared/media/uploadRefusals';
import { getIdToken } from '../../../lib/firebase/auth';
import { UploadRefused } from '../../../lib/storageUpload/resumableUpload';
import { sendFile } from '../../../lib/storageUpload/sendFile';
import { storageOrigin } from '../../../lib/storageUpload/storageOrigin';
import { apiErrorMessage } from '../../../store/apiSlice';
import { useAnnounceLibraryUploadMutation, useLibraryUploadStatusQuery } from '../libraryApi';
import { REFUSAL_TEXT } from '../libraryUploads/uploadTexts';

const STATUS_POLL_MS = 1500;

export type AvatarUpload =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'processing' }
  | { phase: 'ready'; itemId: string; preview: string | null; review: LibraryReviewState | null }
  | { phase: 'failed'; message: string };

/** The server refused to record the upload; its message says why. */
class AnnouncementRefused extends Error {}

async function requireIdToken(): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new UploadRefused(401);
  return token;
}

/** What the server's processing says of a sent avatar, once it has concluded. */
function concluded(
  view: LibraryUploadView | undefined,
  refusedText: (refusal: UploadRefusal) => string,
  failedText: string,
): AvatarUpload | null {
  if (!view) return null;
  if (view.status === 'ready' && view.itemId)
    return { phase: 'ready', itemId: view.itemId, preview: view.preview, review: view.review };
  if (view.status === 'refused' && view.refusal) return { phase: 'failed', message: refusedText(view.refusal) };
  if (view.status === 'failed' || view.status === 'refused') return { phase: 'failed', message: failedText };
  return null;
}

export function useAvatarUpload(): { upload: AvatarUpload; pick: (file: File) => void } {
  const { i18n } = useLingui();
  // What this browser did; once sent, the server's processing status decides (below).
  const [sending, setSending] = useState<AvatarUpload>({ phase: 'idle' });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [announce] = useAnnounceLibraryUploadMutation();
  const controller = useRef<AbortController | null>(null);
  const processing = sending.phase === 'processing' && uploadId !== null;
  const { data } = useLibraryUploadStatusQuery(uploadId ? [uploadId] : [], {
    skip: !processing,
    pollingInterval: STATUS_POLL_MS,
  });
  const outcome = processing
    ? concluded(
        data?.uploads.find((u) => u.uploadId === uploadId),
        (refusal) => i18n._(REFUSAL_TEXT[refusal]),
        i18n._(msg`Processing failed. Upload the file again.`),
      )
    : null;
  const upload = outcome ?? sending;

  // Leaving the form stops a send on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const pick = (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUploadId(null);
    if (file.size === 0) {
      setSending({ phase: 'failed', message: i18n._(REFUSAL_TEXT.empty) });
      return;
    }
    setSending({ phase: 'sending', percent: 0 });
    void (async () => {
      try {
        const id = await sendFile(file, {
          storageOrigin: await storageOrigin(),
          idToken: requireIdToken,
          community: AVATAR_COLLECTION,
          announce: async () => {
            const result = await announce({ community: AVATAR_COLLECTION, fileName: file.name, bytes: file.size });
            if ('error' in result)
              throw new AnnouncementRefused(
                apiErrorMessage(result.error, msg`The server did not take the file. Try again.`),
              );
            return result.data;
          },
          onProgress: (sent) => setSending({ phase: 'sending', percent: Math.floor((sent / file.size) * 100) }),
          signal: current.signal,
        });
        setUploadId(id);
        setSending({ phase: 'processing' });
      } catch (error) {
        if (current.signal.aborted) return;
        setSending({
          phase: 'failed',
          message:
            error instanceof AnnouncementRefused
              ? error.message
              : i18n._(msg`The avatar could not be sent. Try again.`),
        });
      }
    })();
  };

  return { upload, pick };
}
