import { lazy, Suspense } from 'react';

// The QR code's encoder (qrcode) is about 8 kB gzip that the spectator's confirmation needs only once the order is
// paid, which it learns after its first load: it comes then, in its own chunk (docs/decisions.md, 2026-11-25).
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** QrCode, loaded when first shown; meanwhile its place, of its size and with its label, so that nothing moves. */
export function LazyQrCode({ text, size, label }: { text: string; size: number; label: string }) {
  return (
    <Suspense fallback={<div role="img" aria-label={label} style={{ width: size, height: size }} />}>
      <QrCode text={text} size={size} label={label} />
    </Suspense>
  );
}
