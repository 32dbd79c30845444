// What `npm run cost` does with what it counted: totals by collection and function, future TTL deletes, the busiest
// documents, and the price at list prices. Pure: scripts/cost.mjs gathers the counts, this module only reads them.

/**
 * List prices (USD), as published on each product's pricing page in 2026; docs/operations.md "What a visitor day
 * costs" names them. Firestore: Standard edition, multi-region nam5/eur3. Functions: Cloud Run functions (2nd gen)
 * request-based billing, tier-1 region. Hosting: Firebase Hosting data transfer. Media from storage: Cloud CDN cache
 * egress (Europe/North America, first 10 TiB). LLM: one call of a small chat model (about 700 prompt and 150
 * completion tokens at $0.15 and $0.60 per million).
 */
export const LIST_PRICES = {
  firestoreReadPer100k: 0.06,
  firestoreWritePer100k: 0.18,
  firestoreDeletePer100k: 0.02,
  functionRequestPerMillion: 0.4,
  functionVcpuSecond: 0.000024,
  functionGibSecond: 0.0000025,
  hostingPerGb: 0.15,
  cdnEgressPerGb: 0.08,
  llmCall: 0.0002,
};

/**
 * An instance's own upkeep: what each instance reads or writes on its own clock, whoever it serves (the star
 * catalogue every 30 s, the blocklist's version every 15 s and the list after a removal, the AI budget's day total
 * every 10 s, its media-health counts every 30 s). On the emulators one visitor has the instances to themself, so
 * these are measured per instance-minute and shared out over a day's visitors instead (`upkeepPerVisitor`).
 */
const INSTANCE_UPKEEP = {
  read: ['star_catalogue', 'blocklist_version', 'blocked_media', 'llm_budget', 'llm_budget_shards'],
  write: ['media_health'],
};
/** The fleet the upkeep is priced for: every HTTP function's instances at their maximum all day (worst case). */
export const FLEET_INSTANCES = 100 + 20;
/** The daily visitors the `cost:` line shares the fleet's upkeep over. */
export const COST_LINE_DAILY_VISITORS = 100_000;

/** The vCPU and memory an HTTP function request is priced at (firebase `api`: 1 vCPU, 512 MiB). */
const REQUEST_VCPU = 1;
const REQUEST_GIB = 0.5;
const GB = 1e9;
const SECONDS_PER_DAY = 86_400;

function add(map, key, field, amount) {
  const entry = map.get(key) ?? { reads: 0, writes: 0, deletes: 0 };
  entry[field] += amount;
  map.set(key, entry);
}

/** A request path with its ids folded, so that one route is one row: `/api/session/runs/abc123/beat` → `…/:id/beat`. */
export function routeOf(path) {
  return path
    .split('/')
    .map((part) => (/^[A-Za-z0-9_-]{16,}$/.test(part) || /^\d+$/.test(part) ? ':id' : part))
    .join('/');
}

/**
 * Totals of one visitor day.
 * - `serverLines`: the functions' operation log (functions/src/tools/operationLog.ts);
 * - `clientTally`: the page's Firestore tally (web/src/lib/firebase/countedFirestore.ts);
 * - `ttlCollections`: collection groups with a TTL policy (firestore.indexes.json): each document written there is
 *   deleted once, later, by Firestore (billed as a delete), unless the day deleted it already;
 * - `browserBytes`: bytes the page received, by where they came from;
 * - `llmCalls`: calls the instruction writer received.
 */
export function summarizeDay({ serverLines, clientTally, ttlCollections, browserBytes, llmCalls }) {
  const byCollection = new Map();
  const byRequest = new Map();
  const documentWrites = new Map();
  const deletedNow = new Set();
  const writtenInTtl = new Set();
  const functions = new Map();
  const routes = new Map();
  let functionBytes = 0;
  let apiMediaBytes = 0;
  let requestSeconds = 0;
  let invocations = 0;

  const upkeep = { reads: 0, writes: 0 };
  const lifetimes = new Map();
  const upkeepDocuments = new Set();
  const firestoreOperation = (line, side) => {
    if (side === 'server' && INSTANCE_UPKEEP[line.kind]?.includes(line.collection)) {
      upkeep[line.kind === 'read' ? 'reads' : 'writes'] += line.count;
      if (line.kind === 'write' && line.document) upkeepDocuments.add(line.document);
      return;
    }
    const field = line.kind === 'read' ? 'reads' : line.kind === 'write' ? 'writes' : 'deletes';
    add(byCollection, `${line.collection} (${side})`, field, line.count);
    if (side === 'server')
      add(byRequest, line.during ? routeOf(line.during) : '(no request: timers)', field, line.count);
    if (line.kind === 'write' && line.document) {
      documentWrites.set(line.document, (documentWrites.get(line.document) ?? 0) + line.count);
      if (ttlCollections.includes(line.collection)) writtenInTtl.add(line.document);
    }
    if (line.kind === 'delete' && line.document) deletedNow.add(line.document);
  };

  for (const line of serverLines) {
    if (line.pid !== undefined && line.at !== undefined) {
      const span = lifetimes.get(line.pid) ?? { from: line.at, to: line.at };
      lifetimes.set(line.pid, { from: Math.min(span.from, line.at), to: Math.max(span.to, line.at) });
    }
    if (line.kind !== 'request') {
      firestoreOperation(line, 'server');
      continue;
    }
    invocations += 1;
    functionBytes += line.bytes;
    apiMediaBytes += line.mediaBytes;
    requestSeconds += line.ms / 1000;
    functions.set(line.fn, (functions.get(line.fn) ?? 0) + 1);
    const route = `${line.fn} ${routeOf(line.path)}`;
    const row = routes.get(route) ?? { calls: 0, bytes: 0, fivexx: 0 };
    row.calls += 1;
    row.bytes += line.bytes;
    if (line.status >= 500) row.fivexx += 1;
    routes.set(route, row);
  }
  for (const entry of clientTally) firestoreOperation(entry, 'browser');

  const totals = { reads: 0, writes: 0, deletes: 0 };
  for (const entry of byCollection.values()) {
    totals.reads += entry.reads;
    totals.writes += entry.writes;
    totals.deletes += entry.deletes;
  }
  const ttlDeletes = [...writtenInTtl].filter((doc) => !deletedNow.has(doc)).length;
  const busiestDocuments = [...documentWrites.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([document, writes]) => ({ document, writes }));

  // Each process the functions ran in is an instance, alive from its first line to its last (at least a minute).
  const instanceMinutes = [...lifetimes.values()].reduce(
    (sum, { from, to }) => sum + Math.max(1, (to - from) / 60_000),
    0,
  );
  return {
    upkeep: { ...upkeep, instanceMinutes, writtenDocuments: upkeepDocuments.size },
    reads: totals.reads,
    writes: totals.writes,
    deletes: totals.deletes + ttlDeletes,
    ttlDeletes,
    invocations,
    functions: Object.fromEntries(functions),
    routes: Object.fromEntries([...routes.entries()].sort((a, b) => b[1].calls - a[1].calls)),
    byCollection: Object.fromEntries([...byCollection.entries()].sort((a, b) => a[0].localeCompare(b[0]))),
    byRequest: Object.fromEntries([...byRequest.entries()].sort((a, b) => a[0].localeCompare(b[0]))),
    busiestDocuments,
    functionBytes,
    apiMediaBytes,
    requestSeconds,
    browserBytes,
    llmCalls,
  };
}

