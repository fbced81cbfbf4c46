import { useLocale } from 'next-intl';
import { create } from 'qrcode';
import { useMemo, useSyncExternalStore } from 'react';
import en from '@/locales/en/receipts.json';
import fr from '@/locales/fr/receipts.json';

const QUIET_ZONE = 4;
const defaultLabels = { fr: fr.qr.label, en: en.qr.label };

/** The dark modules of a QR code as one SVG path, a horizontal run of modules per segment. */
export function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      segments.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: segments.join(''), size: modules.size + 2 * QUIET_ZONE };
}

const noSubscription = () => () => {};

/**
 * The receipt's link as a QR code for the customer's phone (the register shows it after a sale). A relative link
 * (`order.receiptUrl`) is made absolute with this site's origin, known only in the browser: nothing is drawn before.
 * Drawn as an SVG from the code's modules, so it is sharp at any size and needs no canvas.
 */
export function ReceiptQrCode({ url, size = 192, label }: { url: string; size?: number; label?: string }) {
  const locale = useLocale();
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => null);
  const absolute = /^https?:\/\//.test(url) ? url : origin ? new URL(url, origin).href : null;
  const code = useMemo(() => (absolute ? qrCodePath(absolute) : null), [absolute]);
  const name = label ?? defaultLabels[locale === 'en' ? 'en' : 'fr'];
  if (!code) return <div role="img" aria-label={name} style={{ width: size, height: size }} />;
  return (
    <svg role="img" aria-label={name} width={size} height={size} viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges" data-url={absolute}>
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
