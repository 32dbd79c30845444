// Which signer makes this deployment's links to stored renditions (media/renditionUrls.ts has both), and the links
// an item's readers get: the emulators' Storage serves download-token links, production's CDN signed URLs.
import { getStorage } from 'firebase-admin/storage';
import { runningInEmulator } from '../config/runtime.js';
import { RENDITION_CDN_KEY, RENDITION_CDN_KEY_NAME, RENDITION_CDN_ORIGIN } from '../config/mediaParams.js';
import { renditionObjectPath, type StoredMediaItem } from '../data/storedMedia.js';
import { RENDITION_LINK_WINDOW_MS } from '../shared/constants.js';
import { cdnSigner, downloadTokenSigner, linkExpiry } from './renditionUrls.js';

type LinkedItem = Pick<StoredMediaItem, 'renditions' | 'downloadToken'>;

function signerFor(item: LinkedItem) {
  if (runningInEmulator()) {
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const { downloadToken } = item;
    if (!host || !downloadToken) throw new Error('The Storage emulator or the item’s download token is missing');
    return downloadTokenSigner({
      storageOrigin: `http://${host}`,
      bucket: getStorage().bucket().name,
      tokenOf: () => downloadToken,
    });
  }
  return cdnSigner({
    origin: RENDITION_CDN_ORIGIN.value(),
    keyName: RENDITION_CDN_KEY_NAME.value(),
    keyValue: RENDITION_CDN_KEY.value(),
  });
}

/** A link to one of the item's renditions, valid for one to two link windows. */
export function linkToRendition(itemId: string, item: LinkedItem, name: string, nowMs = Date.now()): string {
  return signerFor(item).sign(renditionObjectPath(itemId, name), linkExpiry(nowMs, RENDITION_LINK_WINDOW_MS));
}

/** A library entry's rendition (media/librarySource.ts), linked now. */
export const linkStoredRendition = (stored: LinkedItem & { itemId: string }, name: string): string =>
  linkToRendition(stored.itemId, stored, name);

/** The card still an admin's console previews: the smallest WebP card (every browser the app targets shows it). */
export function cardPreviewLink(itemId: string, item: LinkedItem, nowMs = Date.now()): string | null {
  const card = item.renditions
    .filter((r) => r.role === 'card' && r.contentType === 'image/webp')
    .sort((a, b) => a.width - b.width)[0];
  return card ? linkToRendition(itemId, item, card.name, nowMs) : null;
}