/**
 * The upkeep one visitor's day carries when a fleet of `instances` runs all day for `dailyVisitors`: the upkeep
 * measured per instance-minute, times the fleet's instance-minutes, shared out.
 */
export function upkeepPerVisitor(day, dailyVisitors, instances = FLEET_INSTANCES) {
  const minutes = day.upkeep.instanceMinutes || 1;
  const share = (instances * 1440) / dailyVisitors;
  return { reads: (day.upkeep.reads / minutes) * share, writes: (day.upkeep.writes / minutes) * share };
}

/** The visitor's own operations plus their share of the upkeep at `dailyVisitors`, whole operations. */
export function visitorDay(day, dailyVisitors = COST_LINE_DAILY_VISITORS) {
  const share = upkeepPerVisitor(day, dailyVisitors);
  return {
    ...day,
    reads: Math.ceil(day.reads + share.reads),
    writes: Math.ceil(day.writes + share.writes),
  };
}

/** The day's price in USD, line by line, at `prices`. */
export function priceDay(day, prices = LIST_PRICES) {
  const storageBytes = day.browserBytes.storage ?? 0;
  const lines = {
    firestoreReads: (day.reads / 1e5) * prices.firestoreReadPer100k,
    firestoreWrites: (day.writes / 1e5) * prices.firestoreWritePer100k,
    firestoreDeletes: (day.deletes / 1e5) * prices.firestoreDeletePer100k,
    functionRequests: (day.invocations / 1e6) * prices.functionRequestPerMillion,
    // An upper bound: each request priced as if it held an instance alone (concurrency shares instances).
    functionTime:
      day.requestSeconds * (REQUEST_VCPU * prices.functionVcpuSecond + REQUEST_GIB * prices.functionGibSecond),
    // Everything a function answers leaves through Hosting; so does the app's own static files.
    hostingTransfer: ((day.functionBytes + (day.browserBytes.hosting ?? 0)) / GB) * prices.hostingPerGb,
    mediaFromStorage: (storageBytes / GB) * prices.cdnEgressPerGb,
    llm: day.llmCalls * prices.llmCall,
  };
  const perDay = Object.values(lines).reduce((sum, value) => sum + value, 0);
  return { lines, perVisitorDay: perDay, per1000: perDay * 1000 };
}

/**
 * Writes per second on each document every visitor shares, when `dailyVisitors` each write as this day did, spread
 * evenly over the day. `familyOf` names a document's family and how many documents it is spread over (random shards:
 * `{ family, documents }`); a visitor's own documents (`isShared` false) do not grow with the number of visitors.
 * Busiest first.
 */
export function sharedWriteRates(day, { isShared, familyOf, dailyVisitors }) {
  const families = new Map();
  for (const { document, writes } of day.busiestDocuments) {
    if (!isShared(document)) continue;
    const { family, documents } = familyOf(document);
    const entry = families.get(family) ?? { family, documents, writes: 0 };
    entry.writes += writes;
    families.set(family, entry);
  }
  return [...families.values()]
    .map((entry) => ({ ...entry, writesPerSecond: (entry.writes * dailyVisitors) / SECONDS_PER_DAY / entry.documents }))
    .sort((a, b) => b.writesPerSecond - a.writesPerSecond);
}

/** The one line `npm run cost` ends with (docs/operations.md keeps the latest verbatim). */
export function costLine(day, price) {
  return `cost: writes=${day.writes} reads=${day.reads} deletes=${day.deletes} invocations=${day.invocations} apiMediaBytes=${day.apiMediaBytes} llmCalls=${day.llmCalls} usdPer1000=${price.per1000.toFixed(2)}`;
}
