import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { OWN_MEDIA_MAX_FILES, type OwnMediaMode } from '../../lib/ownMedia/ownMediaFiles';
import {
  getOwnMediaChoice,
  setOwnMediaChoice,
  subscribeOwnMediaChoice,
  type OwnMediaChoice,
} from '../../media/ownMedia/ownMediaChoice';
import {
  deviceFolderPicker,
  filesInFolder,
  folderPermission,
  type DeviceFolderHandle,
} from '../../media/ownMedia/deviceFolders';
import { readOwnFiles } from '../../media/ownMedia/readOwnFiles';
import { forgetFolder, rememberFolder, rememberedFolder } from '../../media/ownMedia/rememberedFolder';
import { OWN_MEDIA_MESSAGES, pickProblems } from './ownMediaMessages';

export interface OwnMediaPicker {
  choice: OwnMediaChoice;
  busy: boolean;
  problems: string[];
  /** The browser's own folder picker, when it has one (else the folder input is used). */
  pickFolder: (() => void) | null;
  addFiles: (files: readonly File[]) => void;
  remove: (key: string) => void;
  clear: () => void;
  setMode: (mode: OwnMediaMode) => void;
  /** The folder just picked through the browser's picker, which may be remembered; null otherwise. */
  pickedFolder: DeviceFolderHandle | null;
  /** The folder remembered on an earlier visit; null when none. */
  remembered: DeviceFolderHandle | null;
  remember: (on: boolean) => void;
  reopenRemembered: () => void;
  forget: () => void;
}

function isUserCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Picking own files on the setup page: reading them, what went wrong, and the remembered folder. */
export function useOwnMediaPicker(): OwnMediaPicker {
  const choice = useSyncExternalStore(subscribeOwnMediaChoice, getOwnMediaChoice);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [pickedFolder, setPickedFolder] = useState<DeviceFolderHandle | null>(null);
  const [remembered, setRemembered] = useState<DeviceFolderHandle | null>(null);
  const [folderPicker] = useState(deviceFolderPicker);

  useEffect(() => {
    if (!folderPicker) return;
    let live = true;
    void rememberedFolder().then((folder) => live && setRemembered(folder));
    return () => {
      live = false;
    };
  }, [folderPicker]);

  const read = useCallback(async (files: () => Promise<readonly File[]>, emptyMessage?: string) => {
    setBusy(true);
    setProblems([]);
    try {
      const picks = await files();
      const result = await readOwnFiles(picks, getOwnMediaChoice().files);
      const current = getOwnMediaChoice();
      setOwnMediaChoice({ ...current, files: [...current.files, ...result.added] });
      const found = pickProblems(result);
      if (emptyMessage && picks.length === 0) found.push(emptyMessage);
      setProblems(found);
    } catch (error) {
      if (!isUserCancel(error)) setProblems([OWN_MEDIA_MESSAGES.readFailed]);
    } finally {
      setBusy(false);
    }
  }, []);

  const addFiles = useCallback((files: readonly File[]) => void read(() => Promise.resolve(files)), [read]);

  const readFolder = useCallback(
    (folder: DeviceFolderHandle) =>
      read(() => filesInFolder(folder, OWN_MEDIA_MAX_FILES * 2), OWN_MEDIA_MESSAGES.emptyFolder),
    [read],
  );

  const pickFolder = useCallback(() => {
    if (!folderPicker) return;
    folderPicker().then(
      (folder) => {
        setPickedFolder(folder);
        void readFolder(folder);
      },
      (error: unknown) => {
        if (!isUserCancel(error)) setProblems([OWN_MEDIA_MESSAGES.readFailed]);
      },
    );
  }, [folderPicker, readFolder]);

  const remember = useCallback(
    (on: boolean) => {
      if (!pickedFolder) return;
      const change = on ? rememberFolder(pickedFolder) : forgetFolder();
      change.then(
        () => setRemembered(on ? pickedFolder : null),
        () => setProblems([OWN_MEDIA_MESSAGES.readFailed]),
      );
    },
    [pickedFolder],
  );

  const reopenRemembered = useCallback(() => {
    if (!remembered) return;
    // The browser asks the user again on a new visit: the click that got us here lets it show that prompt.
    void folderPermission(remembered, true).then((state) => {
      if (state === 'granted') {
        setPickedFolder(remembered);
        void readFolder(remembered);
      } else {
        setProblems([OWN_MEDIA_MESSAGES.permissionRefused]);
      }
    });
  }, [remembered, readFolder]);

  const forget = useCallback(() => {
    void forgetFolder().then(() => setRemembered(null));
  }, []);

  const update = (next: Partial<OwnMediaChoice>) => setOwnMediaChoice({ ...getOwnMediaChoice(), ...next });

  return {
    choice,
    busy,
    problems,
    pickFolder: folderPicker ? pickFolder : null,
    addFiles,
    remove: (key) => update({ files: getOwnMediaChoice().files.filter((own) => own.key !== key) }),
    clear: () => {
      update({ files: [] });
      setProblems([]);
    },
    setMode: (mode) => update({ mode }),
    pickedFolder,
    remembered,
    remember,
    reopenRemembered,
    forget,
  };
}
