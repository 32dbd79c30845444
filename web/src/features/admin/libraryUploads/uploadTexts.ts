// What the console says about an upload that stopped or was refused, in the admin's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_VIDEO_DURATION_SEC, MAX_VIDEO_SIDE_PX } from '@shared/constants';
import type { UploadRefusal } from '@shared/media/uploadRefusals';
import type { SendStop } from './uploadRows';

const GIB = 1024 * 1024 * 1024;
export const MAX_UPLOAD_GB = MAX_UPLOAD_BYTES / GIB;
const maxMegapixels = MAX_IMAGE_PIXELS / 1_000_000;
const maxHours = MAX_VIDEO_DURATION_SEC / 3600;

// The server's refusal codes (@shared/media/uploadRefusals), worded in the admin's language.
export const REFUSAL_TEXT: Record<UploadRefusal, MessageDescriptor> = {
  empty: msg`The file is empty.`,
  tooLarge: msg`The file is larger than ${MAX_UPLOAD_GB} GB.`,
  notMedia: msg`This is not an image, GIF or video we can read (judged by its contents, not its name).`,
  tooManyPixels: msg`The image has more than ${maxMegapixels} million pixels, or a frame is wider or taller than ${MAX_VIDEO_SIDE_PX} px.`,
  tooLong: msg`The video is longer than ${maxHours} hours.`,
  corrupt: msg`The file is damaged or incomplete and cannot be decoded.`,
  knownRemoved: msg`This file matches an item removed after a report, so it cannot be uploaded again.`,
};

export const STOP_TEXT: Record<SendStop, MessageDescriptor> = {
  connection: msg`The connection dropped. Sending continues when you are back online, or press Resume.`,
  sessionLost: msg`The upload expired. Resume sends the file again from the start.`,
  refusedByStorage: msg`Storage refused the file. Sign in again, then press Resume.`,
};
