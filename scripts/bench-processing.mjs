// `npm run bench:processing`: how fast an uploaded original becomes its renditions on this machine, through the same
// code the storage trigger runs (functions/lib/media/processing, built if stale). It makes a synthetic 1080p test
// pattern with a tone (SECONDS long), a 24-megapixel photo and an animated GIF, processes each, and prints the wall
// time and, for the video, the ratio to real time (processing seconds per second of video). Nothing is uploaded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/config.mjs';
import { buildIsStale } from './lib/buildFreshness.mjs';
import { runOrExit } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 20);

if (buildIsStale()) await runOrExit('build', 'npm', ['run', '--silent', 'build']);
const { processOriginal } = await import(join(ROOT, 'functions/lib/media/processing/processOriginal.js'));

const ffmpeg = (args) => execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-v', 'error', ...args]);
const work = mkdtempSync(join(tmpdir(), 'bench-processing-'));
try {
  const video = join(work, 'video-1080p.mp4');
  // A camera-like original: 1080p30 H.264 at a high bitrate, with AAC sound.
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '16M', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', video],
  ]);
  const photo = join(work, 'photo-24mp.png');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=6000x4000', '-frames:v', '1', photo]);
  const gif = join(work, 'loop.gif');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=480x270:rate=15', '-t', '4', gif]);

  const rows = [];
  for (const [label, path, seconds] of [
    [`video 1080p, ${SECONDS} s`, video, SECONDS],
    ['photo 6000 × 4000 PNG', photo, 0],
    ['GIF 480 × 270, 4 s', gif, 4],
  ]) {
    const out = mkdtempSync(join(work, 'out-'));
    const started = performance.now();
    const result = await processOriginal(path, out);
    const elapsedSec = (performance.now() - started) / 1000;
    if (!result.ok) throw new Error(`${label} was refused: ${result.refusal}`);
    const bytes = result.renditions.reduce((sum, r) => sum + r.bytes, 0);
    rows.push({
      label,
      originalMb: statSync(path).size / 1e6,
      elapsedSec,
      ratio: seconds ? elapsedSec / seconds : null,
      renditions: result.renditions.length,
      renditionMb: bytes / 1e6,
    });
  }
  console.log(`\nProcessing originals (${new Date().toISOString()}, this machine):`);
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(24)} original ${r.originalMb.toFixed(1).padStart(6)} MB → ${String(r.renditions).padStart(2)} renditions, ${r.renditionMb.toFixed(2).padStart(6)} MB in ${r.elapsedSec.toFixed(1).padStart(6)} s${r.ratio === null ? '' : `  (${r.ratio.toFixed(1)}× real time)`}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
