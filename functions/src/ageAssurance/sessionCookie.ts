// The `__session` cookie: the only cookie Firebase Hosting forwards to a function, so the proof and a
// pending check share it (one at a time). HttpOnly, SameSite=Lax (the provider sends the browser back
// by a top-level GET), Secure outside the emulator.
import type { Request, Response } from 'express';
import { runningInEmulator } from '../config/runtime.js';

const SESSION_COOKIE = '__session';
const MAX_COOKIE_CHARS = 2048;

/** The raw `__session` value the request carries, or null. */
export function readSessionCookie(req: Request): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 && value.length <= MAX_COOKIE_CHARS ? value : null;
    }
  }
  return null;
}

/** Sets the cookie; `maxAgeMs` null makes it a browser-session cookie (gone when the browser closes). */
export function writeSessionCookie(res: Response, value: string, maxAgeMs: number | null): void {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !runningInEmulator(),
    path: '/',
    ...(maxAgeMs === null ? {} : { maxAge: maxAgeMs }),
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: !runningInEmulator(), path: '/' });
}
