// `npm run fuzz` (not part of `npm test`): builds, starts the emulators (run it inside `unshare -n`,
// see docs/operations.md), seeds the demo state, then sends generated requests to every API endpoint through
// Hosting and prints per endpoint: requests, 2xx/4xx/5xx and accounts changed that should not have.
// A change is expected only when a 2xx answer explains it (see `allowedChange`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL, PORTS, ROOT, demoState, emulatorEnv } from './lib/config.mjs';
import { fuzzTargets } from './lib/fuzzTargets.mjs';
import { fuzzState } from './lib/fuzzState.mjs';
import { demoParam, demoSecret } from './lib/projectConfig.mjs';

const PER_ENDPOINT = Number(process.env.FUZZ_REQUESTS ?? 1000);
// The Functions emulator starts one runtime per request in flight; more than a couple at once on a
// busy machine makes it time out loading the code and spawn more. Loopback only, bounded.
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

if (process.argv[2] !== '--inside') {
  const { runUnderEmulators } = await import('./lib/emulatorRun.mjs');
  const { ensureInstalled, runOrExit } = await import('./lib/processes.mjs');
  await ensureInstalled();
  await runOrExit('build', 'npm', ['run', '--silent', 'build']);
  process.exit(await runUnderEmulators('node scripts/fuzz.mjs --inside'));
}

Object.assign(process.env, emulatorEnv());
const { password: DEMO_PASSWORD, emailOf } = await demoState();
const fc = (await import('fast-check')).default;
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');

const seeded = spawnSync('node', ['functions/lib/tools/seed.js'], { cwd: ROOT, stdio: 'inherit', env: process.env });
if (seeded.status !== 0) process.exit(1);

const adminApp = initializeApp({ projectId: emulatorEnv().GCLOUD_PROJECT }, 'fuzz');
const db = getFirestore(adminApp);
const auth = getAuth(adminApp);

// ---- Accounts of every role ------------------------------------------------------------------

const IDENTITY = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
async function identity(path, body, privileged = false) {
  const res = await fetch(`${IDENTITY}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(privileged ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${json.error?.message ?? res.status}`);
  return json;
}
const signIn = async (email) => {
  const r = await identity('accounts:signInWithPassword', { email, password: DEMO_PASSWORD, returnSecureToken: true });
  return { uid: r.localId, token: r.idToken };
};
async function freshAccount(tag, setup) {
  const email = `fuzz-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@test.example`;
  const r = await identity('accounts:signUp', { email, password: DEMO_PASSWORD, returnSecureToken: true });
  await identity('accounts:update', { localId: r.localId, emailVerified: true }, true);
  await setup?.(r.localId);
  return signIn(email);
}

const roles = {
  unverified: [await signIn(emailOf('unverified'))],
  free: [await signIn(emailOf('free'))],
  premium: [await signIn(emailOf('premium'))],
  admin: [await signIn(emailOf('admin'))],
  affiliate: [await signIn(emailOf('affiliate'))],
};
// Fresh accounts spread the per-user rate limits, so more requests reach the handlers.
for (let i = 0; i < 4; i += 1) roles.free.push(await freshAccount('free'));
for (let i = 0; i < 2; i += 1) {
  roles.premium.push(
    await freshAccount('premium', (uid) =>
      db.doc(`users/${uid}`).set({ premium: true, premiumSources: ['granted'], createdAt: new Date() }),
    ),
  );
  roles.admin.push(
    await freshAccount('admin', (uid) =>
      auth.setCustomUserClaims(uid, { admin: true, reviewer: true, custodian: true }),
    ),
  );
}
const knownUids = Object.values(roles).flatMap((list) => list.map((a) => a.uid));

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const freeToken = roles.free[0].token;
const forgedTokens = [
  'garbage',
  `${freeToken.slice(0, -6)}AAAAAA`,
  // A payload claiming admin with a made-up RS256 signature.
  `${b64({ alg: 'RS256', kid: 'x', typ: 'JWT' })}.${b64({ sub: roles.free[0].uid, admin: true, aud: 'demo-starsession', iss: 'https://securetoken.google.com/demo-starsession', exp: 4102444800, iat: 1 })}.c2lnbmF0dXJl`,
  // Another project's audience.
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: roles.admin[0].uid, user_id: roles.admin[0].uid, admin: true, aud: 'other-project', iss: 'https://securetoken.google.com/other-project', exp: 4102444800, iat: 1, auth_time: 1 })}.`,
  // Expired.
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: roles.free[0].uid, user_id: roles.free[0].uid, aud: 'demo-starsession', iss: 'https://securetoken.google.com/demo-starsession', exp: 1000, iat: 1, auth_time: 1 })}.`,
  'x'.repeat(5000),
];
const ROLE_NAMES = ['none', 'unverified', 'free', 'premium', 'admin', 'affiliate', 'forged'];
const { ENDPOINTS, requestArb } = fuzzTargets({
  knownUids,
  appUrl: APP_URL,
  roleNames: ROLE_NAMES,
  shopId: demoParam('VEROTEL_SHOP_ID'),
});
const { snapshot, changes, allowedChange } = fuzzState(db);

function tokenFor(role, pick) {
  if (role === 'none') return null;
  if (role === 'forged') return forgedTokens[pick % forgedTokens.length];
  const list = roles[role];
  return list[pick % list.length];
}

function stringifyQuery(query) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return params.toString();
}

