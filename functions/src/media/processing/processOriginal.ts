// Processing one uploaded original: probe it from its bytes, refuse it with a reason, or make its renditions.
// The trigger (and, in production, the processing job) moves files between Storage and a work folder; this module
// only reads and writes local files, so it runs the same everywhere and is tested without emulators.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { UploadRefusal } from '../../shared/media/uploadRefusals.js';
import { MediaToolError } from './mediaTools.js';
import { ORIGINAL_LIMITS, probeOriginal, type OriginalLimits, type ProbedOriginal } from './probeOriginal.js';
import { fingerprintsOf, type Fingerprint } from './fingerprints.js';
import { makeRenditions, type Rendition } from './renditions.js';

export type ProcessingOutcome =
  | {
      ok: true;
      original: ProbedOriginal;
      renditions: Rendition[];
      /** Perceptual: how a re-encoded copy is still recognised (fingerprints.ts). */
      fingerprints: Fingerprint[];
    }
  | { ok: false; refusal: UploadRefusal };

/** SHA-256 of the original's bytes: the same file uploaded twice is one item. */
export async function contentHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Decoding errors surface as these: a damaged original, not a fault of ours. */
function isDecodingError(e: unknown): boolean {
  if (e instanceof MediaToolError) return true;
  const message = e instanceof Error ? e.message : '';
  return /VipsJpeg|VipsPng|VipsForeign|premature end|truncated|corrupt|bad seek|unexpected end|Input file/i.test(
    message,
  );
}

export async function processOriginal(
  source: string,
  outDir: string,
  limits: OriginalLimits = ORIGINAL_LIMITS,
): Promise<ProcessingOutcome> {
  const probed = await probeOriginal(source, limits);
  if (!probed.ok) return probed;
  try {
    const renditions = await makeRenditions(probed.original, source, outDir);
    const fingerprints = await fingerprintsOf(probed.original, source, outDir);
    return { ok: true, original: probed.original, renditions, fingerprints };
  } catch (e) {
    if (isDecodingError(e)) return { ok: false, refusal: 'corrupt' };
    throw e;
  }
}
