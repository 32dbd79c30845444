// `npm run load`: N concurrent scripted sessions against the emulators, driven by autocannon (loopback only), to
// measure our own overhead and correctness under concurrency (the emulator is not production). Builds if needed,
// starts the emulators, seeds, signs up N accounts in the Auth emulator, then each autocannon connection plays one
// account's sessions: start, two listing pages naming the run, three heartbeats, finish; and the dashboard's two
// public answers. It stops by itself after `--rounds` sessions per account, and prints per endpoint the calls, the
// 5xx and 429 answers and the latency (client side: request written → response read; p50, p95, max).
// `--sessions N` (default 16) and `--rounds R` (default 3). Results also go to artifacts/load.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL, PORTS, ROOT, emulatorEnv } from './lib/config.mjs';
import { runScriptUnderEmulators } from './lib/emulatorRun.mjs';
import { run } from './lib/processes.mjs';

const ARTIFACTS = join(ROOT, 'artifacts');
const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
// 16 sessions × 2 starts and finishes a round stay under the per-address limit of the session runs (100 a minute):
// every account here shares one loopback address.
const SESSIONS = argument('--sessions', 16);
const ROUNDS = argument('--rounds', 3);
const PASSWORD = 'LoadTest-2026!';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A new verified account in the Auth emulator, signed in: its ID token. */
async function newAccount(n) {
  const identity = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
  const post = async (path, body, privileged = false) => {
    const res = await fetch(`${identity}/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(privileged ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const email = `load-${Date.now().toString(36)}-${n}@test.example`;
  const { localId } = await post('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true });
  await post('accounts:update', { localId, emailVerified: true }, true);
  return (await post('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).idToken;
}

/** One scripted session as autocannon requests; `record` hears each answer with its endpoint and latency. */
function sessionRequests(community, record) {
  // A request is built just before it is sent (one at a time per connection), so its build time starts the clock.
  const step = ({ endpoint, method = 'GET', path, body, signedIn = true, onAnswer = () => undefined }) => ({
    method,
    path: '/',
    setupRequest: (request, context) => {
      context.sentAt = performance.now();
      const headers = {
        ...(signedIn ? { authorization: `Bearer ${context.token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      };
      return {
        ...request,
        method,
        path: path(context),
        headers,
        ...(body ? { body: JSON.stringify(body(context)) } : {}),
      };
    },
    onResponse: (status, responseBody, context) => {
      record(endpoint, status, performance.now() - context.sentAt);
      onAnswer(status, responseBody, context);
    },
  });
  const listing = (type, query) =>
    step({
      endpoint: `GET /api/reddit/listing (${type})`,
      path: (context) => `/api/reddit/listing?sub=${community}&type=${type}&limit=24${query}&run=${context.runId}`,
    });
  const beat = step({
    endpoint: 'POST /api/sessions/heartbeat',
    method: 'POST',
    path: () => '/api/sessions/heartbeat',
    body: (context) => ({ runId: context.runId, shown: 3 }),
  });
  return [
    step({ endpoint: 'GET /api/stars', path: () => '/api/stars', signedIn: false }),
    step({ endpoint: 'GET /api/stars/thumbnails', path: () => '/api/stars/thumbnails', signedIn: false }),
    step({
      endpoint: 'POST /api/sessions/start',
      method: 'POST',
      path: () => '/api/sessions/start',
      body: () => ({}),
      onAnswer: (status, responseBody, context) => {
        context.runId = status === 200 ? JSON.parse(responseBody).runId : 'none';
      },
    }),
    listing('hot', ''),
    listing('top', '&timeframe=week'),
    beat,
    beat,
    beat,
    step({
      endpoint: 'POST /api/sessions/finish',
      method: 'POST',
      path: () => '/api/sessions/finish',
      body: (context) => ({ runId: context.runId, shown: 3 }),
    }),
  ];
}

