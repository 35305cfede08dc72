import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * A ticket's QR code. Error correction M survives a scratched print or a cracked phone screen
 * while keeping the modules large enough for a check-in camera; four modules of quiet zone are
 * what scanners expect around the code. The library computes the modules; the PNG is written
 * here, one bit per pixel, which is many times faster than the library's own RGBA renderer and
 * gives a smaller file.
 */
export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark(row: number, column: number): boolean;
}

export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => !!modules.get(row, column) };
}

/** The code as a black-on-white PNG about `widthPixels` wide, every module the same whole number of pixels. */
export function qrPng(text: string, widthPixels = 350): Buffer {
  const matrix = qrMatrix(text);
  const modulesPerSide = matrix.size + 2 * QUIET_ZONE;
  const scale = Math.max(1, Math.round(widthPixels / modulesPerSide));
  const side = modulesPerSide * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each scanline: filter type 0, then the pixels, 1 = white.
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  for (let y = 0; y < side; y++) {
    const start = y * (rowBytes + 1);
    raw[start] = 0;
    const row = Math.floor(y / scale) - QUIET_ZONE;
    if (row < 0 || row >= matrix.size) continue;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / scale) - QUIET_ZONE;
      if (column >= 0 && column < matrix.size && matrix.isDark(row, column)) {
        raw[start + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
