/* global window, document, HTMLImageElement, HTMLVideoElement, requestAnimationFrame -- the page.evaluate callbacks run in the browser. */
// `npm run bench`: builds if the sources are newer than the build, starts the emulators (demo media
// source included), then drives Chromium through a 3-panel session at the 3 s interval (images, gifs
// and video-host videos) and prints the swap gap (the moment the next item is due and ready → the
// timestamp of the frame that first paints it, from requestAnimationFrame), how many frames showed a
// panel without media once every panel had some, and the JS heap before and after a 200-swap soak.
// Before the soak, on loopback (no throttling): a confirmed visitor's cold dashboard until all 25 card
// images have loaded, and Start Session → media showing in all 3 panels (median of 3 each), with where each start's
// time went (scripts/lib/startTrace.mjs), for a star of the demo source and for one the library serves from storage.
// `--quick` stops after those two. Results also go to artifacts/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL, ROOT, demoState, emulatorEnv, libraryStar } from './lib/config.mjs';
import { buildIsStale } from './lib/buildFreshness.mjs';
import { AUTOPLAY_FLAG, CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { runUnderEmulators } from './lib/emulatorRun.mjs';
import { ensureInstalled, run, runOrExit } from './lib/processes.mjs';
import { collectStartTrace, formatStartTrace, installStartTrace } from './lib/startTrace.mjs';

const NATURAL_SWAPS = 60;
const TOTAL_SWAPS = 200;
const SHOWN = 'img:not([aria-hidden="true"]), video:not([aria-hidden="true"])';
const ARTIFACTS = join(ROOT, 'artifacts');
const AGE_KEY = 'starsession.ageConfirmedAt';
/** What the app notes after the age status of a click-gate region (web/src/config/storageKeys.ts). */
const MEDIA_HINT_KEY = 'starsession.firstViewMediaUntil';
const REPEATS = 3;
/**
 * How long the timed starts leave the setup page open after the choices are made: a person reads the options before
 * pressing Start, and the page warms the session meanwhile. One more start, pressed at once, is printed beside it.
 */
const CHOOSING_MS = 2000;
const QUICK = process.argv.includes('--quick');
/** The star timed by default: the demo media source serves all of it (the free stars also take from the library). */
const DEMO_SOURCE_STAR = { id: 'sable-quinn', name: 'Sable Quinn' };

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A confirmed visitor's cold dashboard on loopback, in a window tall enough that every card is in view:
 * navigation start → the frame where all 25 card images have loaded. The first load (untimed) lets
 * the server compute its thumbnails answer, as the CDN would hold it.
 */
async function measureThumbnails(browser) {
  const once = async () => {
    const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 1280, height: 4000 } });
    try {
      const page = await context.newPage();
      // A returning visitor who confirmed the gate in a click-gate region (what the app left in localStorage).
      await page.addInitScript(
        ([ageKey, hintKey]) => {
          localStorage.setItem(ageKey, String(Date.now()));
          localStorage.setItem(hintKey, String(Date.now() + 3_600_000));
        },
        [AGE_KEY, MEDIA_HINT_KEY],
      );
      await page.goto('/dashboard');
      const handle = await page.waitForFunction(
        () => {
          const cards = document.querySelectorAll('.star-card');
          const loaded = [...document.querySelectorAll('.star-card img')].filter(
            (img) => img.complete && img.naturalWidth > 0,
          );
          return cards.length > 0 && loaded.length === cards.length ? Math.round(performance.now()) : null;
        },
        null,
        { timeout: 60_000, polling: 'raf' },
      );
      return handle.jsonValue();
    } finally {
      await context.close();
    }
  };
  await once();
  const runs = [];
  for (let i = 0; i < REPEATS; i += 1) runs.push(await once());
  return runs;
}

/** Start Session pressed (capture-phase click) → the frame where all 3 panels show paintable media. */
async function timeStartToMedia(page, start) {
  await page.evaluate(() => {
    window.__benchStartAt = null;
    document.addEventListener('click', () => (window.__benchStartAt ??= performance.now()), {
      capture: true,
      once: true,
    });
  });
  await start();
  const handle = await page.waitForFunction(
    (shown) => {
      const paintable = (el) =>
        el instanceof HTMLImageElement
          ? el.complete && el.naturalWidth > 0
          : el instanceof HTMLVideoElement && el.readyState >= 2;
      const panels = [...document.querySelectorAll('section[aria-label^="Panel "]')];
      const ready =
        panels.length === 3 &&
        panels.every((panel) => {
          const el = panel.querySelector(shown);
          return el !== null && paintable(el);
        });
      if (!ready || window.__benchStartAt === null) return null;
      const kinds = panels.map((panel) => panel.querySelector(shown)?.tagName.toLowerCase());
      return { ms: Math.round(performance.now() - window.__benchStartAt), kinds };
    },
    SHOWN,
    { timeout: 30_000, polling: 'raf' },
  );
  return handle.jsonValue();
}

