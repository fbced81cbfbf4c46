import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { QrCode } from '@/components/ui/qr-code';
import en from '@/locales/en/receipts.json';
import fr from '@/locales/fr/receipts.json';

const defaultLabels = { fr: fr.qr.label, en: en.qr.label };

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
  const name = label ?? defaultLabels[locale === 'en' ? 'en' : 'fr'];
  if (!absolute) return <div role="img" aria-label={name} style={{ width: size, height: size }} />;
  return <QrCode text={absolute} size={size} label={name} data-url={absolute} />;
}
