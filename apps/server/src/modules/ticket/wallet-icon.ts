import { encodePng, PNG_RGBA } from '../../lib/png.ts';

/**
 * The pass icon, drawn here rather than shipped as artwork: a ticket stub (a rounded card with a
 * half-circle notch on each side and a dotted tear line), white on a dark blue square. Apple
 * requires an icon in every pass; these are the sizes of the 1x, 2x and 3x screens.
 */
export const ICON_SIZES = { 'icon.png': 29, 'icon@2x.png': 58, 'icon@3x.png': 87 } as const;

const BACKGROUND = [0x1f, 0x3a, 0x5f] as const;
const FOREGROUND = [0xff, 0xff, 0xff] as const;
/** Samples per pixel side: the edges are anti-aliased by averaging them. */
const SUPERSAMPLING = 4;

export function ticketIcon(size: number): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy++) {
        for (let sx = 0; sx < SUPERSAMPLING; sx++) {
          const u = (x + (sx + 0.5) / SUPERSAMPLING) / size;
          const v = (y + (sy + 0.5) / SUPERSAMPLING) / size;
          if (insideTicket(u, v)) covered++;
        }
      }
      const share = covered / (SUPERSAMPLING * SUPERSAMPLING);
      const offset = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        rgba[offset + channel] = Math.round(BACKGROUND[channel]! * (1 - share) + FOREGROUND[channel]! * share);
      }
      rgba[offset + 3] = 0xff;
    }
  }
  return rgbaPng(size, size, rgba);
}

/** Whether the point (u, v) of the unit square lies on the ticket's white paper. */
function insideTicket(u: number, v: number): boolean {
  const left = 0.12;
  const right = 0.88;
  const top = 0.26;
  const bottom = 0.74;
  const corner = 0.06;
  if (u < left || u > right || v < top || v > bottom) return false;
  const cx = Math.min(Math.max(u, left + corner), right - corner);
  const cy = Math.min(Math.max(v, top + corner), bottom - corner);
  if ((u - cx) ** 2 + (v - cy) ** 2 > corner ** 2) return false;
  const notch = 0.09;
  const middle = (top + bottom) / 2;
  if ((u - left) ** 2 + (v - middle) ** 2 < notch ** 2) return false;
  if ((u - right) ** 2 + (v - middle) ** 2 < notch ** 2) return false;
  const tearLine = 0.64;
  const onTearLine = Math.abs(u - tearLine) < 0.025;
  const inGap = Math.floor((v - top) / 0.06) % 2 === 1;
  return !(onTearLine && inGap);
}

/** A PNG of 8-bit RGBA pixels, row by row, each row without filtering. */
function rgbaPng(width: number, height: number, rgba: Buffer): Buffer {
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return encodePng(width, height, 8, PNG_RGBA, rows);
}
