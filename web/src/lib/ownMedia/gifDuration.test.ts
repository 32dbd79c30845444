import { describe, expect, it } from 'vitest';
import { gifDurationSec } from './gifDuration';

/** A GIF of 1×1 frames with the given delays (hundredths of a second); null leaves a frame without a control block. */
function gif(delaysCs: readonly (number | null)[], { globalTable = true, comment = false } = {}): Uint8Array {
  const bytes: number[] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // 'GIF89a'
  bytes.push(1, 0, 1, 0, globalTable ? 0x80 : 0x00, 0, 0);
  if (globalTable) bytes.push(0xff, 0xff, 0xff, 0, 0, 0);
  if (comment) bytes.push(0x21, 0xfe, 3, 0x61, 0x62, 0x63, 0);
  for (const delay of delaysCs) {
    if (delay !== null) bytes.push(0x21, 0xf9, 4, 0, delay & 0xff, delay >> 8, 0, 0);
    bytes.push(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0);
  }
  bytes.push(0x3b);
  return Uint8Array.from(bytes);
}

describe('gifDurationSec', () => {
  it('adds up the frame delays', () => {
    expect(gifDurationSec(gif([50, 150, 300]))).toBe(5);
    expect(gifDurationSec(gif([400, 400], { globalTable: false, comment: true }))).toBe(8);
  });

  it('counts very short or missing delays as browsers show them (100 ms)', () => {
    expect(gifDurationSec(gif([0, 1, null, 20]))).toBeCloseTo(0.5);
  });

  it('reads delays above 2.55 s (two bytes)', () => {
    expect(gifDurationSec(gif([1000, 300]))).toBe(13);
  });

  it('has no duration for a single frame, other formats or a cut file', () => {
    expect(gifDurationSec(gif([100]))).toBeNull();
    expect(gifDurationSec(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeNull();
    const whole = gif([100, 100, 100]);
    expect(gifDurationSec(whole.subarray(0, whole.length - 9))).toBeNull();
  });
});
