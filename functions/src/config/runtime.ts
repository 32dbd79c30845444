/** The Functions emulator sets FUNCTIONS_EMULATOR=true; a deployed function never has it. */
export function runningInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}
