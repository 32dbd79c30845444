import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { forgetUpload, saveUpload, savedUploadFor, savedUploads, type SavedUpload } from './savedUploads';

const upload = (uploadId: string, fileName = 'clip.mp4'): SavedUpload => ({
  uploadId,
  sessionUrl: `http://127.0.0.1:9199/v0/b/b/o?upload_id=${uploadId}`,
  objectPath: `uploads/ada/${uploadId}/original`,
  fileName,
  size: 2048,
  lastModified: 1_795_800_000_000,
  community: 'ariavalegallery',
  contentType: 'video/mp4',
});

beforeEach(() => localStorage.clear());

describe('saved uploads (an admin’s unfinished sends, kept across a reload)', () => {
  it('when an upload is saved and the same file is picked again, then it is found by name, size and date', () => {
    saveUpload(upload('u1'));
    saveUpload(upload('u2', 'photo.jpg'));
    expect(savedUploadFor({ name: 'clip.mp4', size: 2048, lastModified: 1_795_800_000_000 })?.uploadId).toBe('u1');
    expect(savedUploadFor({ name: 'clip.mp4', size: 2049, lastModified: 1_795_800_000_000 })).toBeUndefined();
    expect(savedUploadFor({ name: 'clip.mp4', size: 2048, lastModified: 1 })).toBeUndefined();
  });

  it('when an upload is saved twice or forgotten, then the list has it once, or not at all', () => {
    saveUpload(upload('u1'));
    saveUpload({ ...upload('u1'), sessionUrl: 'http://new' });
    expect(savedUploads()).toEqual([{ ...upload('u1'), sessionUrl: 'http://new' }]);
    forgetUpload('u1');
    expect(savedUploads()).toEqual([]);
  });

  it('when the stored value is damaged, then nothing is lost beyond it and saving works again', () => {
    localStorage.setItem(STORAGE_KEYS.pendingUploads, '{not json');
    expect(savedUploads()).toEqual([]);
    saveUpload(upload('u3'));
    expect(savedUploads().map((u) => u.uploadId)).toEqual(['u3']);
  });
});
