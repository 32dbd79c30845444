// Finds a Cloud Firestore emulator for `firebase emulators:*`. Offline first: FIRESTORE_EMULATOR_BINARY_PATH,
// firebase-tools' own cached jar, the Google Cloud CLI's jar wrapped in a launcher jar (that jar has no Main-Class;
// firebase-tools starts it with `java -jar`). Only when none exists, and never on CI, the project's pinned
// firebase-tools fetches its jar once (`firebase setup:emulators:firestore`), so a laptop with network needs only
// Node and Java.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from './config.mjs';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const WELL_KNOWN_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
// The jar is about 64 MB: enough for a slow line, short enough that a network that drops packets ends in the
// message below instead of a start that never comes.
const FETCH_TIMEOUT_MS = 5 * 60_000;

export const JAVA_HINT = 'Java 17+ (e.g. `apt-get install -y openjdk-17-jre-headless`)';

/** Where firebase-tools keeps (and downloads) its emulator jars; it honours FIREBASE_EMULATORS_PATH too. */
const firebaseToolsCacheDir = () =>
  process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');

/** The newest jar in firebase-tools' cache whose name matches `pattern` (emulators are cached per version), or null. */
export function newestCachedJar(pattern) {
  const dir = firebaseToolsCacheDir();
  if (!existsSync(dir)) return null;
  const jars = readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = jars.at(-1);
  return newest ? join(dir, newest) : null;
}

const cachedFirebaseToolsJar = () => newestCachedJar(/^cloud-firestore-emulator-v[\d.]+\.jar$/);

function cloudSdkRoots(wellKnown) {
  const roots = [...wellKnown];
  try {
    const fromCli = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    if (fromCli) roots.unshift(fromCli);
  } catch {
    // No Cloud CLI on PATH: the well-known install folders are still checked.
  }
  return roots;
}

/** The Google Cloud CLI's Cloud Firestore emulator jar (it also carries the Firebase rules engine), or null. */
export function cloudSdkJar(wellKnown = WELL_KNOWN_SDK_ROOTS) {
  for (const root of cloudSdkRoots(wellKnown)) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** True when `tool -version` runs (java, javac). */
export function hasJavaTool(tool = 'java') {
  try {
    execFileSync(tool, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes a manifest-only jar that puts the SDK jar on the class path and names its main class. */
function writeLauncherJar(sdkJar, cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  const launcher = join(cacheDir, 'firestore-emulator-launcher.jar');
  const manifestPath = join(cacheDir, 'MANIFEST.MF');
  writeFileSync(
    manifestPath,
    `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: file:${resolve(sdkJar)}\n\n`,
  );
  execFileSync('jar', ['cfm', launcher, manifestPath], { stdio: 'ignore' });
  return launcher;
}

const onCi = () => Boolean(process.env.CI) && process.env.CI !== 'false';

/** Runs the clone's own firebase-tools (never a global one, whose version may differ); returns why it failed. */
function fetchWithFirebaseTools(root, timeoutMs) {
  const firebaseCli = join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(firebaseCli)) return `${firebaseCli} is missing (run npm ci)`;
  console.log('No offline Firestore emulator found: fetching it once with firebase setup:emulators:firestore…');
  const result = spawnSync(firebaseCli, ['setup:emulators:firestore'], {
    cwd: root,
    // No stdin: a prompt would wait forever. Its own progress and errors go straight to the terminal.
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  // firebase-tools leaves its last line open; what follows starts on its own line.
  console.log('');
  if (result.error?.code === 'ETIMEDOUT') return `it did not finish within ${Math.round(timeoutMs / 1000)} s`;
  if (result.error) return result.error.message;
  return result.status === 0 ? null : `it exited with code ${result.status ?? result.signal}`;
}

/**
 * Returns the path for FIRESTORE_EMULATOR_BINARY_PATH, or throws an Error whose message says what to install.
 * The options exist for the test, which runs this in an empty clone: the clone's root (its .cache/ and
 * node_modules/.bin/firebase), the Cloud CLI's install folders to try, and the fetch's time limit.
 */
export function locateFirestoreEmulator({
  root = ROOT,
  sdkRoots = WELL_KNOWN_SDK_ROOTS,
  fetchTimeoutMs = FETCH_TIMEOUT_MS,
} = {}) {
  if (!hasJavaTool()) throw new Error(`${JAVA_HINT} is required for the Firestore emulator.`);
  const explicit = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (existsSync(explicit)) return explicit;
    throw new Error(`FIRESTORE_EMULATOR_BINARY_PATH points to ${explicit}, which does not exist.`);
  }
  const cached = cachedFirebaseToolsJar();
  if (cached) return cached;
  const sdkJar = cloudSdkJar(sdkRoots);
  if (sdkJar) return writeLauncherJar(sdkJar, join(root, '.cache'));

  // CI runs are reproducible from what the machine has installed: a missing emulator is reported, not fetched.
  let notFetched = 'CI never downloads one';
  if (!onCi()) {
    const failure = fetchWithFirebaseTools(root, fetchTimeoutMs);
    const fetched = failure ? null : cachedFirebaseToolsJar();
    if (fetched) return fetched;
    notFetched = `fetching one with firebase-tools failed: ${failure ?? `no jar in ${firebaseToolsCacheDir()}`}`;
  }
  throw new Error(
    [
      `No Cloud Firestore emulator found, and ${notFetched}.`,
      `The emulator needs ${JAVA_HINT} and one of:`,
      '  - the Google Cloud CLI with its Firestore emulator (Debian: apt-get install google-cloud-cli google-cloud-cli-firestore-emulator),',
      '  - or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable cloud-firestore-emulator jar,',
      '  - or, with network, run again (or `npx firebase setup:emulators:firestore`): firebase-tools caches the jar in ~/.cache/firebase/emulators/.',
    ].join('\n'),
  );
}
