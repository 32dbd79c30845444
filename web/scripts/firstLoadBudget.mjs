// The pure core of the first-load size budget (`scripts/size-budget.mjs`): which built JS files a
// signed-out visitor's dashboard loads on its static path, read off Vite's manifest.

/** 1 kB = 1000 bytes, as Vite prints its gzip column. */
export const KB = 1000;

/** A signed-out visitor's dashboard loads at most 150 kB of gzipped JS (docs/architecture.md, First-load budget). */
export const FIRST_LOAD_BUDGET_BYTES = 150 * KB;

/**
 * The JS files on the critical path, in load order. `path` is a list of manifest keys: the first is
 * the HTML entry; each next one is a dynamic entry that an earlier chunk imports on demand and the
 * page waits for (e.g. the app chunk loaded once the age gate is confirmed). Every chunk's static
 * `imports` come along, transitively. A key marked `optional` may be bundled statically instead
 * (then it is not in the manifest and already counted); a missing required key is an error, so the
 * budget cannot silently measure a path that no longer exists.
 * @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }>} manifest
 * @param {{ key: string, optional?: boolean }[]} path
 * @returns {{ key: string, file: string }[]}
 */
export function criticalPathChunks(manifest, path) {
  const files = [];
  const seen = new Set();
  const dynamicReachable = new Set();
  const add = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.push({ key, file: chunk.file });
    for (const dep of chunk.imports ?? []) add(dep);
    for (const dep of chunk.dynamicImports ?? []) dynamicReachable.add(dep);
  };
  path.forEach(({ key, optional = false }, index) => {
    if (!(key in manifest)) {
      if (optional) return;
      throw new Error(`first-load path: "${key}" is not in the build manifest (renamed or no longer split?)`);
    }
    if (index === 0 && !manifest[key].isEntry) throw new Error(`first-load path: "${key}" is not an entry`);
    if (index > 0 && !seen.has(key) && !dynamicReachable.has(key)) {
      throw new Error(`first-load path: nothing loaded before "${key}" imports it`);
    }
    add(key);
  });
  return files;
}

/**
 * Sizes the files, totals them and compares with the budget.
 * @param {{ key: string, file: string }[]} chunks
 * @param {(file: string) => number} gzipBytes
 * @param {number} budgetBytes
 */
export function budgetReport(chunks, gzipBytes, budgetBytes) {
  const rows = chunks.map(({ file }) => ({ file, gzip: gzipBytes(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  return { rows, total, budget: budgetBytes, ok: total <= budgetBytes };
}

const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;

/** The lines `npm test` prints. */
export function formatBudgetReport({ rows, total, budget, ok }, subject = 'dashboard first-load JS') {
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  return [
    ...rows.map((r) => `  ${r.file.padEnd(width)} ${kb(r.gzip).padStart(10)}`),
    `  ${'total'.padEnd(width)} ${kb(total).padStart(10)}  (budget ${kb(budget)}, gzip)`,
    ok ? `✔ ${subject} within budget` : `✖ ${subject} is ${kb(total - budget)} over budget`,
  ].join('\n');
}
