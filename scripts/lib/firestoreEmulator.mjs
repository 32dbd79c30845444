// Finds a Cloud Firestore emulator that runs offline, so `firebase-tools` never tries to download one.
// Order: FIRESTORE_EMULATOR_BINARY_PATH, firebase-tools' own cached jar, the Google Cloud CLI's jar
// wrapped in a launcher jar (that jar has no Main-Class; firebase-tools starts it with `java -jar`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function cachedFirebaseToolsJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jars = readdirSync(dir)
    .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
    .sort();
  const newest = jars.at(-1);
  return newest ? join(dir, newest) : null;
}

function cloudSdkRoots() {
  const roots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
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

function cloudSdkJar() {
  for (const root of cloudSdkRoots()) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
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

/**
 * Returns the path for FIRESTORE_EMULATOR_BINARY_PATH, or throws an Error whose message says what to install.
 * @param {string} cacheDir where a generated launcher jar may be written
 */
export function locateFirestoreEmulator(cacheDir) {
  if (!hasJava()) {
    throw new Error(
      'Java 17+ is required for the Firestore emulator. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.',
    );
  }
  const explicit = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (existsSync(explicit)) return explicit;
    throw new Error(`FIRESTORE_EMULATOR_BINARY_PATH points to ${explicit}, which does not exist.`);
  }
  const cached = cachedFirebaseToolsJar();
  if (cached) return cached;
  const sdkJar = cloudSdkJar();
  if (sdkJar) return writeLauncherJar(sdkJar, cacheDir);
  throw new Error(
    [
      'No Cloud Firestore emulator found, and this project never downloads one.',
      'Install one of:',
      '  - the Google Cloud CLI with its Firestore emulator (Debian: apt-get install google-cloud-cli google-cloud-cli-firestore-emulator),',
      '  - or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable cloud-firestore-emulator jar.',
    ].join('\n'),
  );
}
