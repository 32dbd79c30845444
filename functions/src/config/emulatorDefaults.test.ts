import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_UPSTREAM_ORIGIN, EMULATOR_APP_ORIGIN } from './emulatorDefaults.js';

const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const emulatorEnv = Object.fromEntries(
  repoFile('functions/.env.demo-starsession')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
);

describe('emulator-mode defaults', () => {
  it('when firebase.json moves the Hosting emulator, then the app origin default follows it', () => {
    const { emulators } = JSON.parse(repoFile('firebase.json')) as {
      emulators: { hosting: { host: string; port: number } };
    };
    expect(EMULATOR_APP_ORIGIN).toBe(`http://${emulators.hosting.host}:${emulators.hosting.port}`);
  });

  it('when the emulator project env points elsewhere, then the defaults are updated with it', () => {
    expect(emulatorEnv.DEMO_UPSTREAM_URL).toBe(DEMO_UPSTREAM_ORIGIN);
    for (const key of ['PUBLIC_APP_URL', 'OFFER_URL_TEMPLATE', 'VEROTEL_STARTORDER_URL']) {
      expect(emulatorEnv[key], key).toMatch(new RegExp(`^${EMULATOR_APP_ORIGIN.replace(/\./g, '\\.')}(/|$)`));
    }
  });
});
