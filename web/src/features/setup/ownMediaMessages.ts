// What the setup page says about a pick of own files (docs/product-rules.md#your-own-media).
import { OWN_MEDIA_MAX_FILES, type OwnMediaType } from '../../lib/ownMedia/ownMediaFiles';

export const OWN_MEDIA_MESSAGES = {
  unsupported: 'Only images (JPEG, PNG, WebP, AVIF), gifs and videos (MP4, WebM) can play in a session.',
  unplayable: 'This browser cannot play them.',
  overLimit: `A session takes up to ${OWN_MEDIA_MAX_FILES} of your files.`,
  readFailed: 'Your files could not be read. Try again.',
  permissionRefused: 'The browser did not allow reading that folder. Choose it again to add its files.',
  emptyFolder: 'No images, gifs or videos in that folder.',
} as const;

const NAMES_SHOWN = 5;

/** "a.txt, b.pdf" or "a, b, c, d, e and 7 more". */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** One line per kind of refusal in a pick, empty when everything was added. */
export function pickProblems(result: { unsupported: string[]; unplayable: string[]; overLimit: string[] }): string[] {
  const problems: string[] = [];
  if (result.unsupported.length > 0) {
    problems.push(`Not added: ${nameList(result.unsupported)}. ${OWN_MEDIA_MESSAGES.unsupported}`);
  }
  if (result.unplayable.length > 0) {
    problems.push(`Not added: ${nameList(result.unplayable)}. ${OWN_MEDIA_MESSAGES.unplayable}`);
  }
  if (result.overLimit.length > 0) {
    const count = result.overLimit.length;
    problems.push(`Not added: ${count} more ${count === 1 ? 'file' : 'files'}. ${OWN_MEDIA_MESSAGES.overLimit}`);
  }
  return problems;
}

const TYPE_WORDS: Record<OwnMediaType, [string, string]> = {
  image: ['image', 'images'],
  gif: ['gif', 'gifs'],
  video: ['video', 'videos'],
};

/** "3 files: 2 images, 1 video". */
export function chosenSummary(types: readonly OwnMediaType[]): string {
  const parts = (['image', 'gif', 'video'] as const)
    .map((type) => {
      const count = types.filter((t) => t === type).length;
      return count === 0 ? null : `${count} ${TYPE_WORDS[type][count === 1 ? 0 : 1]}`;
    })
    .filter((part) => part !== null);
  return `${types.length} ${types.length === 1 ? 'file' : 'files'}: ${parts.join(', ')}`;
}

/** "0:07", "12:30": a clip's length next to its name. */
export function clipLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
