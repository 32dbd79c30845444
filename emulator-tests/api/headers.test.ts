import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@shared/api/paths';
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { APP_URL, AUTH_EMULATOR, DEMO_UPSTREAM_URL, STORAGE_EMULATOR } from '../support/env.js';
import { call } from './support/http.js';

const STORAGE_ORIGIN = `http://${STORAGE_EMULATOR.host}:${STORAGE_EMULATOR.port}`;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers on every Hosting page', () => {
  it.each(['/', '/dashboard', '/premium', '/no-such-page', '/favicon.svg'])(
    'when %s is loaded, then it carries the CSP and the hardening headers',
    async (path) => {
      const res = await fetch(`${APP_URL}${path}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      for (const name of ['default-src', 'script-src', 'connect-src', 'img-src', 'media-src', 'frame-src']) {
        expect(csp.get(name), name).toContain("'self'");
      }
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      // Emulator mode: the Auth emulator (REST and its auth frames) and the demo media source are allowed.
      expect(csp.get('connect-src')).toContain(AUTH_EMULATOR);
      expect(csp.get('frame-src')).toContain(AUTH_EMULATOR);
      expect(csp.get('media-src')).toContain(DEMO_UPSTREAM_URL);
      expect(csp.get('img-src')).toContain(DEMO_UPSTREAM_URL);
      // The Storage emulator: admins' uploads (connect) and the renditions' links (images, video).
      for (const name of ['connect-src', 'img-src', 'media-src']) expect(csp.get(name), name).toContain(STORAGE_ORIGIN);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      // Devices: exactly the one local Intiface address the app connects to by default, no other WebSocket.
      expect((csp.get('connect-src') ?? []).filter((source) => /^wss?:/.test(source))).toEqual([DEVICE_SERVER_DEFAULT]);

      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
      const permissions = res.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=()');
      // The session keeps the screen on and goes fullscreen.
      expect(permissions).toContain('fullscreen=(self)');
      expect(permissions).toContain('screen-wake-lock=(self)');
    },
  );

  // Hosting serves these in the visitor's language (i18n): a browser must not keep one language's copy after a switch.
  it.each(['/dashboard', '/manifest.webmanifest', '/manifest-neutral.webmanifest'])(
    'when %s is loaded, then the browser revalidates it and caches know it varies by language',
    async (path) => {
      const res = await fetch(`${APP_URL}${path}`, { headers: { 'Accept-Language': 'de-DE' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
    },
  );

  it('when deployed, the policy in firebase.json matches csp.config.json and is https-only', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const check = spawnSync(process.execPath, ['scripts/csp.mjs', '--check'], { cwd: root, encoding: 'utf8', env: {} });
    expect(check.status, check.stderr).toBe(0);
  });
});

describe('API headers (helmet)', () => {
  it.each([API_PATHS.health, API_PATHS.adminStats, '/api/no-such-route'])(
    'when %s answers, then it carries the helmet headers',
    async (path) => {
      // (X-Powered-By is checked in functions/src/app.test.ts: the emulator's own proxy adds one here.)
      const res = await call(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    },
  );
});
