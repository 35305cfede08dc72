import { useEffect, useRef, useState } from 'react';
import { startCamera } from '../lib/camera.ts';
import { useTranslation } from '../lib/i18n.tsx';

/**
 * The camera's picture, reading QR codes while `active`. Without a camera (none, or refused) it
 * says so, and the person types the code instead.
 */
export function CameraView({ active, onCode }: { active: boolean; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const latest = useRef({ active, onCode });
  useEffect(() => {
    latest.current = { active, onCode };
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    startCamera(element, (code) => {
      if (latest.current.active) latest.current.onCode(code);
    }).then(
      (stopCamera) => {
        if (cancelled) stopCamera();
        else stop = stopCamera;
      },
      () => setUnavailable(true),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <div className="camera">
      <video ref={video} aria-label={t('camera')} hidden={unavailable} />
      {unavailable && <p className="camera-unavailable">{t('cameraUnavailable')}</p>}
    </div>
  );
}
