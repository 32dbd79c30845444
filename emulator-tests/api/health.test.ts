import { describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.js';
import { APP_URL, DEMO_EMAIL } from '../support/env.js';

describe('GET /api/health', () => {
  it('when called through Hosting, then it answers ok with a version', async () => {
    const res = await fetch(`${APP_URL}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; version: string };
    expect(body.ok).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('when an unknown API path is called, then it answers a JSON 404', async () => {
    const res = await fetch(`${APP_URL}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: 'Not found', code: 'notFound' });
  });
});

describe('seeded accounts', () => {
  it.each(Object.values(DEMO_EMAIL))(
    'when %s signs in with the demo password, then the Auth emulator issues an ID token',
    async (email) => {
      const { uid, idToken } = await signIn(email);
      expect(uid).toMatch(/^[A-Za-z0-9]+$/);
      expect(idToken.split('.')).toHaveLength(3);
    },
  );
});
