// What the setup page says about a pick of own files (docs/product-rules.md#your-own-media), in the active language.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';
import { OWN_MEDIA_MAX_FILES, type OwnMediaType } from '../../lib/ownMedia/ownMediaFiles';

const max = OWN_MEDIA_MAX_FILES;

const OWN_MEDIA_DESCRIPTORS = {
  unsupported: msg`Only images (JPEG, PNG, WebP, AVIF), gifs and videos (MP4, WebM) can play in a session.`,
  unplayable: msg`This browser cannot play them.`,
  overLimit: msg`A session takes up to ${max} of your files.`,
  readFailed: msg`Your files could not be read. Try again.`,
  permissionRefused: msg`The browser did not allow reading that folder. Choose it again to add its files.`,
  emptyFolder: msg`No images, gifs or videos in that folder.`,
} as const;

/** Each message's text in the language active when it is read (the messages are read as they are shown). */
function inActiveLanguage<K extends string>(descriptors: Record<K, MessageDescriptor>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  }
  return texts;
}

export const OWN_MEDIA_MESSAGES = inActiveLanguage(OWN_MEDIA_DESCRIPTORS);

const NAMES_SHOWN = 5;

/** "a.txt, b.pdf" or "a, b, c, d, e and 7 more". */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  if (more <= 0) return shown;
  return i18n._(
    msg({
      message: `${shown} and ${plural(more, { one: '# more', other: '# more' })}`,
      comment: 'File names, then how many more files were left out of the list',
    }),
  );
}

/** "Not added: a.txt, b.pdf." */
function notAdded(names: readonly string[]): string {
  const list = nameList(names);
  return i18n._(msg`Not added: ${list}.`);
}

/** One line per kind of refusal in a pick, empty when everything was added. */
export function pickProblems(result: { unsupported: string[]; unplayable: string[]; overLimit: string[] }): string[] {
  const problems: string[] = [];
  if (result.unsupported.length > 0) {
    problems.push(`${notAdded(result.unsupported)} ${OWN_MEDIA_MESSAGES.unsupported}`);
  }
  if (result.unplayable.length > 0) {
    problems.push(`${notAdded(result.unplayable)} ${OWN_MEDIA_MESSAGES.unplayable}`);
  }
  if (result.overLimit.length > 0) {
    const count = result.overLimit.length;
    const refused = i18n._(msg`Not added: ${plural(count, { one: '# more file', other: '# more files' })}.`);
    problems.push(`${refused} ${OWN_MEDIA_MESSAGES.overLimit}`);
  }
  return problems;
}

function typeCount(type: OwnMediaType, count: number): string {
  switch (type) {
    case 'image':
      return i18n._(msg`${plural(count, { one: '# image', other: '# images' })}`);
    case 'gif':
      return i18n._(msg`${plural(count, { one: '# gif', other: '# gifs' })}`);
    case 'video':
      return i18n._(msg`${plural(count, { one: '# video', other: '# videos' })}`);
  }
}

/** "3 files: 2 images, 1 video". */
export function chosenSummary(types: readonly OwnMediaType[]): string {
  const parts = (['image', 'gif', 'video'] as const)
    .map((type) => {
      const count = types.filter((t) => t === type).length;
      return count === 0 ? null : typeCount(type, count);
    })
    .filter((part) => part !== null)
    .join(', ');
  const total = types.length;
  return i18n._(
    msg({
      message: `${plural(total, { one: '# file', other: '# files' })}: ${parts}`,
      comment: 'How many own files are chosen, then how many of each kind, e.g. "3 files: 2 images, 1 video"',
    }),
  );
}

/** "0:07", "12:30": a clip's length next to its name. */
export function clipLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
