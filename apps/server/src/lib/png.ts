import { crc32, deflateSync } from 'node:zlib';

/** PNG colour types this server writes. */
export const PNG_GREYSCALE = 0;
export const PNG_RGBA = 6;

/**
 * A PNG file from scanlines already laid out as PNG wants them: each row starts with its filter
 * byte. Node's zlib does the compression and the checksums, so no image library is needed for
 * the few images the server draws (QR codes, pass icons).
 */
export function encodePng(
  width: number,
  height: number,
  bitDepth: 1 | 8,
  colourType: typeof PNG_GREYSCALE | typeof PNG_RGBA,
  scanlines: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  // Compression, filter method and interlace stay 0.
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, checksum]);
}
