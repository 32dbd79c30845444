// A GIF's play time from its bytes: the sum of its frames' delays (docs/product-rules.md#your-own-media).
// Sessions time a gif by its duration; a file from the device has no listing to say it, so it is read here.

/** Browsers show a frame with a delay this short (or none) for 100 ms; so does the sum here. */
const BROWSER_MIN_DELAY_CS = 2;
const BROWSER_DEFAULT_DELAY_CS = 10;

/** Steps over data sub-blocks (a length byte, then that many bytes, until a zero length); returns the next offset. */
function skipSubBlocks(bytes: Uint8Array, start: number): number {
  let offset = start;
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0;
    offset += 1;
    if (length === 0) return offset;
    offset += length;
  }
  return -1;
}

function colorTableBytes(packed: number): number {
  return (packed & 0x80) === 0 ? 0 : 3 * 2 ** ((packed & 0x07) + 1);
}

/**
 * Seconds one loop of an animated GIF lasts, or null when the bytes are not a GIF, it has a single frame (it
 * is a still image then), or the file is cut short.
 */
export function gifDurationSec(bytes: Uint8Array): number | null {
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if (signature !== 'GIF89a' && signature !== 'GIF87a') return null;
  let offset = 13 + colorTableBytes(bytes[10] ?? 0);
  let frames = 0;
  let totalCs = 0;
  let pendingDelayCs: number | null = null;
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = bytes[offset + 1];
      if (label === 0xf9 && bytes[offset + 2] === 4) {
        pendingDelayCs = (bytes[offset + 4] ?? 0) | ((bytes[offset + 5] ?? 0) << 8);
      }
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (introducer === 0x2c) {
      const packed = bytes[offset + 9] ?? 0;
      offset = skipSubBlocks(bytes, offset + 10 + colorTableBytes(packed) + 1);
      frames += 1;
      const delayCs = pendingDelayCs ?? 0;
      totalCs += delayCs < BROWSER_MIN_DELAY_CS ? BROWSER_DEFAULT_DELAY_CS : delayCs;
      pendingDelayCs = null;
    } else {
      return null;
    }
    if (offset < 0) return null;
  }
  return frames > 1 ? totalCs / 100 : null;
}
