// ffprobe and ffmpeg, run as child processes. They come from the machine (Debian's `ffmpeg` package here and on CI;
// the processing job's container image in production): nothing is downloaded at install or run time.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/** A tool exited non-zero or timed out; `stderr` is what it said (ffmpeg names the damage it met). */
export class MediaToolError extends Error {
  constructor(
    readonly tool: 'ffprobe' | 'ffmpeg',
    readonly stderr: string,
  ) {
    super(`${tool} failed: ${stderr.trim().split('\n').slice(-3).join(' | ') || 'no output'}`);
  }
}

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        // Rotation of phone videos: ffmpeg turns the frames when it decodes them; the probe reports the stored size.
        side_data_list: z.array(z.object({ rotation: z.number().optional() }).loose()).optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});
export type ProbeReport = z.infer<typeof probeSchema>;

/** ffprobe's view of a file's container and streams. Throws MediaToolError when it cannot read the file. */
export async function ffprobe(path: string): Promise<ProbeReport> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path], {
      maxBuffer: 8 * 1024 * 1024,
      timeout: 60_000,
    });
    return probeSchema.parse(JSON.parse(stdout));
  } catch (e) {
    throw new MediaToolError('ffprobe', (e as { stderr?: string }).stderr ?? String(e));
  }
}

/**
 * Runs ffmpeg quietly (`-v error`) and stops at the first decoding error (`-xerror`), so a damaged original fails
 * instead of yielding a rendition with a frozen or missing end.
 */
export async function ffmpeg(args: readonly string[], timeoutMs: number): Promise<void> {
  try {
    await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-xerror', ...args], {
      maxBuffer: 8 * 1024 * 1024,
      timeout: timeoutMs,
    });
  } catch (e) {
    throw new MediaToolError('ffmpeg', (e as { stderr?: string }).stderr ?? String(e));
  }
}
