// Media hosts the card and session image selectors accept besides the forum's own. The default is the
// embedded demo source and the Storage emulator (stored renditions); a deployment sets VITE_MEDIA_EXTRA_HOSTS
// (comma-separated host[:port]: its rendition CDN, its library hosts) at build time.
import { normalizeHostEntry } from '@shared/media/imageSelection';
import { DEMO_SOURCE_HOST, EMULATOR_PORTS } from './emulators';

export function parseHostList(raw: unknown): string[] | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return raw
    .split(',')
    .map(normalizeHostEntry)
    .filter((host): host is string => host !== null);
}

const configured: unknown = import.meta.env.VITE_MEDIA_EXTRA_HOSTS;

export const MEDIA_EXTRA_HOSTS: readonly string[] = parseHostList(configured) ?? [
  DEMO_SOURCE_HOST,
  `127.0.0.1:${EMULATOR_PORTS.storage}`,
];