async function inner() {
  const seeded = await run('node', ['functions/lib/tools/seed.js'], { env: { ...process.env, ...emulatorEnv() } });
  if (seeded !== 0) return seeded;
  const { SEED_STARS, seededForumCommunities } = await import('../functions/lib/shared/stars.js');
  // A free star's forum community: its listings go through the function to the demo forum, the heavier path.
  const freeStar = SEED_STARS.find((star) => !star.premium);
  const forumCommunity = freeStar && seededForumCommunities(freeStar)[0];
  if (!forumCommunity) throw new Error('no free forum star');
  console.log(`load: signing up ${SESSIONS} accounts…`);
  const tokens = await Promise.all(Array.from({ length: SESSIONS }, (_, n) => newAccount(n)));
  // In production the scheduled refreshCardSnapshot keeps the card images answer stored; the emulators run no
  // scheduler, so one request stands in for its run before the clock starts (without the snapshot, it warmed only the
  // worker that answered it).
  const warm = await fetch(`${APP_URL}/api/stars/thumbnails`);
  if (!warm.ok) throw new Error(`the card images answer failed before the load: ${warm.status}`);

  const answers = new Map();
  const record = (endpoint, status, ms) => {
    const entry = answers.get(endpoint) ?? { statuses: {}, latencies: [] };
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    entry.latencies.push(ms);
    answers.set(endpoint, entry);
  };
  const requests = sessionRequests(forumCommunity, record);
  const { default: autocannon } = await import('autocannon');
  let connection = 0;
  console.log(`load: ${SESSIONS} concurrent sessions, ${ROUNDS} rounds each (${requests.length} requests a round)…`);
  const result = await autocannon({
    url: APP_URL,
    connections: SESSIONS,
    pipelining: 1,
    // Stops by itself: every connection plays its rounds once.
    amount: SESSIONS * ROUNDS * requests.length,
    timeout: 30,
    requests,
    setupClient: (client) => {
      // Each connection is one account: its own token in its own context (kept across its rounds).
      client.requestIterator.initialContext = { token: tokens[connection % tokens.length], runId: 'none' };
      client.requestIterator.resetContext();
      connection += 1;
    },
  });

  const rows = [...answers.entries()].map(([endpoint, { statuses, latencies }]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const count = (predicate) =>
      Object.entries(statuses).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
    return {
      endpoint,
      calls: latencies.length,
      fivexx: count((s) => s >= 500),
      tooMany: count((s) => s === 429),
      otherErrors: count((s) => s >= 400 && s < 500 && s !== 429),
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted.at(-1) ?? NaN),
    };
  });
  const total5xx = rows.reduce((sum, row) => sum + row.fivexx, 0);
  mkdirSync(ARTIFACTS, { recursive: true });
  const summary = {
    sessions: SESSIONS,
    rounds: ROUNDS,
    requests: result.requests.total,
    rps: result.requests.average,
    rows,
    total5xx,
  };
  writeFileSync(join(ARTIFACTS, 'load.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`
  ${SESSIONS} concurrent scripted sessions × ${ROUNDS} rounds on loopback: ${result.requests.total} requests in ${result.duration.toFixed(1)} s (${result.requests.average} a second), ${result.errors} connection errors, ${result.timeouts} timeouts
${rows
  .map(
    (r) =>
      `    ${r.endpoint.padEnd(40)} ${String(r.calls).padStart(5)} calls  5xx ${r.fivexx}  429 ${r.tooMany}  other 4xx ${r.otherErrors}  p50 ${r.p50} ms  p95 ${r.p95} ms  max ${r.max} ms`,
  )
  .join('\n')}
  load: sessions=${SESSIONS} requests=${result.requests.total} fivexx=${total5xx}
  (written to artifacts/load.json)`);
  return total5xx === 0 && result.errors === 0 ? 0 : 1;
}

await runScriptUnderEmulators('scripts/load.mjs', 'load', inner);
