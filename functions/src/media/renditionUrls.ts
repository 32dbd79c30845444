// Links to stored renditions that a browser fetches straight from storage, never through a function
// (docs/architecture.md "Media the operator owns"). Everything is shared but the last step, the signer:
// - production: Cloud CDN signed URLs (the CDN's backend bucket holds renditions/…), short-lived;
// - emulators: Storage download-token URLs on the Storage emulator, which cannot sign (firebase-tools #3400).
//   A token link does not expire; removing an item deletes its renditions, which ends every link to it.
import { createHmac } from 'node:crypto';

interface RenditionSigner {
  /** A link to `objectPath` (e.g. renditions/{itemId}/card-320.webp) valid until `expiresAtSec` at least. */
  sign: (objectPath: string, expiresAtSec: number) => string;
}

/**
 * Cloud CDN signed URLs: HMAC-SHA1 with the key (base64url, 128 bits) over the URL with its `Expires` and `KeyName`,
 * appended as a base64url `Signature` (the format `gcloud compute sign-url` writes).
 */
export function cdnSigner({ origin, keyName, keyValue }: { origin: string; keyName: string; keyValue: string }) {
  const key = Buffer.from(keyValue, 'base64url');
  const base = origin.replace(/\/+$/, '');
  return {
    sign: (objectPath: string, expiresAtSec: number) => {
      const unsigned = `${base}/${objectPath.split('/').map(encodeURIComponent).join('/')}?Expires=${expiresAtSec}&KeyName=${encodeURIComponent(keyName)}`;
      const signature = createHmac('sha1', key).update(unsigned).digest('base64url');
      // gcloud and Google's samples keep base64's padding in the URL-safe alphabet.
      return `${unsigned}&Signature=${signature}${'='.repeat((4 - (signature.length % 4)) % 4)}`;
    },
  } satisfies RenditionSigner;
}

/** Storage download-token URLs: `tokenOf(objectPath)` is the token stored with the object's metadata. */
export function downloadTokenSigner({
  storageOrigin,
  bucket,
  tokenOf,
}: {
  storageOrigin: string;
  bucket: string;
  tokenOf: (objectPath: string) => string;
}) {
  const base = storageOrigin.replace(/\/+$/, '');
  return {
    sign: (objectPath: string) =>
      `${base}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectPath)}?alt=media&token=${encodeURIComponent(tokenOf(objectPath))}`,
  } satisfies RenditionSigner;
}

/**
 * When links signed now expire: the end of the window after the current one, so every viewer within a window gets
 * the same links (a listing stays cacheable) and each link lives between one and two windows.
 */
export function linkExpiry(nowMs: number, windowMs: number): number {
  return (Math.floor(nowMs / windowMs) + 2) * Math.floor(windowMs / 1000);
}
