// Thin wrapper so `npm run deploy:setup -- --project <id>` works from the repo root (builds first).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync('node', ['functions/lib/tools/deploySetup.js', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
