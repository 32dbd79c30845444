// The committed demo clips (generated once by generateVideos.sh) and where they live on disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** functions/demo-media, reached the same way from src/demoUpstream (tests) and lib/demoUpstream (built). */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../demo-media/', import.meta.url));

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
export type VideoRendition = z.infer<typeof renditionSchema>;

export function loadVideoClips(dir: string = DEMO_MEDIA_DIR): VideoClip[] {
  const raw: unknown = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  return z.array(clipSchema).min(1).parse(raw);
}
