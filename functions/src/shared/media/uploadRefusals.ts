// Why an uploaded original was refused, as a code the server stores with the upload and the admin's console words
// in the admin's language (web: features/admin). English wording here is the source those translations start from.
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_VIDEO_DURATION_SEC, MAX_VIDEO_SIDE_PX } from '../constants.js';

export const UPLOAD_REFUSALS = [
  'empty',
  'tooLarge',
  'notMedia',
  'tooManyPixels',
  'tooLong',
  'corrupt',
  'knownRemoved',
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

const GIB = 1024 * 1024 * 1024;

export const UPLOAD_REFUSAL_TEXT: Readonly<Record<UploadRefusal, string>> = {
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / GIB} GB.`,
  notMedia: 'This is not an image, GIF or video we can read (judged by its contents, not its name).',
  tooManyPixels: `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels, or a frame is wider or taller than ${MAX_VIDEO_SIDE_PX} px.`,
  tooLong: `The video is longer than ${MAX_VIDEO_DURATION_SEC / 3600} hours.`,
  corrupt: 'The file is damaged or incomplete and cannot be decoded.',
  knownRemoved: 'This file matches an item removed after a report, so it cannot be uploaded again.',
};
