// `npm run bench:cards`: the bytes of the dashboard's 25 card images, as their sources serve them today and as the
// upload pipeline's card renditions of the same pictures (issue 32). Builds if needed, starts the emulators (demo media
// source included), seeds, asks for the card images answer, and for each star fetches the file a card slot of 320 and
// of 640 CSS px picks from its srcset (the desktop card at 1x is 222 px; a phone's or a 2x desktop's, 300–450 px).
// Each card a forum community gives (the demo source) is then sent through processOriginal, the storage trigger's own
// code, from its widest size, and its card WebP (what listings serve) and AVIF (stored beside it) are weighed at the
// same widths, beside a JPEG at quality 80 of the same size (what the demo source serves). Cards the library already
// serves are listed as they are. Results also go to artifacts/bench-cards.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_URL, ROOT, emulatorEnv } from './lib/config.mjs';
import { runScriptUnderEmulators } from './lib/emulatorRun.mjs';
import { run } from './lib/processes.mjs';

const ARTIFACTS = join(ROOT, 'artifacts');
const SLOT_WIDTHS = [320, 640];
const JPEG_QUALITY = 80;

/** The srcset entry a browser takes for a slot: the narrowest at least as wide, else the widest there is. */
const pickFor = (renditions, slot) => renditions.find((r) => r.width >= slot) ?? renditions.at(-1);

async function download(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '?' };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (values) => values.reduce((total, value) => total + value, 0);

async function inner() {
  const seeded = await run('node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
  if (seeded !== 0) return seeded;
  const { SEED_STARS } = await import('../functions/lib/shared/stars.js');
  const { processOriginal } = await import('../functions/lib/media/processing/processOriginal.js');
  const sharp = createRequire(join(ROOT, 'functions/package.json'))('sharp');
  const answer = await (await fetch(`${APP_URL}/api/stars/thumbnails`)).json();
  const storageHost = new URL(`http://${emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST}`).host;

  const work = mkdtempSync(join(tmpdir(), 'bench-cards-'));
  const forum = [];
  const library = [];
  try {
    for (const star of SEED_STARS) {
      const renditions = answer.renditions?.[star.id] ?? [];
      const fallback = answer.thumbnails?.[star.id];
      if (!fallback) throw new Error(`${star.id} has no card image`);
      const srcset = renditions.length > 0 ? renditions : [{ url: fallback, width: 0 }];
      const served = {};
      for (const slot of SLOT_WIDTHS) {
        const { bytes, type } = await download(pickFor(srcset, slot).url);
        served[slot] = { bytes: bytes.length, type };
      }
      if (new URL(fallback).host === storageHost) {
        library.push({ star: star.id, served });
        continue;
      }
      // The widest size the source offers stands in for the original an operator would upload.
      const widest = srcset.at(-1);
      const original = join(work, `${star.id}-original`);
      writeFileSync(original, (await download(widest.url)).bytes);
      const out = mkdtempSync(join(work, `${star.id}-`));
      const processed = await processOriginal(original, out);
      if (!processed.ok) throw new Error(`${star.id}'s card picture was refused: ${processed.refusal}`);
      const ours = {};
      for (const slot of SLOT_WIDTHS) {
        const card = (format) =>
          pickFor(
            processed.renditions.filter((r) => r.contentType === `image/${format}`).sort((a, b) => a.width - b.width),
            slot,
          );
        const jpeg = await sharp(original)
          .resize({ width: slot, withoutEnlargement: true })
          .jpeg({ quality: JPEG_QUALITY })
          .toBuffer();
        ours[slot] = { webp: card('webp').bytes, avif: card('avif').bytes, jpeg: jpeg.length };
      }
      forum.push({ star: star.id, sourceWidth: widest.width, served, ours });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const rows = SLOT_WIDTHS.map((slot) => ({
    slot,
    cards: forum.length,
    servedToday: sum(forum.map((c) => c.served[slot].bytes)),
    servedTypes: [...new Set(forum.map((c) => c.served[slot].type))],
    jpeg: sum(forum.map((c) => c.ours[slot].jpeg)),
    webp: sum(forum.map((c) => c.ours[slot].webp)),
    avif: sum(forum.map((c) => c.ours[slot].avif)),
    libraryCards: library.length,
    libraryServed: sum(library.map((c) => c.served[slot].bytes)),
  }));
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(
    join(ARTIFACTS, 'bench-cards.json'),
    `${JSON.stringify({ at: new Date(), rows, forum, library }, null, 2)}\n`,
  );
  console.log(
    `\nCard images (${new Date().toISOString()}): ${forum.length} from the demo source, ${library.length} from the library`,
  );
  for (const r of rows) {
    console.log(
      `  ${String(r.slot).padStart(4)} px slot: served today ${kb(r.servedToday)} (${r.servedTypes.join(', ')}); same pictures as JPEG q${JPEG_QUALITY} ${kb(r.jpeg)}, as our WebP ${kb(r.webp)} (${((100 * r.webp) / r.servedToday).toFixed(0)} %), as our AVIF ${kb(r.avif)} (${((100 * r.avif) / r.servedToday).toFixed(0)} %); the library's ${r.libraryCards} cards as served ${kb(r.libraryServed)}`,
    );
  }
  console.log('  (written to artifacts/bench-cards.json)');
  return 0;
}

await runScriptUnderEmulators('scripts/bench-cards.mjs', 'bench:cards', inner);
