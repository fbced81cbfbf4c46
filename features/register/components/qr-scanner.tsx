import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const SCAN_EVERY_MS = 200;

/**
 * The tablet's camera, read for QR codes (jsQR on a canvas frame, five times a second) until the parent unmounts it.
 * Every decoded text goes to `onText`; the parent decides whether it is one of ours. The back camera is asked for
 * first. Refused or missing, it says so, and the seller types the number instead.
 */
export function QrScanner({ onText }: { onText: (text: string) => void }) {
  const t = useTranslations('register.collections.scanner');
  const videoRef = useRef<HTMLVideoElement>(null);
  const onTextRef = useRef(onText);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia || !context) return setState('unavailable');
      // The decoder is loaded with the scanner, not with the register.
      const [{ default: jsQR }, media] = await Promise.all([import('jsqr'), openCamera()]);
      if (!media.stream) return setState(media.refused ? 'denied' : 'unavailable');
      stream = media.stream;
      const video = videoRef.current;
      if (stopped || !video) return stopTracks();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setState('scanning');
      const scan = () => {
        if (stopped) return;
        if (video.videoWidth && video.readyState >= 2) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          context!.drawImage(video, 0, 0, canvas.width, canvas.height);
          const frame = context!.getImageData(0, 0, canvas.width, canvas.height);
          const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
          if (code?.data) onTextRef.current(code.data);
        }
        timer = setTimeout(scan, SCAN_EVERY_MS);
      };
      scan();
    }

    function stopTracks() {
      for (const track of stream?.getTracks() ?? []) track.stop();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks();
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <video ref={videoRef} aria-label={t('video')} muted playsInline className="aspect-[4/3] w-full rounded-md bg-slate-900 object-cover" />
      <p role="status" className={state === 'denied' || state === 'unavailable' ? 'font-medium text-red-800' : 'text-slate-700'}>
        {state === 'scanning' ? t('hint') : t(state)}
      </p>
    </div>
  );
}

async function openCamera(): Promise<{ stream: MediaStream | null; refused: boolean }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), refused: false };
  } catch (error) {
    return { stream: null, refused: error instanceof DOMException && error.name === 'NotAllowedError' };
  }
}
