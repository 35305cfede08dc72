import QRCode from 'qrcode';
import { encodePng, PNG_GREYSCALE } from '../../lib/png.ts';

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
  return encodePng(side, side, 1, PNG_GREYSCALE, raw);
}
