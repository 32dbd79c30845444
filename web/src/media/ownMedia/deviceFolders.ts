// The File System Access API's folder picker where the browser has one (Chromium browsers), typed here because
// TypeScript's DOM library leaves it out. Elsewhere the setup page falls back to <input webkitdirectory>.
import { isHiddenFileName } from '../../lib/ownMedia/ownMediaFiles';

interface DeviceFileHandle {
  kind: 'file';
  name: string;
  getFile: () => Promise<File>;
}

export interface DeviceFolderHandle {
  kind: 'directory';
  name: string;
  values: () => AsyncIterable<DeviceFileHandle | DeviceFolderHandle>;
  queryPermission?: (descriptor: { mode: 'read' }) => Promise<PermissionState>;
  requestPermission?: (descriptor: { mode: 'read' }) => Promise<PermissionState>;
}

type FolderPicker = (options: { id: string; mode: 'read'; startIn?: string }) => Promise<DeviceFolderHandle>;

/** The browser's folder picker, or null where there is none (then a folder comes through a file input). */
export function deviceFolderPicker(): (() => Promise<DeviceFolderHandle>) | null {
  const picker = (globalThis as { showDirectoryPicker?: FolderPicker }).showDirectoryPicker;
  if (typeof picker !== 'function') return null;
  return () => picker.call(globalThis, { id: 'starsession-own-media', mode: 'read', startIn: 'pictures' });
}

/** Subfolders deeper than this are not read: a picked home folder must not walk the whole disk. */
const MAX_FOLDER_DEPTH = 3;

/** The files of a folder and its subfolders (hidden ones skipped), stopping once `limit` files are found. */
export async function filesInFolder(folder: DeviceFolderHandle, limit: number, depth = 0): Promise<File[]> {
  const files: File[] = [];
  for await (const entry of folder.values()) {
    if (files.length >= limit) break;
    if (isHiddenFileName(entry.name)) continue;
    if (entry.kind === 'file') files.push(await entry.getFile());
    else if (depth < MAX_FOLDER_DEPTH) files.push(...(await filesInFolder(entry, limit - files.length, depth + 1)));
  }
  return files;
}

/** 'granted' when the folder may be read now; asking needs a click (the browser shows its own prompt). */
export async function folderPermission(folder: DeviceFolderHandle, ask: boolean): Promise<PermissionState> {
  const check = ask ? folder.requestPermission : folder.queryPermission;
  if (typeof check !== 'function') return 'granted';
  try {
    return await check.call(folder, { mode: 'read' });
  } catch {
    return 'denied';
  }
}
