import { describe, expect, it } from 'vitest';
import { chosenSummary, clipLength, nameList, OWN_MEDIA_MESSAGES, pickProblems } from './ownMediaMessages';

describe('own media messages', () => {
  it('names up to five files, then counts the rest', () => {
    expect(nameList(['a.txt'])).toBe('a.txt');
    expect(nameList(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 and 2 more');
  });

  it('says what was refused and why, one line per reason', () => {
    expect(pickProblems({ unsupported: [], unplayable: [], overLimit: [] })).toEqual([]);
    expect(pickProblems({ unsupported: ['notes.txt'], unplayable: ['clip.mp4'], overLimit: ['x', 'y'] })).toEqual([
      `Not added: notes.txt. ${OWN_MEDIA_MESSAGES.unsupported}`,
      `Not added: clip.mp4. ${OWN_MEDIA_MESSAGES.unplayable}`,
      `Not added: 2 more files. ${OWN_MEDIA_MESSAGES.overLimit}`,
    ]);
  });

  it('sums up the chosen files by type', () => {
    expect(chosenSummary(['image'])).toBe('1 file: 1 image');
    expect(chosenSummary(['video', 'image', 'gif', 'image'])).toBe('4 files: 2 images, 1 gif, 1 video');
  });

  it('writes clip lengths as m:ss', () => {
    expect(clipLength(7.4)).toBe('0:07');
    expect(clipLength(750)).toBe('12:30');
  });
});
