import { useTranslations } from 'next-intl';
import { toDataURL } from 'qrcode';
import { useId, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/feedback/use-notify';
import { ReceiptQrCode } from '@/features/receipts';
import { shopPublicPath } from '../links';

const noSubscription = () => () => {};

/** The page's origin is known only in the browser: before, the address is shown as a path. */
function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => '');
  return `${origin}${path}`;
}

/**
 * The shop's public address, to copy into a message and, as a QR code, to print on a poster at the venue. The PNG is
 * made large (1024 px) on demand, so it stays sharp when printed; the screen shows the SVG drawn like the receipt's.
 */
export function ShopAddress({ slug }: { slug: string }) {
  const t = useTranslations('shops.address');
  const notify = useNotify();
  const path = shopPublicPath(slug);
  const url = useAbsoluteUrl(path);
  const titleId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('copied'));
    } catch {
      notify.warning(t('copyFailed'));
    }
  }

  async function download() {
    try {
      const link = document.createElement('a');
      link.href = await toDataURL(url, { errorCorrectionLevel: 'M', width: 1024, margin: 4 });
      link.download = `boutique-${slug}.png`;
      link.click();
    } catch {
      notify.warning(t('downloadFailed'));
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 md:flex-row md:items-start md:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('title')}
        </h3>
        <p className="text-sm text-slate-700">{t('hint')}</p>
        <a href={path} className="break-all font-mono text-brand-700 underline" data-testid="shop-address">
          {url}
        </a>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('copy')}
          </Button>
          <Button variant="secondary" onClick={() => void download()}>
            {t('download')}
          </Button>
        </div>
      </div>
      <ReceiptQrCode url={path} size={160} label={t('qrLabel', { url })} />
    </section>
  );
}
