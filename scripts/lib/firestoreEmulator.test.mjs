import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locateFirestoreEmulator } from './firestoreEmulator.mjs';

// A newcomer's first run: a fresh clone and a HOME with no emulator anywhere. PATH holds only the stand-ins below,
// so neither this machine's Google Cloud CLI nor a global firebase is found; sdkRoots: [] hides its install folder.
const FIREBASE_TOOLS_JAR = 'cloud-firestore-emulator-v1.19.8.jar';
const MACHINE_PATH = process.env.PATH ?? '';

// How each stand-in for the clone's node_modules/.bin/firebase behaves once it has logged its arguments.
const CLI_BEHAVIOUR = {
  // Puts the jar where firebase-tools does: FIREBASE_EMULATORS_PATH, else ~/.cache/firebase/emulators/.
  fetches: `const dir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, ${JSON.stringify(FIREBASE_TOOLS_JAR)}), 'jar');`,
  // What firebase-tools 14 prints and returns when storage.googleapis.com cannot be reached.
  offline: `console.log('Error: Failed to make request to https://storage.googleapis.com/firebase-preview-drop/emulator/${FIREBASE_TOOLS_JAR}');
process.exit(1);`,
  // A network that drops packets: the request never ends.
  hangs: 'setInterval(() => {}, 1000);',
};

let sandbox;
let clone;
let home;
let bin;
let callLog;

function writeExecutable(path, text) {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

function standInCli(path, behaviour) {
  writeExecutable(
    path,
    `#!${process.execPath}
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
appendFileSync(${JSON.stringify(callLog)}, JSON.stringify({ cli: ${JSON.stringify(path)}, args: process.argv.slice(2) }) + '\\n');
${behaviour}
`,
  );
}

/** The clone's own firebase-tools, as `npm ci` would link it. */
const cloneCli = () => join(clone, 'node_modules', '.bin', 'firebase');

function cliCalls() {
  if (!existsSync(callLog)) return [];
  return readFileSync(callLog, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

/** The real `jar` tool, for the launcher jar: the only real program the lookup may run. */
function linkRealJarTool() {
  const dir = MACHINE_PATH.split(delimiter).find((d) => d && existsSync(join(d, 'jar')));
  if (!dir) throw new Error('The JDK `jar` tool is needed on PATH');
  symlinkSync(join(dir, 'jar'), join(bin, 'jar'));
}

beforeEach(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'first-run-'));
  clone = join(sandbox, 'clone');
  home = join(sandbox, 'home');
  bin = join(sandbox, 'bin');
  callLog = join(sandbox, 'firebase-calls.log');
  for (const dir of [join(clone, 'node_modules', '.bin'), home, bin]) mkdirSync(dir, { recursive: true });
  // Java is a prerequisite the lookup checks with `java -version`; a global firebase must never be the one called.
  writeExecutable(join(bin, 'java'), '#!/bin/sh\nexit 0\n');
  standInCli(join(bin, 'firebase'), 'process.exit(0);');
  vi.stubEnv('HOME', home);
  vi.stubEnv('PATH', bin);
  vi.stubEnv('CI', '');
  vi.stubEnv('FIRESTORE_EMULATOR_BINARY_PATH', '');
  vi.stubEnv('FIREBASE_EMULATORS_PATH', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(sandbox, { recursive: true, force: true });
});

describe('first run on a laptop without an offline Firestore emulator', () => {
  it('when the network allows, then the clone’s firebase-tools fetches the jar once and the lookup uses it', () => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.fetches);

    const found = locateFirestoreEmulator({ root: clone, sdkRoots: [] });

    expect(found).toBe(join(home, '.cache', 'firebase', 'emulators', FIREBASE_TOOLS_JAR));
    expect(cliCalls()).toEqual([{ cli: cloneCli(), args: ['setup:emulators:firestore'] }]);
    // The next start finds the cached jar offline, without calling the CLI again.
    expect(locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toBe(found);
    expect(cliCalls()).toHaveLength(1);
  });

  it('when there is no network, then the message says exactly what to install', () => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.offline);

    expect(() => locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toThrow(
      [
        'No Cloud Firestore emulator found, and fetching one with firebase-tools failed: it exited with code 1.',
        'The emulator needs Java 17+ (e.g. `apt-get install -y openjdk-17-jre-headless`) and one of:',
        '  - the Google Cloud CLI with its Firestore emulator (Debian: apt-get install google-cloud-cli google-cloud-cli-firestore-emulator),',
        '  - or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable cloud-firestore-emulator jar,',
        '  - or, with network, run again (or `npx firebase setup:emulators:firestore`): firebase-tools caches the jar in ~/.cache/firebase/emulators/.',
      ].join('\n'),
    );
    expect(cliCalls()).toEqual([{ cli: cloneCli(), args: ['setup:emulators:firestore'] }]);
  });

  it('when the fetch hangs, then it is stopped at its time limit with the same advice', () => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.hangs);
    const started = Date.now();

    expect(() => locateFirestoreEmulator({ root: clone, sdkRoots: [], fetchTimeoutMs: 1000 })).toThrow(
      /failed: it did not finish within 1 s\.\n.*Java 17\+.*\n.*google-cloud-cli-firestore-emulator.*\n.*FIRESTORE_EMULATOR_BINARY_PATH/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('when it runs on CI, then nothing is downloaded and the message says what to install', () => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.fetches);
    vi.stubEnv('CI', 'true');

    expect(() => locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toThrow(
      /found, and CI never downloads one\.\n.*Java 17\+.*\n.*google-cloud-cli-firestore-emulator/,
    );
    expect(cliCalls()).toEqual([]);
  });

  it('when Java is missing, then that is said first and nothing is fetched', () => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.fetches);
    rmSync(join(bin, 'java'));

    expect(() => locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toThrow(
      'Java 17+ (e.g. `apt-get install -y openjdk-17-jre-headless`) is required for the Firestore emulator.',
    );
    expect(cliCalls()).toEqual([]);
  });
});

