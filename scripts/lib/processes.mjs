// Child-process helpers shared by `npm start` and `npm test`: every long-lived child runs in its own
// process group so that stopping kills its whole tree (java, node workers), leaving no orphans.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

export async function runOrExit(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Installs dependencies on a fresh clone (or after the lockfile changed). */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm ci)…');
  await runOrExit('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
}

const services = [];

/** Starts a long-lived child in its own process group and remembers it for stopAll(). */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
  const service = { name, child, exited: false };
  child.on('exit', () => {
    service.exited = true;
  });
  services.push(service);
  return service;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every started service (SIGTERM, then SIGKILL after a grace period), newest first. */
export async function stopAll(graceMs = 8000) {
  const live = services.filter((s) => !s.exited).reverse();
  for (const s of live) killGroup(s.child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (live.some((s) => !s.exited) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const s of live) if (!s.exited) killGroup(s.child, 'SIGKILL');
}

function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(false);
    });
    socket.once('error', () => resolvePromise(true));
  });
}

/** Exits with a clear message if a port stays busy; waits a little first, since a previous run may still be closing. */
export async function assertPortsFree(ports, graceMs = 15_000) {
  const deadline = Date.now() + graceMs;
  let busy = [];
  do {
    busy = [];
    for (const [name, port] of Object.entries(ports)) {
      if (!(await isPortFree(port))) busy.push(`${name} (${port})`);
    }
    if (busy.length > 0) await new Promise((r) => setTimeout(r, 500));
  } while (busy.length > 0 && Date.now() < deadline);
  if (busy.length > 0) {
    console.error(
      `✖ These ports are in use: ${busy.join(', ')}. Stop whatever holds them (another npm start?) and retry.`,
    );
    process.exit(1);
  }
}

/** Polls a URL until it answers 2xx, or fails after timeoutMs. */
export async function waitForUrl(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the process serving it exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}`);
}

/**
 * Calls `onOrphaned` when the process that started us goes away. `npm start` runs us under `sh -c`,
 * and a SIGTERM sent to npm stops npm and sh without reaching us, so we notice and clean up ourselves.
 */
export function watchParent(onOrphaned, intervalMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, intervalMs);
  timer.unref();
}
