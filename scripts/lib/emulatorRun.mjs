// Starts the demo media source, then runs one command under `firebase emulators:exec`, then stops
// everything. Shared by `npm test` and `npm run test:emulators`.
import { DEMO_UPSTREAM_MAIN, DEMO_UPSTREAM_URL, PORTS, PROJECT_ID, demoUpstreamEnv } from './config.mjs';
import { writeEmulatorFirebaseJson } from './csp.mjs';
import { locateFirestoreEmulator } from './firestoreEmulator.mjs';
import { locateStorageRulesRuntime } from './storageRulesRuntime.mjs';
import { buildIsStale } from './buildFreshness.mjs';
import { assertPortsFree, ensureInstalled, run, runOrExit, startService, stopAll, waitForUrl } from './processes.mjs';

/**
 * The Java parts firebase-tools cannot download on these machines, as the environment that points it at them: the
 * Firestore emulator and the Storage emulator's rules runtime. Throws an Error that says what to install.
 */
export function emulatorBinariesEnv() {
  return {
    FIRESTORE_EMULATOR_BINARY_PATH: locateFirestoreEmulator(),
    STORAGE_EMULATOR_BINARY_PATH: locateStorageRulesRuntime(),
  };
}

/** Resolves with the command's exit code (non-zero also when the emulators could not start). */
export async function runUnderEmulators(command) {
  await assertPortsFree(PORTS);
  let binaries;
  try {
    binaries = emulatorBinariesEnv();
  } catch (e) {
    console.error(`✖ ${e.message}`);
    return 1;
  }
  const demo = startService('demo media source', 'node', [DEMO_UPSTREAM_MAIN], { env: demoUpstreamEnv() });
  try {
    await waitForUrl(`${DEMO_UPSTREAM_URL}/__demo/stats`, 30_000, () => !demo.exited);
    // No stdin: a missing param must fail loudly instead of waiting at a prompt.
    // The emulators get firebase.json with the emulator CSP (Auth/Firestore emulators, demo media source).
    const config = writeEmulatorFirebaseJson();
    return await run('npx', ['firebase', 'emulators:exec', '--project', PROJECT_ID, '--config', config, command], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...binaries },
    });
  } catch (e) {
    console.error(`✖ ${e.message}`);
    return 1;
  } finally {
    await stopAll();
  }
}

/**
 * The two halves of a script that measures against the running emulators. Called with `--inner` (inside
 * `emulators:exec`) it runs `inner` and exits with its code; otherwise it installs and builds if needed, then runs
 * itself (`scriptPath`, from the repository's root) under the emulators with the same arguments.
 */
export async function runScriptUnderEmulators(scriptPath, name, inner) {
  if (process.argv.includes('--inner')) {
    const code = await inner().catch((e) => {
      console.error(`✖ ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    });
    process.exit(code);
  }
  await ensureInstalled();
  if (buildIsStale()) await runOrExit('build', 'npm', ['run', '--silent', 'build']);
  process.exit(await runUnderEmulators(`node ${scriptPath} --inner ${process.argv.slice(2).join(' ')}`));
}
