import jsQR from 'jsqr';

/**
 * Reads a QR code from a frame's RGBA pixels. The browser's own `BarcodeDetector` is used where it
 * exists (see camera.ts); elsewhere this pure-JavaScript decoder, bundled with the app so that
 * scanning keeps working offline with nothing loaded from elsewhere.
 */
export function decodeQr(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  // The codes we draw are dark on light; skipping the inverted pass halves the work per frame.
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
