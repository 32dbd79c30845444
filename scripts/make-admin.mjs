// Thin wrapper so `npm run make-admin -- <email|uid>` works from the repo root after a build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('functions/lib/tools/makeAdmin.js'))
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { stdio: 'inherit' });
const r = spawnSync('node', ['functions/lib/tools/makeAdmin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
