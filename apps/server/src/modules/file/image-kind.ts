/** An image format we accept from an organizer, told by its first bytes rather than by a header. */
export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** Pixels, when the header says (the Open Graph tags can name them). */
  width?: number;
  height?: number;
}

/**
 * PNG, JPEG, GIF and WebP: the raster formats every browser shows. SVG is refused: served from
 * our own origin it could carry scripts, and a URL given by an organizer is not ours to trust.
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) =>
    from + length <= bytes.length ? String.fromCharCode(...bytes.subarray(from, from + length)) : '';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') {
    return ascii(12, 4) === 'IHDR' && bytes.length >= 24
      ? { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) }
      : { contentType: 'image/png' };
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') {
    return bytes.length >= 10
      ? { contentType: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) }
      : { contentType: 'image/gif' };
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return { contentType: 'image/webp', ...webpSize(bytes, view) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', ...jpegSize(bytes, view) };
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | object {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const uint24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return {};
}

/** The size in the first start-of-frame segment, walking the segments from the start. */
function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | object {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return {};
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return {};
}
