import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locateStorageRulesRuntime } from './storageRulesRuntime.mjs';

// The Storage emulator's rules runtime, built on this machine from the Cloud CLI's rules engine (as on CI), and
// spoken to the way firebase-tools speaks to it: one JSON request per line on stdin, one answer per line on stdout.
let sandbox;
let clone;

beforeEach(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'storage-rules-runtime-'));
  clone = join(sandbox, 'clone');
  mkdirSync(clone);
  vi.stubEnv('STORAGE_EMULATOR_BINARY_PATH', '');
  vi.stubEnv('FIREBASE_EMULATORS_PATH', join(sandbox, 'firebase-tools-cache'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(sandbox, { recursive: true, force: true });
});

/** Starts the runtime as firebase-tools does and returns a function that sends one request and awaits its answer. */
function startRuntime(jar) {
  const child = spawn('java', ['-jar', jar, 'serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = new Map();
  const waiting = new Map();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line);
    if (waiting.has(answer.id)) waiting.get(answer.id)(answer);
    else answers.set(answer.id, answer);
  });
  const answerTo = (id) =>
    answers.has(id) ? Promise.resolve(answers.get(id)) : new Promise((resolve) => waiting.set(id, resolve));
  let nextId = 0;
  const send = (request) => {
    const id = nextId++;
    child.stdin.write(`${JSON.stringify({ ...request, id })}\n`);
    return answerTo(id);
  };
  return { ready: answerTo(-1), send, stop: () => child.kill() };
}

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow create: if request.auth != null && request.auth.uid == uid && request.auth.token.admin == true
        && resource == null && request.resource.size < 100;
    }
  }
}`;

/** A create request's variables as firebase-tools writes them (rules values as ExpressionValue JSON). */
function createRequest({ uid, admin = false, size }) {
  const auth =
    uid === undefined
      ? { null_value: null }
      : {
          map_value: {
            fields: {
              uid: { string_value: uid },
              token: { map_value: { fields: { admin: { bool_value: admin } } } },
            },
          },
        };
  return {
    action: 'verify',
    context: {
      rulesetName: 'r0',
      service: 'firebase.storage',
      path: '/b/demo-bucket/o/uploads/ada/clip.mp4',
      method: 'create',
      delimiter: '/',
      variables: {
        resource: { null_value: null },
        request: {
          map_value: {
            fields: {
              auth,
              time: { timestamp_value: '2026-11-27T22:00:00.000Z' },
              resource: {
                map_value: { fields: { size: { int_value: size }, name: { string_value: 'uploads/ada/clip.mp4' } } },
              },
            },
          },
        },
      },
    },
  };
}

describe('the Storage emulator’s rules runtime, built from the Cloud CLI’s rules engine', () => {
  it('when a JDK and the Cloud CLI’s Firestore emulator are there, then it is built once and judges requests by the rules', async () => {
    const jar = locateStorageRulesRuntime({ root: clone });
    expect(jar.startsWith(join(clone, '.cache', 'storage-rules-runtime-'))).toBe(true);
    const builtAt = statSync(jar).mtimeMs;
    expect(locateStorageRulesRuntime({ root: clone })).toBe(jar);
    expect(statSync(jar).mtimeMs).toBe(builtAt);

    const runtime = startRuntime(jar);
    try {
      await runtime.ready;
      const loaded = await runtime.send({
        action: 'load_ruleset',
        context: { rulesetName: 'r0', source: { files: [{ name: 'storage.rules', content: RULES }] } },
      });
      expect(loaded).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });

      const permit = async (request) => (await runtime.send(createRequest(request))).result.permit;
      expect(await permit({ uid: 'ada', admin: true, size: 10 })).toBe(true);
      expect(await permit({ uid: 'ada', admin: false, size: 10 })).toBe(false);
      expect(await permit({ uid: 'bob', admin: true, size: 10 })).toBe(false);
      expect(await permit({ uid: 'ada', admin: true, size: 100 })).toBe(false);
      expect(await permit({ size: 10 })).toBe(false);

      const broken = await runtime.send({
        action: 'load_ruleset',
        context: {
          rulesetName: 'r1',
          source: { files: [{ name: 'storage.rules', content: 'service firebase.storage {' }] },
        },
      });
      expect(broken.errors.join('\n')).toMatch(/^storage\.rules:1:\d+: /);
      expect(broken.result).toBeUndefined();
    } finally {
      runtime.stop();
    }
  }, 60_000);

  it('when STORAGE_EMULATOR_BINARY_PATH names a jar, then that jar is used as it is', () => {
    const jar = join(sandbox, 'cloud-storage-rules-runtime-v1.1.3.jar');
    writeFileSync(jar, '');
    vi.stubEnv('STORAGE_EMULATOR_BINARY_PATH', jar);
    expect(locateStorageRulesRuntime({ root: clone })).toBe(jar);
  });

  it('when firebase-tools has cached Google’s runtime, then that one is used', () => {
    const cache = join(sandbox, 'firebase-tools-cache');
    mkdirSync(cache);
    writeFileSync(join(cache, 'cloud-storage-rules-runtime-v1.1.3.jar'), '');
    expect(locateStorageRulesRuntime({ root: clone })).toBe(join(cache, 'cloud-storage-rules-runtime-v1.1.3.jar'));
  });

  it('when there is no rules engine to build on, then the message says what to install', () => {
    // A PATH with a Java but neither gcloud nor javac, and no install folders to try: the machine's Cloud CLI stays
    // hidden.
    const bin = join(sandbox, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'java'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    vi.stubEnv('PATH', bin);
    expect(() => locateStorageRulesRuntime({ root: clone, sdkRoots: [] })).toThrow(
      /^No Cloud Storage rules runtime found.*\n.*JDK 17\+.*google-cloud-cli-firestore-emulator.*\n.*STORAGE_EMULATOR_BINARY_PATH.*\n.*setup:emulators:storage/,
    );
  });
});
