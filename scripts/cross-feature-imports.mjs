// `node scripts/cross-feature-imports.mjs`: lists and counts the non-test import statements (static, dynamic,
// re-export) from one web/src/features/<a>/ into another features/<b>/. Lint refuses new ones (eslint.config.js);
// this prints the figure for docs/architecture.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
const root = resolve(process.argv[2] ?? '.', 'web/src');
const files = readdirSync(join(root, 'features'), { recursive: true })
  .map((f) => join(root, 'features', f))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
let n = 0;
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  for (const m of src.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)) {
    const target = relative(root, resolve(dirname(f), m[1])).split('/');
    const own = relative(root, f).split('/');
    if (target[0] === 'features' && target[1] !== own[1]) {
      n++;
      console.log(`${relative(root, f)} -> ${target.join('/')}`);
    }
  }
}
console.log(n);
