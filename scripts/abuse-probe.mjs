// `node scripts/abuse-probe.mjs` against a running `npm start` (loopback only, bounded loops): replays the
// media and listing abuse of docs/product-rules.md "Abuse limits" and prints one figure per attack.
import { APP_URL, DEMO_UPSTREAM_URL, PORTS, demoState } from './lib/config.mjs';

const { password, emailOf } = await demoState();
const AUTH = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
const FREE_SUB = 'MarloweMoments';
const PREMIUM_SUB = 'TessaWrenShots';
const LEAK_FETCHES = 50;
const FORGED_CURSORS = 300;

async function idToken(email) {
  const res = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`sign-in failed for ${email}`);
  return body.idToken;
}

const stats = async () => (await fetch(`${DEMO_UPSTREAM_URL}/__demo/stats`)).json();
const get = (path, token, headers = {}) =>
  fetch(`${APP_URL}${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const videoIdOf = (url) => /redgifs\.com\/(?:watch|ifr)\/([a-z0-9]+)/.exec(url ?? '')?.[1] ?? null;

async function videoIds(sub, token) {
  const res = await get(`/api/reddit/listing?sub=${sub}&type=top&timeframe=all&limit=60`, token);
  const body = await res.json();
  return (body.items ?? []).map((item) => videoIdOf(item.url)).filter(Boolean);
}

const [unverified, free, premium] = await Promise.all(
  ['unverified', 'free', 'premium'].map((role) => idToken(emailOf(role))),
);

// Attack 3a: an unverified account resolves a premium community's video.
const premiumVideo = (await videoIds(PREMIUM_SUB, premium))[0];
const unverifiedResolve = await get(`/api/redgifs/resolve?u=${premiumVideo}`, unverified);
const freeResolve = await get(`/api/redgifs/resolve?u=${premiumVideo}`, free);
console.log(
  `resolve of a premium community's video: unverified ${unverifiedResolve.status}, free ${freeResolve.status}`,
);

// Attack 3b: a leaked stream link, fetched tokenless from other addresses and from its own.
const freeVideo = (await videoIds(FREE_SUB, free))[0];
const resolved = await get(`/api/redgifs/resolve?u=${freeVideo}`, free);
if (resolved.status === 200) {
  const link = `${APP_URL}${(await resolved.json()).url}`;
  // From other addresses (the link posted somewhere), then from the resolver's own address (a scraper).
  const sources = [
    ['other addresses', (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` })],
    ['the same address', () => ({})],
  ];
  for (const [label, headersFor] of sources) {
    const before = (await stats()).mediaRequests.video;
    const statuses = {};
    for (let i = 0; i < LEAK_FETCHES; i += 1) {
      const res = await fetch(link, { headers: headersFor(i) });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    const upstream = (await stats()).mediaRequests.video - before;
    console.log(
      `${LEAK_FETCHES} fetches of a leaked stream link from ${label}: ${JSON.stringify(statuses)}, ${upstream} upstream downloads`,
    );
  }
} else {
  console.log(`free user's resolve answered ${resolved.status}; no link to leak`);
}

// Attack 4: made-up listing cursors, one address.
const before = (await stats()).listingRequests;
const statuses = {};
for (let i = 0; i < FORGED_CURSORS; i += 1) {
  const res = await get(`/api/reddit/listing?sub=${FREE_SUB}&type=hot&limit=5&after=t3_forged${i}`, null, {
    'x-forwarded-for': '198.51.100.7',
  });
  await res.arrayBuffer();
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
}
const upstream = (await stats()).listingRequests - before;
console.log(`${FORGED_CURSORS} forged cursors: ${JSON.stringify(statuses)}, ${upstream} upstream listing calls`);
