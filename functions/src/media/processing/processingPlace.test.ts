import { describe, expect, it } from 'vitest';
import {
  estimatedProcessingSec,
  placeByProbe,
  placeBySize,
  UPLOAD_TRIGGER_MAX_ORIGINAL_BYTES,
  UPLOAD_TRIGGER_PROCESSING_BUDGET_SEC,
} from './processingPlace.js';

const video = (width: number, height: number, durationSec: number) =>
  ({ kind: 'video', width, height, durationSec }) as const;

describe('where an original is processed', () => {
  it('when it is larger than the trigger can hold, then the job takes it unread; otherwise the trigger reads it', () => {
    expect(placeBySize(UPLOAD_TRIGGER_MAX_ORIGINAL_BYTES + 1)).toBe('job');
    expect(placeBySize(UPLOAD_TRIGGER_MAX_ORIGINAL_BYTES)).toBe('trigger');
    expect(placeBySize(3 * 1024 * 1024)).toBe('trigger');
  });

  it('when a still image is probed, then it costs nothing by this rate and stays in the trigger', () => {
    const photo = { kind: 'image', width: 6000, height: 4000, durationSec: 0 } as const;
    expect(estimatedProcessingSec(photo)).toBe(0);
    expect(placeByProbe(photo)).toBe('trigger');
  });

  it('when a video is probed, then its cost grows with its length and its pixels, down to a quarter of 1080p', () => {
    expect(estimatedProcessingSec(video(1920, 1080, 10))).toBe(160);
    expect(estimatedProcessingSec(video(1280, 720, 10))).toBeCloseTo(71.1, 1);
    // A small frame still costs a quarter of 1080p's (decoding, muxing, the poster).
    expect(estimatedProcessingSec(video(320, 180, 10))).toBe(40);
  });

  it('when renditions would outlast the trigger’s budget, then the job takes the video; a short one stays', () => {
    expect(placeByProbe(video(1920, 1080, 60 * 60))).toBe('job');
    expect(placeByProbe(video(1920, 1080, 25))).toBe('job');
    expect(placeByProbe(video(1920, 1080, UPLOAD_TRIGGER_PROCESSING_BUDGET_SEC / 16))).toBe('trigger');
    expect(placeByProbe(video(640, 360, 3))).toBe('trigger');
    expect(placeByProbe({ kind: 'gif', width: 480, height: 270, durationSec: 4 })).toBe('trigger');
  });
});
