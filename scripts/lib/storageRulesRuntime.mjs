// Finds a Cloud Storage rules runtime for the Storage emulator (STORAGE_EMULATOR_BINARY_PATH; firebase-tools starts
// it with `java -jar <jar> serve`). firebase-tools downloads Google's runtime jar on first use, which these machines
// cannot; so, offline first: STORAGE_EMULATOR_BINARY_PATH, firebase-tools' own cached jar, else our runtime
// (scripts/storage-rules-runtime/) compiled against the rules engine inside the Google Cloud CLI's Firestore
// emulator jar, cached under .cache/ by the hash of its source and of that jar's path.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './config.mjs';
import { JAVA_HINT, cloudSdkJar, hasJavaTool, newestCachedJar } from './firestoreEmulator.mjs';

const SOURCE = join(ROOT, 'scripts', 'storage-rules-runtime', 'StorageRulesRuntime.java');
const MAIN_CLASS = 'starsession.emulator.StorageRulesRuntime';

/** Compiles the runtime into a jar whose manifest names its main class and puts the rules engine on the class path. */
function buildRuntimeJar(engineJar, cacheDir) {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).update(resolve(engineJar)).digest('hex').slice(0, 16);
  const jar = join(cacheDir, `storage-rules-runtime-${hash}.jar`);
  if (existsSync(jar)) return jar;
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, 'storage-rules-runtime-'));
  try {
    const classes = join(work, 'classes');
    // -proc:none: the engine jar lists annotation processors whose classes it does not ship.
    execFileSync('javac', ['-proc:none', '-d', classes, '-cp', engineJar, SOURCE], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const manifest = join(work, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: file:${resolve(engineJar)}\n\n`,
    );
    const built = join(work, 'runtime.jar');
    execFileSync('jar', ['cfm', built, manifest, '-C', classes, '.'], { stdio: 'ignore' });
    // Renamed into place only once complete, so a run stopped halfway never leaves a broken jar behind.
    renameSync(built, jar);
    return jar;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Returns the path for STORAGE_EMULATOR_BINARY_PATH, or throws an Error whose message says what to install.
 * The options exist for the test: the clone's root (its .cache/) and the Cloud CLI's install folders to try.
 */
export function locateStorageRulesRuntime({ root = ROOT, sdkRoots } = {}) {
  if (!hasJavaTool()) throw new Error(`${JAVA_HINT} is required for the Storage emulator's rules runtime.`);
  const explicit = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (existsSync(explicit)) return explicit;
    throw new Error(`STORAGE_EMULATOR_BINARY_PATH points to ${explicit}, which does not exist.`);
  }
  const cached = newestCachedJar(/^cloud-storage-rules-runtime-v[\d.]+\.jar$/);
  if (cached) return cached;
  const engineJar = cloudSdkJar(sdkRoots);
  if (engineJar && hasJavaTool('javac')) return buildRuntimeJar(engineJar, join(root, '.cache'));
  throw new Error(
    [
      'No Cloud Storage rules runtime found for the Storage emulator. It needs one of:',
      '  - a JDK 17+ (javac, jar) and the Google Cloud CLI with its Firestore emulator, whose rules engine it is built on (Debian: apt-get install openjdk-17-jdk-headless google-cloud-cli-firestore-emulator),',
      '  - or STORAGE_EMULATOR_BINARY_PATH set to a runnable cloud-storage-rules-runtime jar,',
      '  - or, with network, `npx firebase setup:emulators:storage` (firebase-tools caches the jar in ~/.cache/firebase/emulators/).',
    ].join('\n'),
  );
}
