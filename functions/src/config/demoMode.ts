import { logger } from 'firebase-functions';

/** The Functions emulator sets FUNCTIONS_EMULATOR=true; a deployed function never has it. */
function runningInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Demo pages grant premium for free: they need DEMO_MODE *and* the emulator, whatever the params say. */
export function demoPagesEnabled(demoMode: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return demoMode && runningInEmulator(env);
}

/** Called once at start: DEMO_MODE on a deployed function is a misconfiguration worth an alert. */
export function reportDemoModeMisuse(demoMode: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!demoMode || runningInEmulator(env)) return false;
  logger.error('DEMO_MODE is on outside the emulator; the demo offer and checkout pages stay off.', {
    reason: 'demo_mode_outside_emulator',
  });
  return true;
}
