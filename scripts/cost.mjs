/* global window -- the page.addInitScript callbacks run in the browser. */
// `npm run cost`: what one visitor day costs, counted. Builds if the sources are newer than the build, starts the
// emulators (demo media source included), seeds, and drives Chromium through the day issue 34 names: a new visitor
// meets the age gate and the dashboard, signs in, and runs one 3-panel session with AI instructions on a star the
// library serves, saving one favourite; the session ends by its timer (10 minutes; `--minutes N` for a shorter one
// while developing; `--star <id>` for another seeded star). A warm-up visitor goes first, untimed and uncounted,
// as the many visitors before would have.
// Counted, not estimated: every function request and Firestore operation of the function processes
// (functions/src/tools/operationLog.ts), the page's own Firestore operations (web/src/lib/firebase/countedFirestore.ts),
// the bytes the page received by origin (Chrome's network events), and the calls the instruction writer received.
// Prints the breakdown, the price at list prices (scripts/lib/costModel.mjs) and ends with the `cost:` line.
// Everything goes to artifacts/cost.json too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL, DEMO_UPSTREAM_URL, PORTS, ROOT, demoState, emulatorEnv, libraryStar } from './lib/config.mjs';
import { buildIsStale } from './lib/buildFreshness.mjs';
import { AUTOPLAY_FLAG, CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import {
  COST_LINE_DAILY_VISITORS,
  FLEET_INSTANCES,
  LIST_PRICES,
  costLine,
  priceDay,
  sharedWriteRates,
  summarizeDay,
  upkeepPerVisitor,
  visitorDay,
} from './lib/costModel.mjs';
import { runUnderEmulators } from './lib/emulatorRun.mjs';
import { ensureInstalled, run, runOrExit } from './lib/processes.mjs';

const ARTIFACTS = join(ROOT, 'artifacts');
const OPERATION_LOG = join(ARTIFACTS, 'cost-operations.jsonl');
const minutesArg = process.argv.indexOf('--minutes');
const SESSION_MINUTES = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : 10;
/** The setup's length (5, 10, 20 or 30 min) that holds the day's session; a shorter day presses End. */
const SETUP_MINUTES = [5, 10, 20, 30].find((length) => length >= SESSION_MINUTES) ?? 30;
/** When in the session the visitor saves a favourite. */
const FAVOURITE_AFTER_MS = Math.min(60_000, (SESSION_MINUTES * 60_000) / 3);
const DAILY_VISITORS = [100_000, 1_000_000];
/** `--star <id>`: another seeded star, e.g. one the demo forum and video host serve (their media pass the relay). */
const starAt = process.argv.indexOf('--star');
const STAR_ARG = starAt > 0 ? process.argv[starAt + 1] : null;

async function seededStar(id) {
  const { SEED_STARS } = await import('../functions/lib/shared/stars.js');
  const star = SEED_STARS.find((s) => s.id === id);
  if (!star) throw new Error(`no seeded star ${id}`);
  return star;
}

/** Collection groups with a TTL policy: each document written there will be deleted once by Firestore. */
function ttlCollections() {
  const { fieldOverrides = [] } = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'));
  return fieldOverrides.filter((o) => o.ttl).map((o) => o.collectionGroup);
}

function readOperationLog() {
  let text = '';
  try {
    text = readFileSync(OPERATION_LOG, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const demoStats = async () => (await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats`)).json();

/** Where a response came from, for pricing its bytes. */
function originOf(url) {
  const { origin, pathname } = new URL(url);
  if (origin === APP_URL) return pathname.startsWith('/api/') ? 'api' : 'hosting';
  if (url.includes(`:${PORTS.storage}/`)) return 'storage';
  if (origin === DEMO_UPSTREAM_URL) return 'demoSource';
  if (url.includes(`:${PORTS.firestore}/`) || url.includes(`:${PORTS.auth}/`)) return 'firebaseEmulators';
  return 'other';
}

/** A browser context that counts: no service worker (every request is the page's), the Firestore tally on. */
async function countingPage(browser, tally, bytes) {
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 1280, height: 860 },
    serviceWorkers: 'block',
  });
  await context.exposeFunction('__costTally', (entries) => tally.push(...entries));
  await context.addInitScript(() => {
    const sink = [];
    sink.push = (...entries) => {
      window.__costTally(entries);
      return 0;
    };
    window.__starsessionFirestoreTally = sink;
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (!url || url.startsWith('data:') || url.startsWith('blob:')) return;
    const key = originOf(url);
    bytes[key] = (bytes[key] ?? 0) + encodedDataLength;
  });
  await cdp.send('Network.enable');
  return page;
}

/** A new visitor: the age gate, the dashboard, then the header's Sign in. */
async function arriveAndSignIn(page, email, password) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I confirm I am 18+' }).click();
  await page.getByRole('heading', { name: 'Choose Your Star' }).waitFor();
  await page.locator('.star-card img').first().waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in', exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/profile');
}

/** From the dashboard's card to a running 3-panel session with AI instructions. */
async function startSession(page, star) {
  // The header's brand link, as a person returns to the stars.
  await page.locator('header a.header__brand').click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: new RegExp(star.name) }).click();
  await page.waitForURL(`**/config/${star.id}`);
  await page.getByRole('radio', { name: `${SETUP_MINUTES} min`, exact: true }).check();
  await page.getByRole('radio', { name: '3 screens', exact: true }).check();
  await page.getByRole('switch', { name: 'AI Instructions' }).check();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await page.waitForURL(`**/session/${star.id}`);
  await page.locator('section[aria-label="Panel 3"]').locator('img, video').first().waitFor({ timeout: 30_000 });
}

async function inner() {
  const seeded = await run('node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
  if (seeded !== 0) return seeded;
  const demo = await demoState();
  const star = STAR_ARG ? await seededStar(STAR_ARG) : await libraryStar();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, AUTOPLAY_FLAG] });
  try {
    // The warm-up: instances loaded, caches filled, as the visitors before this one left them. Not counted. Another
    // account, so that nothing of the counted visitor's own (their AI lines, their session) is already there.
    console.log('cost: warm-up visitor (not counted)…');
    const warm = await countingPage(browser, [], {});
    await arriveAndSignIn(warm, demo.emailOf('admin'), demo.password);
    await startSession(warm, star);
    await warm.waitForTimeout(15_000);
    await warm.context().close();
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // The counted day starts from an empty log.
    rmSync(OPERATION_LOG, { force: true });
    await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats/reset`, { method: 'POST' });
    const tally = [];
    const browserBytes = {};
    console.log(`cost: the counted visitor day (a ${SESSION_MINUTES}-minute session on ${star.name})…`);
    const page = await countingPage(browser, tally, browserBytes);
    await arriveAndSignIn(page, demo.emailOf('premium'), demo.password);
    await startSession(page, star);
    await page.waitForTimeout(FAVOURITE_AFTER_MS);
    await page.locator('section[aria-label="Panel 1"]').getByRole('button', { name: 'Favourite' }).click();
    // The session's timer ends it and the app returns to the dashboard (a shorter day ends it by hand).
    if (SESSION_MINUTES < SETUP_MINUTES) {
      await page.waitForTimeout(SESSION_MINUTES * 60_000 - FAVOURITE_AFTER_MS);
      await page.getByRole('button', { name: 'End', exact: true }).click();
    }
    await page.waitForURL('**/dashboard', { timeout: SESSION_MINUTES * 60_000 + 120_000 });
    await page.locator('.star-card img').first().waitFor();
    // Writes the end of the session caused (history, the run's finish) settle.
    await page.waitForTimeout(5_000);
    await page.context().close();

    const counted = summarizeDay({
      serverLines: readOperationLog(),
      clientTally: tally,
      ttlCollections: ttlCollections(),
      browserBytes,
      llmCalls: (await demoStats()).instructionRequests,
    });
    const uid = tally.find((e) => e.collection === 'users' && e.document)?.document?.split('/')[1] ?? '';
    // The built constants (the build runs before this inner part).
    const { LLM_BUDGET_SHARDS } = await import('../functions/lib/shared/constants.js');
    report(counted, uid, LLM_BUDGET_SHARDS);
    return 0;
  } finally {
    await browser.close();
  }
}

const usd = (value) => `$${value.toFixed(value < 1 ? 4 : 2)}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function report(counted, uid, llmBudgetShards) {
  // The visitor's own operations and their share of the fleet's upkeep (scripts/lib/costModel.mjs).
  const day = visitorDay(counted);
  const price = priceDay(day);
  const upkeep = counted.upkeep;
  const perInstanceMinute = (n) => (n / (upkeep.instanceMinutes || 1)).toFixed(2);
  // A document is the visitor's own when its path names them or it is a rate-limit window of their own user or
  // address; every other document is shared by all visitors.
  const isShared = (document) => !uid || !(document.includes(uid) || /^rate_limits\/\w+_(uid|ip)_/.test(document));
  // The AI budget's shards: one family of LLM_BUDGET_SHARDS documents, one chosen at random per call.
  const familyOf = (document) =>
    /\/llm_budget_shards\/\d+$/.test(document)
      ? { family: 'llm_budget/{day}/llm_budget_shards/{n}', documents: llmBudgetShards }
      : { family: document, documents: 1 };
  const hot = sharedWriteRates(day, { isShared, familyOf, dailyVisitors: 1_000_000 });
  const fleetUpkeepWritesPerSecond = ((upkeep.writes / (upkeep.instanceMinutes || 1)) * FLEET_INSTANCES) / 60;
  const result = { sessionMinutes: SESSION_MINUTES, counted, day, price, prices: LIST_PRICES, hotAt1M: hot };
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, 'cost.json'), `${JSON.stringify(result, null, 2)}\n`);

  const rows = Object.entries(day.byCollection).map(
    ([name, c]) =>
      `    ${name.padEnd(40)} reads ${String(c.reads).padStart(4)}  writes ${String(c.writes).padStart(4)}  deletes ${String(c.deletes).padStart(3)}`,
  );
  const byRequest = Object.entries(day.byRequest).map(
    ([name, c]) =>
      `    ${name.padEnd(40)} reads ${String(c.reads).padStart(4)}  writes ${String(c.writes).padStart(4)}  deletes ${String(c.deletes).padStart(3)}`,
  );
  const routes = Object.entries(day.routes).map(
    ([route, r]) =>
      `    ${route.padEnd(56)} ${String(r.calls).padStart(4)} calls  ${kb(r.bytes).padStart(10)}${r.fivexx ? `  5xx ${r.fivexx}` : ''}`,
  );
  const at = (visitors) =>
    `${(price.per1000 * (visitors / 1000)).toFixed(0)} USD a day at ${visitors.toLocaleString('en')} daily visitors`;
  console.log(`
  One visitor day (a ${SESSION_MINUTES}-minute 3-panel session with AI, one favourite), counted
  Firestore, the visitor's own: ${counted.reads} reads, ${counted.writes} writes, ${day.deletes} deletes (of them ${day.ttlDeletes} by TTL later)
${rows.join('\n')}
  Instance upkeep (${upkeep.instanceMinutes.toFixed(1)} instance-minutes): ${upkeep.reads} reads, ${upkeep.writes} writes = ${perInstanceMinute(upkeep.reads)} reads and ${perInstanceMinute(upkeep.writes)} writes per instance-minute
    shared out for ${FLEET_INSTANCES} instances all day: ${DAILY_VISITORS.map((v) => {
      const share = upkeepPerVisitor(counted, v);
      return `${share.reads.toFixed(1)} reads + ${share.writes.toFixed(1)} writes per visitor at ${v.toLocaleString('en')} daily visitors`;
    }).join('; ')}
    its writes: ${fleetUpkeepWritesPerSecond.toFixed(2)}/s for the fleet over ${upkeep.writtenDocuments} documents seen, ${(fleetUpkeepWritesPerSecond / Math.max(1, upkeep.writtenDocuments)).toFixed(2)}/s each
  A visitor day (own + upkeep at ${COST_LINE_DAILY_VISITORS.toLocaleString('en')} daily visitors): ${day.reads} reads, ${day.writes} writes, ${day.deletes} deletes
  The functions' operations by the request they served
${byRequest.join('\n')}
  Function invocations: ${day.invocations} (${Object.entries(day.functions)
    .map(([fn, n]) => `${fn} ${n}`)
    .join(', ')})
${routes.join('\n')}
  Bytes through functions: ${kb(day.functionBytes)} (media ${day.apiMediaBytes} bytes); request time ${day.requestSeconds.toFixed(1)} s
  Bytes the page received: ${Object.entries(day.browserBytes)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ')}
  LLM calls: ${day.llmCalls}
  Documents every visitor shares, writes per document at 1,000,000 daily visitors (Firestore sustains ~1/s each):
${hot.map((h) => `    ${h.family}: ${h.writes} a visitor day over ${h.documents} document(s) = ${h.writesPerSecond.toFixed(2)}/s`).join('\n') || '    none'}
  Price at list prices (docs/operations.md): ${Object.entries(price.lines)
    .map(([k, v]) => `${k} ${usd(v * 1000)}`)
    .join(', ')} per 1,000
    ${usd(price.per1000)} per 1,000 visitor days; ${DAILY_VISITORS.map(at).join('; ')}
  (written to artifacts/cost.json)
${costLine(day, price)}`);
}

if (process.argv.includes('--inner')) {
  process.exit(
    await inner().catch((e) => {
      console.error(`✖ cost failed: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    }),
  );
} else {
  await ensureInstalled();
  if (buildIsStale()) await runOrExit('build', 'npm', ['run', '--silent', 'build']);
  mkdirSync(ARTIFACTS, { recursive: true });
  rmSync(OPERATION_LOG, { force: true });
  // The functions emulator passes its environment to the functions: they count while this is set.
  process.env.STARSESSION_OPERATION_LOG = OPERATION_LOG;
  const rest = `${minutesArg > 0 ? ` --minutes ${SESSION_MINUTES}` : ''}${STAR_ARG ? ` --star ${STAR_ARG}` : ''}`;
  process.exit(await runUnderEmulators(`node scripts/cost.mjs --inner${rest}`));
}
