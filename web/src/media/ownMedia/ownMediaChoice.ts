// The user's own files chosen on the setup page, handed to the session screen (docs/product-rules.md#your-own-media).
// Kept in this tab's memory only: File objects are references to the device's files, never copied, uploaded or
// stored; a reload forgets them. The session reads them through `blob:` URLs that live while it runs.
import type { MediaItem } from '@shared/media/types';
import type { OwnMediaMode, OwnMediaType } from '../../lib/ownMedia/ownMediaFiles';

export interface OwnFile {
  /** Unique among the chosen files (React key, removal). */
  key: string;
  file: File;
  type: OwnMediaType;
  /** Seconds, read from the file (video metadata, gif frame delays); 0 when unknown or a still image. */
  durationSec: number;
}

export interface OwnMediaChoice {
  files: readonly OwnFile[];
  mode: OwnMediaMode;
}

let choice: OwnMediaChoice = { files: [], mode: 'mixed' };
const listeners = new Set<() => void>();

export function getOwnMediaChoice(): OwnMediaChoice {
  return choice;
}

export function setOwnMediaChoice(next: OwnMediaChoice): void {
  choice = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeOwnMediaChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface OwnMediaSupply {
  mode: OwnMediaMode;
  items: readonly MediaItem[];
}

let live: { supply: OwnMediaSupply; urls: string[] } | null = null;
let holders = 0;

/**
 * The chosen files as session items, each with a `blob:` URL (one per file, made once per session: a second call
 * while they live returns the same). Null when nothing is chosen.
 */
export function openOwnMediaSupply(): OwnMediaSupply | null {
  if (live) return live.supply;
  if (choice.files.length === 0) return null;
  const urls: string[] = [];
  const items = choice.files.map((own): MediaItem => {
    const url = URL.createObjectURL(own.file);
    urls.push(url);
    return {
      id: `own:${url.slice(url.lastIndexOf('/') + 1)}`,
      type: own.type,
      srcUrl: url,
      durationSec: own.durationSec,
      previewUrl: null,
      width: 0,
      height: 0,
      source: 'local',
      postUrl: null,
    };
  });
  live = { supply: { mode: choice.mode, items }, urls };
  return live.supply;
}

/**
 * Keeps the session's URLs alive while a holder is mounted; the returned release revokes them once no holder is
 * left (checked a task later, so a remount of the same session, as React's strict mode does, keeps them).
 */
export function holdOwnMediaSupply(): () => void {
  holders += 1;
  return () => {
    holders -= 1;
    setTimeout(() => {
      if (holders > 0 || !live) return;
      for (const url of live.urls) URL.revokeObjectURL(url);
      live = null;
    }, 0);
  };
}
