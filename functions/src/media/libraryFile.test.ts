import { describe, expect, it } from 'vitest';
import { LIBRARY_IMPORT_MAX_ROWS } from '../shared/api/schemas/library.js';
import { communitiesOf, SEED_STARS } from '../shared/stars.js';
import { parseCsv, parseLibraryFile } from './libraryFile.js';

/** The collections a catalogue names (the seeded one here). */
const COMMUNITIES = communitiesOf(SEED_STARS);

const GOOD_CSV = [
  'community,url,type,width,height,durationSec,previewUrl,title',
  'AriaValeGallery,https://cdn.example/a.jpg,image,1080,1350,,,"Golden hour, balcony"',
  'ariavalegallery,https://cdn.example/b.gif,gif,480,480,4,https://cdn.example/b.jpg,',
  'NovaSterlingHQ,https://cdn.example/c.mp4,video,1920,1080,12.5,https://cdn.example/c.webp,Clip',
].join('\r\n');

describe('parseCsv', () => {
  it('when fields are quoted, then commas, doubled quotes and line breaks stay inside them', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('when the header is semicolon-separated, then cells split on semicolons and quoted commas stay', () => {
    expect(parseCsv('\uFEFFcommunity;title\r\nx;"a, b; c"\r\n\r\n')).toEqual([
      ['community', 'title'],
      ['x', 'a, b; c'],
    ]);
  });

  it('when a quote sits inside an unquoted field, then it names the line instead of guessing', () => {
    expect(parseCsv('a,b\nx,y\nfo"o,"bar"baz"\n')).toEqual({
      error: expect.stringMatching(
        /^The CSV is malformed near line \d+: put quotes around fields that contain quotes\.$/,
      ) as unknown,
    });
  });

  it('when a quote is never closed, then it says so', () => {
    expect(parseCsv('a\n"open')).toEqual({ error: 'The CSV has an unclosed quote.' });
  });
});

describe('parseLibraryFile', () => {
  it('when every CSV row is valid, then rows come back typed and communities lowercased', () => {
    const result = parseLibraryFile(GOOD_CSV, 'csv', COMMUNITIES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toEqual([
      {
        community: 'ariavalegallery',
        url: 'https://cdn.example/a.jpg',
        type: 'image',
        width: 1080,
        height: 1350,
        durationSec: 0,
        title: 'Golden hour, balcony',
      },
      {
        community: 'ariavalegallery',
        url: 'https://cdn.example/b.gif',
        type: 'gif',
        width: 480,
        height: 480,
        durationSec: 4,
        previewUrl: 'https://cdn.example/b.jpg',
      },
      {
        community: 'novasterlinghq',
        url: 'https://cdn.example/c.mp4',
        type: 'video',
        width: 1920,
        height: 1080,
        durationSec: 12.5,
        previewUrl: 'https://cdn.example/c.webp',
        title: 'Clip',
      },
    ]);
  });

  it('when JSON is an array or {items}, then both are accepted', () => {
    const rows = [{ community: 'AriaValeGallery', url: 'https://cdn.example/a.png', type: 'image' }];
    expect(parseLibraryFile(JSON.stringify(rows), 'json', COMMUNITIES).ok).toBe(true);
    expect(parseLibraryFile(JSON.stringify({ items: rows }), 'json', COMMUNITIES).ok).toBe(true);
  });

  it('when some rows are bad, then every bad row is reported by number with a clear message and no row is returned', () => {
    const csv = [
      'community,url,type,width,height,durationSec',
      'AriaValeGallery,https://cdn.example/ok.jpg,image,1,1,0',
      'NotAStarCommunity,https://cdn.example/x.jpg,image,1,1,0',
      'AriaValeGallery,ftp://cdn.example/x.jpg,image,1,1,0',
      'AriaValeGallery,https://cdn.example/x.mp4,image,1,1,0',
      'AriaValeGallery,https://cdn.example/x.jpg,photo,1,1,0',
      'AriaValeGallery,https://cdn.example/y.jpg,image,wide,1,0',
      'AriaValeGallery,https://cdn.example/ok.jpg,image,1,1,0',
      'AriaValeGallery,https://cdn.example/z.jpg,image,1,1,0,extra',
    ].join('\n');
    expect(parseLibraryFile(csv, 'csv', COMMUNITIES)).toEqual({
      ok: false,
      error: '7 rows are invalid; nothing was imported.',
      rowErrors: [
        { row: 2, message: 'community must be a community of the star catalogue.' },
        { row: 3, message: 'url must be an http(s) address.' },
        { row: 4, message: 'url must end in .jpg or .jpeg or .png or .webp for type image.' },
        { row: 5, message: 'type must be one of: image, gif, video.' },
        { row: 6, message: 'width must be a number.' },
        { row: 7, message: 'Same community and url as row 1.' },
        { row: 8, message: 'The row has more cells than the header has columns.' },
      ],
    });
  });

  it('when a JSON row has a misspelt field or a missing one, then the row says which', () => {
    const json = JSON.stringify([
      { community: 'AriaValeGallery', url: 'https://cdn.example/a.jpg', type: 'image', duration: 3 },
      { community: 'AriaValeGallery', type: 'image' },
      'not an object',
    ]);
    const result = parseLibraryFile(json, 'json', COMMUNITIES);
    expect(result.ok ? [] : result.rowErrors).toEqual([
      { row: 1, message: 'Unexpected field: duration.' },
      { row: 2, message: 'url must be text.' },
      { row: 3, message: 'Input must be object.' },
    ]);
  });

  it('when the file itself is unusable, then a file-level error explains it', () => {
    expect(parseLibraryFile('{', 'json', COMMUNITIES)).toMatchObject({
      ok: false,
      error: 'The file is not valid JSON.',
    });
    expect(parseLibraryFile('{"a":1}', 'json', COMMUNITIES)).toMatchObject({
      ok: false,
      error: expect.stringContaining('array of items') as string,
    });
    expect(parseLibraryFile('community,link\nx,y', 'csv', COMMUNITIES)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Unknown column in the header: link') as string,
    });
    expect(parseLibraryFile('community,url,type\n', 'csv', COMMUNITIES)).toMatchObject({
      ok: false,
      error: 'The file has no rows.',
    });
    const tooMany = Array.from({ length: LIBRARY_IMPORT_MAX_ROWS + 1 }, (_, i) => ({
      community: 'AriaValeGallery',
      url: `https://cdn.example/${i}.jpg`,
      type: 'image',
    }));
    expect(parseLibraryFile(JSON.stringify(tooMany), 'json', COMMUNITIES)).toMatchObject({
      ok: false,
      error: expect.stringContaining('at most 500') as string,
    });
  });
});
