// Small synthetic media files written by the tests themselves (no content from anywhere): a PNG gradient and an
// animated GIF of coloured stripes, as a person would have on their device.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of a diagonal gradient. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      rows.set([60 + Math.round((x / width) * 190), 40, 90 + Math.round((y / height) * 150)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GIF image data for 2-bit colour indices: a clear code before every second pixel keeps codes 3 bits wide. */
function gifImageData(indices: readonly number[]): number[] {
  const CLEAR = 4;
  const END = 5;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  const emit = (code: number) => {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  };
  indices.forEach((index, position) => {
    if (position % 2 === 0) emit(CLEAR);
    emit(index);
  });
  emit(END);
  if (bits > 0) bytes.push(buffer & 0xff);
  const blocks: number[] = [2];
  for (let start = 0; start < bytes.length; start += 255) {
    const block = bytes.slice(start, start + 255);
    blocks.push(block.length, ...block);
  }
  blocks.push(0);
  return blocks;
}

/** An animated GIF: `frames` frames of stripes in alternating colours, each shown `delayCs` hundredths of a second. */
export function stripedGif(size: number, frames: number, delayCs: number): Buffer {
  const palette = [0xff, 0x4f, 0x9a, 0x7a, 0x5c, 0xff, 0x2e, 0xc4, 0xb6, 0xff, 0xd2, 0x4f];
  const bytes: number[] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, size, 0, size, 0, 0x81, 0, 0, ...palette];
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0);
  for (let frame = 0; frame < frames; frame += 1) {
    bytes.push(0x21, 0xf9, 4, 0, delayCs & 0xff, delayCs >> 8, 0, 0);
    bytes.push(0x2c, 0, 0, 0, 0, size, 0, size, 0, 0);
    const indices = Array.from({ length: size * size }, (_, i) => (Math.floor((i % size) / 5) + frame) % 4);
    bytes.push(...gifImageData(indices));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
