interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's QR reader when it has one that reads QR codes, else null. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Shows the back camera in `video` and calls `onCode` with each QR code read, frame after frame,
 * until the returned stop is called. Rejects when there is no camera or the person refused it.
 */
export async function startCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  const detector = await nativeDetector();
  // The decoder is fetched only by browsers without their own, at the start, so it is there offline too.
  const decodeQr = detector ? null : (await import('./qr-decoder.ts')).decodeQr;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });

  const read = async (): Promise<string | null> => {
    if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
    if (detector) return (await detector.detect(video))[0]?.rawValue ?? null;
    if (!context || !decodeQr) return null;
    // A third of a 1080p frame is enough for a code held in front of the camera, and thrice as fast.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
  };
  const loop = async () => {
    if (stopped) return;
    const code = await read().catch(() => null);
    if (code && !stopped) onCode(code);
    if (!stopped) requestAnimationFrame(() => void loop());
  };
  void loop();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
