// `npm start -w demo-upstream` (after its build): runs the demo media source until SIGINT/SIGTERM.
import {
  DEMO_UPSTREAM_PORT,
  demoAgeCheckFrom,
  demoIdentityCheckFrom,
  demoPaymentsFrom,
  demoWriterFrom,
} from './config.js';
import { startDemoUpstream, type DemoUpstream } from './server.js';

let upstream: DemoUpstream;
try {
  upstream = await startDemoUpstream({
    payments: demoPaymentsFrom(process.env),
    ageCheck: demoAgeCheckFrom(process.env),
    identityCheck: demoIdentityCheckFrom(process.env),
    instructionWriter: demoWriterFrom(process.env),
  });
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(
    inUse
      ? `Demo media source: port ${DEMO_UPSTREAM_PORT} is already in use (set DEMO_UPSTREAM_PORT to use another).`
      : `Demo media source failed to start: ${(error as Error).message}`,
  );
  process.exit(1);
}
console.log(`Demo media source listening on ${upstream.origin}`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`Demo media source stopping (${signal}).`);
  await upstream.close();
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