describe('an offline emulator is found before anything is fetched', () => {
  beforeEach(() => {
    standInCli(cloneCli(), CLI_BEHAVIOUR.fetches);
  });

  it('when FIRESTORE_EMULATOR_BINARY_PATH names a jar, then that jar is used', () => {
    const jar = join(sandbox, 'own-emulator.jar');
    writeFileSync(jar, 'jar');
    vi.stubEnv('FIRESTORE_EMULATOR_BINARY_PATH', jar);

    expect(locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toBe(jar);
    expect(cliCalls()).toEqual([]);
  });

  it('when firebase-tools already cached a jar, then the newest one is used', () => {
    const cache = join(home, '.cache', 'firebase', 'emulators');
    mkdirSync(cache, { recursive: true });
    for (const version of ['1.9.0', '1.19.8'])
      writeFileSync(join(cache, `cloud-firestore-emulator-v${version}.jar`), '');

    expect(locateFirestoreEmulator({ root: clone, sdkRoots: [] })).toBe(join(cache, FIREBASE_TOOLS_JAR));
    expect(cliCalls()).toEqual([]);
  });

  it('when the Google Cloud CLI has its emulator (as on CI), then a launcher jar for it is used', () => {
    linkRealJarTool();
    const sdk = join(sandbox, 'google-cloud-sdk');
    const sdkJar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    mkdirSync(join(sdkJar, '..'), { recursive: true });
    writeFileSync(sdkJar, '');

    expect(locateFirestoreEmulator({ root: clone, sdkRoots: [sdk] })).toBe(
      join(clone, '.cache', 'firestore-emulator-launcher.jar'),
    );
    expect(readFileSync(join(clone, '.cache', 'MANIFEST.MF'), 'utf8')).toContain(`Class-Path: file:${sdkJar}`);
    expect(cliCalls()).toEqual([]);
  });
});
