import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './documentType.js';

const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

describe('documentTypeOf', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'when the bytes are a %s picture, then it is that image type',
    async (format) => {
      expect(documentTypeOf(await picture(format))).toBe(`image/${format}`);
    },
  );
  it('when the bytes start like a PDF, then it is a PDF', () => {
    expect(documentTypeOf(Buffer.from('%PDF-1.7\n%…'))).toBe('application/pdf');
  });
  it('when the bytes are anything else (text, a GIF, too short), then it is refused', () => {
    expect(documentTypeOf(Buffer.from('name,date\n'))).toBeNull();
    expect(documentTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(documentTypeOf(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(documentTypeOf(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});
