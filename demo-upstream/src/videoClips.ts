// The committed demo clips (generated once by generateVideos.sh) and where they live on disk.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The package folder: the nearest one up with a media/ folder, from src/ (tests) and from lib/ (built) alike. */
function packageDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'media', 'manifest.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`demo-upstream/media not found above ${from}`);
  }
}

/** demo-upstream/media: the committed clips and their manifest. */
export const DEMO_MEDIA_DIR = join(packageDir(dirname(fileURLToPath(import.meta.url))), 'media');

const renditionSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.webm$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  codec: z.enum(['vp8', 'vp9']),
  bytes: z.number().int().positive(),
});

const clipSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  durationSec: z.number().positive(),
  hd: renditionSchema,
  sd: renditionSchema,
});

export type VideoClip = z.infer<typeof clipSchema>;

export function loadVideoClips(dir: string = DEMO_MEDIA_DIR): VideoClip[] {
  const raw: unknown = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  return z.array(clipSchema).min(1).parse(raw);
}
