// A random id per browser, for the per-device sign-up counter (SPEC §3 local storage).
const INSTALLATION_ID_KEY = 'starsession.installationId';

export function getInstallationId(storage: Storage = localStorage): string {
  const existing = storage.getItem(INSTALLATION_ID_KEY);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const id = crypto.randomUUID();
  storage.setItem(INSTALLATION_ID_KEY, id);
  return id;
}
