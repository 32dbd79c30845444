import { describe, expect, it } from 'vitest';
import type { LibraryUploadView } from '@shared/api/schemas/library';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { uploadRowsReducer, type UploadRow } from './uploadRows';

const file = (name: string, size: number, lastModified = 1_700_000_000_000) => {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { lastModified });
  // A File's size is its content's: a larger one is described, not allocated.
  return size === f.size ? f : Object.defineProperty<File>(f, 'size', { value: size });
};

let counter = 0;
const keyOf = () => `k${++counter}`;
const pick = (rows: UploadRow[], files: File[], community = 'AriaValeGallery') =>
  uploadRowsReducer(rows, { type: 'picked', files, community, performerIds: ['rec1'], keyOf });

const view = (uploadId: string, change: Partial<LibraryUploadView>): LibraryUploadView => ({
  uploadId,
  fileName: 'a.jpg',
  community: 'ariavalegallery',
  status: 'processing',
  refusal: null,
  itemId: null,
  duplicate: false,
  preview: null,
  review: null,
  ...change,
});

describe('uploadRowsReducer', () => {
  it('when files are picked, then each is queued in order, and the same file picked again while on its way is one row', () => {
    const a = file('a.jpg', 10);
    const rows = pick(pick([], [a, file('b.mp4', 20)]), [a]);
    expect(rows.map((r) => [r.fileName, r.phase])).toEqual([
      ['a.jpg', 'queued'],
      ['b.mp4', 'queued'],
    ]);
  });

  it('when a file is empty or over the limit, then it is refused before any byte is sent', () => {
    const rows = pick([], [file('empty.png', 0), file('huge.mp4', MAX_UPLOAD_BYTES + 1)]);
    expect(rows.map((r) => [r.phase, r.refusal])).toEqual([
      ['refused', 'empty'],
      ['refused', 'tooLarge'],
    ]);
  });

  it('when an unfinished upload from before a reload is picked again, then its row continues (same upload id)', () => {
    const before = uploadRowsReducer([], {
      type: 'unfinished',
      rows: [{ key: 'UP1', fileName: 'long.mp4', size: 30, lastModified: 5, community: 'AriaValeGallery' }],
    });
    expect(before[0]).toMatchObject({ phase: 'needsFile', uploadId: 'UP1', file: null });
    const after = pick(before, [file('long.mp4', 30, 5)]);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ key: 'UP1', phase: 'queued', uploadId: 'UP1' });
    expect(after[0]?.file?.name).toBe('long.mp4');
  });

  it('a row goes sending → paused → resumed → processing → ready, keeping its progress', () => {
    let rows = pick([], [file('a.jpg', 100)]);
    const key = rows[0]?.key ?? '';
    rows = uploadRowsReducer(rows, { type: 'sending', key });
    rows = uploadRowsReducer(rows, { type: 'started', key, uploadId: 'UP2' });
    rows = uploadRowsReducer(rows, { type: 'progress', key, sent: 40 });
    rows = uploadRowsReducer(rows, { type: 'paused', key });
    expect(rows[0]).toMatchObject({ phase: 'paused', sent: 40 });
    rows = uploadRowsReducer(rows, { type: 'resume', key });
    expect(rows[0]?.phase).toBe('queued');
    rows = uploadRowsReducer(rows, { type: 'sent', key, uploadId: 'UP2' });
    expect(rows[0]).toMatchObject({ phase: 'processing', sent: 100 });
    rows = uploadRowsReducer(rows, { type: 'statuses', uploads: [view('UP2', { status: 'processing' })] });
    expect(rows[0]?.phase).toBe('processing');
    rows = uploadRowsReducer(rows, {
      type: 'statuses',
      uploads: [view('UP2', { status: 'ready', itemId: 'I', preview: 'http://s/p.webp', duplicate: true })],
    });
    expect(rows[0]).toMatchObject({ phase: 'ready', preview: 'http://s/p.webp', duplicate: true });
  });

  it('when the server refuses the bytes, then the row carries the refusal code; a stop keeps its reason until resumed', () => {
    let rows = pick([], [file('movie.mp4', 100)]);
    const key = rows[0]?.key ?? '';
    rows = uploadRowsReducer(rows, { type: 'interrupted', key, stop: 'connection' });
    expect(rows[0]).toMatchObject({ phase: 'interrupted', stop: 'connection' });
    rows = uploadRowsReducer(rows, { type: 'resume', key });
    expect(rows[0]).toMatchObject({ phase: 'queued', stop: null });
    rows = uploadRowsReducer(rows, { type: 'sent', key, uploadId: 'UP3' });
    rows = uploadRowsReducer(rows, {
      type: 'statuses',
      uploads: [view('UP3', { status: 'refused', refusal: 'notMedia' })],
    });
    expect(rows[0]).toMatchObject({ phase: 'refused', refusal: 'notMedia', preview: null });
  });

  it('a resume of a row that is not stopped changes nothing; remove drops the row', () => {
    const rows = pick([], [file('a.jpg', 1)]);
    const key = rows[0]?.key ?? '';
    expect(uploadRowsReducer(rows, { type: 'resume', key })).toEqual(rows);
    expect(uploadRowsReducer(rows, { type: 'remove', key })).toEqual([]);
  });
});
