import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { forgetFolder, rememberFolder, rememberedFolder } from './rememberedFolder';
import type { DeviceFolderHandle } from './deviceFolders';

// A real handle is structured-cloneable; a plain object stands in for it (methods do not survive a clone).
const folder = { kind: 'directory', name: 'Pictures' } as unknown as DeviceFolderHandle;

describe('remembered folder', () => {
  it('is nothing until the user asks, then the folder, until forgotten', async () => {
    const factory = new IDBFactory();
    expect(await rememberedFolder(factory)).toBeNull();
    await rememberFolder(folder, factory);
    expect(await rememberedFolder(factory)).toEqual({ kind: 'directory', name: 'Pictures' });
    await forgetFolder(factory);
    expect(await rememberedFolder(factory)).toBeNull();
  });

  it('ignores whatever else sits under the key', async () => {
    const factory = new IDBFactory();
    await rememberFolder({ kind: 'file', name: 'x' } as unknown as DeviceFolderHandle, factory);
    expect(await rememberedFolder(factory)).toBeNull();
  });
});
