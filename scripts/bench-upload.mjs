// `npm run bench:upload`: how long the console takes to send a large original to storage on loopback (issue 32's
// "200 MB upload"). It builds if stale, starts the emulators, signs in as the demo admin in Chromium, picks one file
// of BENCH_UPLOAD_MB (default 200) on the Media library page, and prints (median of BENCH_UPLOAD_REPEATS, default 3):
// the announcement, the bytes' transfer (first chunk sent → last chunk stored, as MB/s) and the server's answer.
// The file is random bytes named .mp4: the transfer does not depend on what the bytes are, and the pipeline then
// refuses it at its first probe ("not media") in seconds, where a real 200 MB video would keep the Functions
// emulator encoding for minutes (that speed is `npm run bench:processing`'s).
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { APP_URL, ROOT, demoState, emulatorEnv } from './lib/config.mjs';
import { EMULATORS } from './lib/projectConfig.mjs';
import { buildIsStale } from './lib/buildFreshness.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { runUnderEmulators } from './lib/emulatorRun.mjs';
import { ensureInstalled, run, runOrExit } from './lib/processes.mjs';

const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const REPEATS = Number(process.env.BENCH_UPLOAD_REPEATS ?? 3);
const AGE_KEY = 'starsession.ageConfirmedAt';
const STORAGE_ORIGIN = `http://${EMULATORS.storage.host}:${EMULATORS.storage.port}/`;

/** A file of random bytes, written in 8 MiB pieces (no 200 MB buffer in memory). */
async function randomFile(path, bytes) {
  const out = createWriteStream(path);
  for (let left = bytes; left > 0; left -= 8 * 1024 * 1024) {
    if (!out.write(randomBytes(Math.min(left, 8 * 1024 * 1024)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** One pick of the file on the Media library page, timed from the pick to the row's final answer. */
async function timeOneUpload(page, path, name, announcePath) {
  const marks = { announced: null, firstChunk: null, lastChunk: null };
  // The resumable protocol names each request (X-Goog-Upload-Command): chunks say 'upload', the last one 'finalize'.
  const command = (request) => request.headers()['x-goog-upload-command'] ?? '';
  const onRequest = (request) => {
    if (request.url().startsWith(STORAGE_ORIGIN) && command(request).includes('upload'))
      marks.firstChunk ??= performance.now();
  };
  const onFinished = (request) => {
    if (request.url().endsWith(announcePath) && request.method() === 'POST') marks.announced = performance.now();
    if (request.url().startsWith(STORAGE_ORIGIN) && command(request).includes('finalize'))
      marks.lastChunk = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  const picked = performance.now();
  await page.getByLabel('Files to upload').setInputFiles(path);
  const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name, exact: true });
  await row.getByRole('alert').waitFor({ timeout: 600_000 });
  const answered = performance.now();
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  if (marks.lastChunk === null || marks.firstChunk === null) throw new Error('the file was never stored whole');
  return {
    announceMs: (marks.announced ?? picked) - picked,
    transferMs: marks.lastChunk - marks.firstChunk,
    answerMs: answered - marks.lastChunk,
    totalMs: answered - picked,
    answer: (await row.getByRole('alert').innerText()).trim(),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function inner() {
  // The demo admin and the catalogue the page needs, as `npm start` seeds them.
  const seeded = await run('node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
  if (seeded !== 0) return seeded;
  const { chromium } = await import('playwright-core');
  const { API_PATHS } = await import(join(ROOT, 'functions/lib/shared/api/paths.js'));
  const work = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const bytes = SIZE_MB * 1024 * 1024;
    const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 1280, height: 900 } });
    await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), AGE_KEY);
    const page = await context.newPage();
    const demo = await demoState();
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demo.emailOf('admin'));
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile');
    await page.goto('/admin/library');
    await page.getByRole('heading', { level: 1, name: 'Media library', exact: true }).waitFor();
    const runs = [];
    for (let i = 0; i < REPEATS; i += 1) {
      // A new file each time: the same bytes again would be the same upload.
      const name = `bench-${SIZE_MB}mb-${Date.now()}-${i}.mp4`;
      const path = join(work, name);
      await randomFile(path, bytes);
      runs.push(await timeOneUpload(page, path, name, API_PATHS.adminLibraryUploads));
      rmSync(path);
    }
    const each = (field) => runs.map((r) => Math.round(r[field])).join(' / ');
    const transferMs = median(runs.map((r) => r.transferMs));
    console.log(`
Upload of one ${SIZE_MB} MB original on loopback (console → Storage emulator, ${new Date().toISOString()}), median of ${REPEATS}:
  announcement (POST ${API_PATHS.adminLibraryUploads})   ${Math.round(median(runs.map((r) => r.announceMs)))} ms  (${each('announceMs')})
  transfer, first chunk → last stored    ${(transferMs / 1000).toFixed(1)} s, ${(SIZE_MB / (transferMs / 1000)).toFixed(0)} MB/s  (${each('transferMs')} ms)
  last chunk → the row's answer          ${Math.round(median(runs.map((r) => r.answerMs)))} ms  (${each('answerMs')})
  pick → answer                          ${(median(runs.map((r) => r.totalMs)) / 1000).toFixed(1)} s
  the answer: "${runs[0]?.answer}"
`);
    return 0;
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--inner')) {
  process.exit(
    await inner().catch((e) => {
      console.error(`✖ bench:upload failed: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    }),
  );
} else {
  await ensureInstalled();
  if (buildIsStale()) await runOrExit('build', 'npm', ['run', '--silent', 'build']);
  process.exit(await runUnderEmulators('node scripts/bench-upload.mjs --inner'));
}