/** The query as the server reads it, with FlexPay's signature by the demo key (functions/src/domain/verotel.ts). */
function flexPaySigned(query) {
  const params = Object.fromEntries(new URLSearchParams(stringifyQuery(query)));
  delete params.signature;
  const pairs = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`);
  const key = demoSecret('VEROTEL_SIGNATURE_KEY');
  return {
    ...params,
    signature: createHash('sha256')
      .update([key, ...pairs].join(':'), 'utf8')
      .digest('hex'),
  };
}

function buildRequest(r) {
  const headers = {};
  for (const [k, v] of Object.entries(r.headers)) if (v !== '' && /^[\t\x20-\x7e]*$/.test(v)) headers[k] = v;
  const account = tokenFor(r.role, r.pick);
  if (typeof account === 'string') headers.authorization = `Bearer ${account}`;
  else if (account) headers.authorization = `Bearer ${account.token}`;
  const query = stringifyQuery(r.sign ? flexPaySigned(r.query) : r.query);
  let body;
  if (r.method !== 'GET' && r.method !== 'HEAD') {
    switch (r.mode) {
      case 'json':
        body = JSON.stringify(r.body ?? {});
        headers['content-type'] = 'application/json';
        break;
      case 'randomJson':
        body = JSON.stringify(r.randomJson);
        headers['content-type'] = 'application/json';
        break;
      case 'malformed':
        body = `{"a": ${JSON.stringify(r.body ?? {}).slice(0, 50)}`;
        headers['content-type'] = 'application/json';
        break;
      case 'form':
        body = stringifyQuery(r.body ?? {});
        headers['content-type'] = 'application/x-www-form-urlencoded';
        break;
      case 'text':
        body = JSON.stringify(r.body ?? {});
        headers['content-type'] = 'text/plain';
        break;
      case 'huge':
        body = JSON.stringify({ pad: 'x'.repeat(40_000) });
        headers['content-type'] = 'application/json';
        break;
      default:
        break;
    }
  }
  return {
    method: r.method,
    url: `${APP_URL}${r.path}${query ? `?${query}` : ''}`,
    headers,
    body,
    uid: account?.uid ?? null,
    role: r.role,
    input: r.body,
  };
}

// ---- Run -------------------------------------------------------------------------------------

async function send(req) {
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  } catch (error) {
    return { status: 0, text: String(error), json: undefined };
  }
}

// Warm one runtime first, so the run measures the app, not the emulator's cold starts.
for (
  let i = 0;
  i < 120 && (await send({ url: `${APP_URL}/api/health`, method: 'GET', headers: {} })).status !== 200;
  i += 1
) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const results = [];
// Stops the run when the emulator itself keeps failing (not our app answering), instead of piling on.
let emulatorFailuresInARow = 0;
let totalUnexpected = 0;
const started = Date.now();
for (const [index, endpoint] of ENDPOINTS.entries()) {
  const samples = fc.sample(requestArb(endpoint), { numRuns: PER_ENDPOINT, seed: SEED + index });
  const before = await snapshot();
  const counts = { requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, failed: 0, s429: 0 };
  const accepted = [];
  const errors = [];
  let next = 0;
  async function worker() {
    while (next < samples.length) {
      const req = buildRequest(samples[next++]);
      const res = await send(req);
      counts.requests += 1;
      const ours = res.status === 0 ? false : res.json !== undefined || res.status < 500;
      emulatorFailuresInARow = ours ? 0 : emulatorFailuresInARow + 1;
      if (emulatorFailuresInARow > 50) throw new Error('The emulator keeps failing to answer; stopping the fuzz run.');
      if (res.status === 0) counts.failed += 1;
      else if (res.status >= 500) {
        counts.s5xx += 1;
        if (errors.length < 5)
          errors.push({
            method: req.method,
            url: req.url.slice(0, 300),
            role: req.role,
            body: String(req.body ?? '').slice(0, 300),
            status: res.status,
            answer: res.text.slice(0, 200),
          });
      } else if (res.status >= 400) {
        counts.s4xx += 1;
        if (res.status === 429) counts.s429 += 1;
      } else if (res.status >= 300) counts.s3xx += 1;
      else {
        counts.s2xx += 1;
        if (req.method !== 'GET')
          accepted.push({
            endpoint: endpoint.name,
            method: req.method,
            uid: req.uid,
            input: req.input,
            json: res.json,
          });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const changed = changes(before, await snapshot());
  const unexpected = changed.filter((c) => !allowedChange(c, accepted, changed));
  totalUnexpected += unexpected.length;
  results.push({
    endpoint: endpoint.name,
    ...counts,
    unexpectedChanges: unexpected.length,
    unexpected: unexpected.slice(0, 5),
    errors,
  });
  const line = `${endpoint.name.padEnd(36)} ${String(counts.requests).padStart(5)} req  2xx ${String(counts.s2xx).padStart(4)}  3xx ${String(counts.s3xx).padStart(4)}  4xx ${String(counts.s4xx).padStart(4)} (429: ${String(counts.s429).padStart(4)})  5xx ${String(counts.s5xx).padStart(3)}  no answer ${counts.failed}  unexpected changes ${unexpected.length}`;
  console.log(line);
  for (const e of errors) console.log(`    5xx: ${JSON.stringify(e)}`);
  for (const u of unexpected.slice(0, 3)) console.log(`    changed: ${JSON.stringify(u).slice(0, 400)}`);
}

const total = results.reduce((sum, r) => sum + r.requests, 0);
const total5xx = results.reduce((sum, r) => sum + r.s5xx + r.failed, 0);
console.log(
  `\n${String(results.length)} endpoints, ${String(total)} requests in ${String(Math.round((Date.now() - started) / 1000))} s: 5xx/no answer ${String(total5xx)}, unexpected changes ${String(totalUnexpected)}`,
);
const reportDir = join(ROOT, '.cache', 'reports');
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  join(reportDir, 'fuzz.json'),
  JSON.stringify({ seed: SEED, perEndpoint: PER_ENDPOINT, results }, null, 2),
);
process.exit(total5xx === 0 && totalUnexpected === 0 ? 0 : 1);