/** Runs inside `firebase emulators:exec`: seed, then the browser journey. */
async function inner() {
  const seeded = await run('node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
  if (seeded !== 0) return seeded;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, AUTOPLAY_FLAG, '--enable-precise-memory-info'],
  });
  try {
    console.log("bench: the dashboard's 25 card images, cold, on loopback…");
    const thumbnailRuns = await measureThumbnails(browser);
    const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    // The session records swap gaps only when this array exists (?bench=1 sets it too).
    await page.addInitScript(() => {
      localStorage.setItem('starsession.ageConfirmedAt', String(Date.now()));
      window.__starsessionSwapGaps = [];
      window.__starsessionSwapHolds = [];
    });
    await page.addInitScript(installStartTrace, SHOWN);
    // Every frame: does each panel show media that can paint (decoded image, video with a frame)?
    // Counting starts once all panels have shown media; a frame where any panel has none is blank.
    await page.addInitScript((shown) => {
      const monitor = {
        frames: 0,
        blankFrames: 0,
        longestBlankRun: 0,
        run: 0,
        swaps: 0,
        videoSwaps: 0,
        started: false,
        last: [],
      };
      window.__benchFrames = monitor;
      const ready = (el) =>
        el instanceof HTMLImageElement
          ? el.complete && el.naturalWidth > 0
          : el instanceof HTMLVideoElement && el.readyState >= 2;
      const frame = () => {
        const panels = document.querySelectorAll('section[aria-label^="Panel "]');
        if (panels.length > 0) {
          const visible = Array.from(panels, (panel) => {
            const el = panel.querySelector(shown);
            return el && ready(el) ? el : null;
          });
          if (!monitor.started && visible.every(Boolean)) monitor.started = true;
          if (monitor.started) {
            monitor.frames += 1;
            if (visible.some((el) => el === null)) {
              monitor.blankFrames += 1;
              monitor.run += 1;
              monitor.longestBlankRun = Math.max(monitor.longestBlankRun, monitor.run);
            } else monitor.run = 0;
            visible.forEach((el, i) => {
              const src = el?.getAttribute('src');
              if (!src || src === monitor.last[i]) return;
              monitor.last[i] = src;
              monitor.swaps += 1;
              if (el instanceof HTMLVideoElement) monitor.videoSwaps += 1;
            });
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, SHOWN);
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Sign in' });
    const demo = await demoState();
    await form.getByLabel('Email').fill(demo.emailOf('premium'));
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile');
    // On a loaded machine a click can land mid-render and go nowhere: one retry, then fail.
    const clickTo = async (locator, url) => {
      await locator.click();
      await page.waitForURL(url, { timeout: 15_000 }).catch(async () => {
        await locator.click();
        await page.waitForURL(url);
      });
    };
    // Each start opens the dashboard afresh (no session left running) once the sign-in is restored.
    const openSetup = async (star = DEMO_SOURCE_STAR) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Profile' }).waitFor();
      await clickTo(page.getByRole('link', { name: new RegExp(star.name) }), `**/config/${star.id}`);
      await page.getByRole('radio', { name: '30 min', exact: true }).check();
      await page.getByRole('radio', { name: '3 screens', exact: true }).check();
      await page.getByRole('slider', { name: 'Media interval' }).fill('3');
    };
    // Start → media: the visitor's path (dashboard, setup, Start), timed from the Start click.
    console.log('bench: Start Session → media on 3 panels…');
    const startRuns = [];
    /** What each run's panels first showed (img or video), since a video needs its host resolved first. */
    const startKinds = [];
    /** Where each run's time went (scripts/lib/startTrace.mjs). */
    const startTraces = [];
    const timeStart = async (star = DEMO_SOURCE_STAR) => {
      const started = await timeStartToMedia(page, () =>
        clickTo(page.getByRole('button', { name: 'Start Session' }), `**/session/${star.id}`),
      );
      startTraces.push(await page.evaluate(collectStartTrace));
      return started;
    };
    for (let i = 0; i < REPEATS; i += 1) {
      await openSetup();
      // A person reads the options before Start; the setup page warms the session meanwhile (issue 23 allows it).
      await page.waitForTimeout(CHOOSING_MS);
      const started = await timeStart();
      startRuns.push(started.ms);
      startKinds.push(started.kinds.join('+'));
    }
    // A star the library serves: its panels' media come straight from storage (the Storage emulator here).
    const LIBRARY_STAR = await libraryStar();
    console.log(`bench: Start Session → media on 3 panels, ${LIBRARY_STAR.name} (served from storage)…`);
    const libraryStartRuns = [];
    for (let i = 0; i < REPEATS; i += 1) {
      await openSetup(LIBRARY_STAR);
      await page.waitForTimeout(CHOOSING_MS);
      libraryStartRuns.push((await timeStart(LIBRARY_STAR)).ms);
    }
    // And a Start pressed as soon as the choices are made, for what a hurried visitor gets.
    await openSetup();
    const hurried = await timeStart();
    // The soak's frame counts start from here, not from the earlier sessions' starts.
    await page.evaluate(() =>
      Object.assign(window.__benchFrames, {
        frames: 0,
        blankFrames: 0,
        longestBlankRun: 0,
        run: 0,
        swaps: 0,
        videoSwaps: 0,
      }),
    );
    const firstViews = {
      thumbnailsMs: summary(thumbnailRuns),
      startToMediaMs: summary(startRuns),
      startKinds,
      libraryStartToMediaMs: summary(libraryStartRuns),
      hurriedStartToMediaMs: hurried.ms,
      startTraces,
    };
    const firstViewText = `
  On loopback (median of ${REPEATS}; runs ${thumbnailRuns.join('/')} ms and ${startRuns.join('/')} ms)
    25 card images, cold dashboard : ${firstViews.thumbnailsMs.median} ms (target ≤ 400 ms)
    Start Session → media on 3     : ${firstViews.startToMediaMs.median} ms (target ≤ 200 ms; Start ${CHOOSING_MS / 1000} s after the choices; panels ${startKinds.join(', ')})
      Start at once after choosing : ${hurried.ms} ms (panels ${hurried.kinds.join('+')}; not the target's figure)
    Same, a library star           : ${firstViews.libraryStartToMediaMs.median} ms (target ≤ 200 ms; runs ${libraryStartRuns.join('/')} ms; media from storage)
    where it went, ms from the click (the last run is the one at once):
${startTraces.map((trace, i) => `      run ${i + 1}: ${formatStartTrace(trace)}`).join('\n')}`;
    if (QUICK) {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(join(ARTIFACTS, 'bench.json'), `${JSON.stringify({ firstViews }, null, 2)}\n`);
      console.log(`${firstViewText}\n  (--quick: no soak; written to artifacts/bench.json)\n`);
      return 0;
    }

    const srcOf = (n) =>
      page.evaluate(
        ({ name, selector }) =>
          document.querySelector(`section[aria-label="${name}"]`)?.querySelector(selector)?.getAttribute('src') ?? null,
        { name: `Panel ${n}`, selector: SHOWN },
      );
    const waitNew = async (n, previous, timeout = 30_000) => {
      const handle = await page.waitForFunction(
        ({ name, selector, before }) => {
          const src = document
            .querySelector(`section[aria-label="${name}"]`)
            ?.querySelector(selector)
            ?.getAttribute('src');
          return src && src !== before ? src : null;
        },
        { name: `Panel ${n}`, selector: SHOWN, before: previous },
        { timeout },
      );
      return handle.jsonValue();
    };
    const counts = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('section[aria-label^="Panel "]'),
          (s) => s.querySelectorAll('img, video').length,
        ),
      );
    const gaps = () => page.evaluate(() => [...(window.__starsessionSwapGaps ?? [])]);
    const holds = () => page.evaluate(() => [...(window.__starsessionSwapHolds ?? [])]);
    const frames = () => page.evaluate(() => ({ ...window.__benchFrames, last: undefined }));

    for (const n of [1, 2, 3]) await waitNew(n, null);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const heapBefore = await heap();
    const countsBefore = await counts();
    await page.evaluate(() => {
      window.__starsessionSwapGaps = [];
      if (window.__starsessionSwapHolds) window.__starsessionSwapHolds = [];
    });

    // Phase 1: the engine's own 3 s rotation.
    console.log(`bench: ${NATURAL_SWAPS} natural swaps at the 3 s interval…`);
    await page.waitForFunction((n) => (window.__starsessionSwapGaps?.length ?? 0) >= n, NATURAL_SWAPS, {
      timeout: 240_000,
    });
    const natural = (await gaps()).slice(0, NATURAL_SWAPS);
    const naturalHolds = await holds();
    await page.evaluate(() => {
      window.__starsessionSwapGaps = [];
      if (window.__starsessionSwapHolds) window.__starsessionSwapHolds = [];
    });

    // Phase 2: Skip presses, round robin, each waiting for the panel's new media.
    const skips = TOTAL_SWAPS - NATURAL_SWAPS;
    console.log(`bench: ${skips} swaps by Skip…`);
    let maxPerPanel = 0;
    for (let i = 0; i < skips; i += 1) {
      const n = (i % 3) + 1;
      const before = await srcOf(n);
      await page
        .getByRole('region', { name: `Panel ${n}` })
        .getByRole('button', { name: 'Skip' })
        .click();
      await waitNew(n, before);
      // Wait for the new media to be painted-ready too, so the next Skip never outruns loading.
      await page
        .waitForFunction(
          ({ name, selector }) => {
            const el = document.querySelector(`section[aria-label="${name}"]`)?.querySelector(selector);
            return el instanceof HTMLImageElement
              ? el.complete && el.naturalWidth > 0
              : el instanceof HTMLVideoElement && el.readyState >= 2;
          },
          { name: `Panel ${n}`, selector: SHOWN },
          { timeout: 5000 },
        )
        .catch(() => undefined);
      maxPerPanel = Math.max(maxPerPanel, ...(await counts()));
    }
    const skipped = await gaps();
    const allHolds = [...naturalHolds, ...(await holds())].filter((ms) => ms > 0);
    const frameStats = await frames();
    const heapAfter = await heap();
    const result = {
      firstViews,
      swaps: TOTAL_SWAPS,
      naturalGapMs: summary(natural),
      skipGapMs: summary(skipped),
      allGapMs: summary([...natural, ...skipped]),
      heldSwaps: { count: allHolds.length, ...summary(allHolds) },
      frames: frameStats,
      heap: { beforeBytes: heapBefore, afterBytes: heapAfter, growthBytes: heapAfter - heapBefore },
      mediaElementsPerPanel: { before: countsBefore, after: await counts(), maxDuringSoak: maxPerPanel },
      domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    };
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);
    const fmt = (s) => `median ${s.median} ms, p95 ${s.p95} ms, max ${s.max} ms (n=${s.count})`;
    const f = result.frames;
    console.log(`${firstViewText}
  Swap gap (next item due and ready → timestamp of the frame that paints it)
    engine rotation : ${fmt(result.naturalGapMs)}
    Skip presses    : ${fmt(result.skipGapMs)}
    all swaps       : ${fmt(result.allGapMs)}
  Held swaps (old media kept while the next was not ready): ${result.heldSwaps.count}${result.heldSwaps.count ? `, held median ${result.heldSwaps.median} ms, max ${result.heldSwaps.max} ms` : ''}
  Blank frames (a panel without media, after all had some): ${f.blankFrames ?? 'n/a'} of ${f.frames ?? 'n/a'} frames (longest run ${f.longestBlankRun ?? 0}); swaps seen ${f.swaps ?? 0}, of them videos ${f.videoSwaps ?? 0}
  JS heap (after GC): before ${mb(heapBefore)}, after ${TOTAL_SWAPS} swaps ${mb(heapAfter)} (${heapAfter >= heapBefore ? '+' : ''}${mb(heapAfter - heapBefore)})
  Media elements per panel: before ${countsBefore.join('/')}, after ${result.mediaElementsPerPanel.after.join('/')}, max during soak ${maxPerPanel}
  (written to artifacts/bench.json)
`);
    return 0;
  } finally {
    await browser.close();
  }
}

if (process.argv.includes('--inner')) {
  process.exit(
    await inner().catch((e) => {
      console.error(`✖ bench failed: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    }),
  );
} else {
  await ensureInstalled();
  if (buildIsStale()) await runOrExit('build', 'npm', ['run', '--silent', 'build']);
  process.exit(await runUnderEmulators(`node scripts/bench.mjs --inner${QUICK ? ' --quick' : ''}`));
}
