import { describe, expect, it } from 'vitest';
import { classifyPicks, OWN_MEDIA_ACCEPT, OWN_MEDIA_MAX_FILES, ownMediaTypeOf } from './ownMediaFiles';

function file(name: string, type = '', size = 10, lastModified = 1) {
  return { name, type, size, lastModified };
}

describe('ownMediaTypeOf', () => {
  it.each([
    ['photo.JPG', '', 'image'],
    ['photo.jpeg', 'image/jpeg', 'image'],
    ['shot.png', 'image/png', 'image'],
    ['pic.webp', '', 'image'],
    ['loop.gif', 'image/gif', 'gif'],
    ['loop.GIF', '', 'gif'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.webm', '', 'video'],
    ['clip.m4v', '', 'video'],
  ] as const)('%s (%s) is %s', (name, type, expected) => {
    expect(ownMediaTypeOf(file(name, type))).toBe(expected);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['doc.pdf', ''],
    ['phone.heic', 'image/heic'],
    ['film.mkv', ''],
    ['movie.mov', 'video/quicktime'],
    ['noextension', ''],
    ['.png', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(ownMediaTypeOf(file(name, type))).toBeNull();
  });

  it('trusts the MIME type over a misleading extension', () => {
    expect(ownMediaTypeOf(file('renamed.png', 'text/plain'))).toBeNull();
    expect(ownMediaTypeOf(file('really-a-gif.png', 'image/gif'))).toBe('gif');
    expect(ownMediaTypeOf(file('clip.bin', 'video/webm; codecs=vp9'))).toBe('video');
  });

  it('offers the same formats to the file dialog', () => {
    expect(OWN_MEDIA_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/gif', '.webm', 'video/mp4', '.jpg']));
  });
});

describe('classifyPicks', () => {
  it('keeps media, names what it refuses and drops system files quietly', () => {
    const result = classifyPicks([file('a.png'), file('notes.txt'), file('.DS_Store'), file('Thumbs.db')], []);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(result.unsupported).toEqual(['notes.txt']);
    expect(result.overLimit).toEqual([]);
  });

  it('adds a file picked twice once', () => {
    const chosen = [file('a.png', '', 10, 5)];
    const result = classifyPicks([file('a.png', '', 10, 5), file('a.png', '', 11, 5), file('b.gif')], chosen);
    expect(result.accepted.map((f) => `${f.name}:${f.size}`)).toEqual(['a.png:11', 'b.gif:10']);
  });

  it(`stops at ${OWN_MEDIA_MAX_FILES} files and names the rest`, () => {
    const chosen = Array.from({ length: OWN_MEDIA_MAX_FILES - 1 }, (_, i) => file(`old${i}.png`));
    const result = classifyPicks([file('new1.png'), file('new2.png'), file('new3.png')], chosen);
    expect(result.accepted.map((f) => f.name)).toEqual(['new1.png']);
    expect(result.overLimit).toEqual(['new2.png', 'new3.png']);
  });
});
