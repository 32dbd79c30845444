import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Vitest global setup: the compiled catalogs exist (they are build output), so a test may switch language. */
export default function compileCatalogs(): void {
  execFileSync('node', [fileURLToPath(new URL('../../scripts/i18n.mjs', import.meta.url)), 'compile'], {
    stdio: 'inherit',
  });
}
