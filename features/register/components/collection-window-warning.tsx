import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format';
import { outsideCollectionWindow } from '@/features/shops/collection-window';
import type { CollectionWindow } from '@/features/shops/types';

/**
 * Said in the hand-over's dialog, before its confirmation, when the order is collected outside its shop's window
 * (issue #25): before it opens or after it closes. Nothing inside it.
 */
export function CollectionWindowWarning({ window, now = new Date() }: { window: CollectionWindow; now?: Date }) {
  const t = useTranslations('register.collections.window');
  const outside = outsideCollectionWindow(window, now);
  if (!outside) return null;
  return (
    <p data-testid="collection-window-warning" className="rounded-md border border-amber-400 bg-amber-50 p-3 font-medium text-amber-900">
      {outside === 'early' ? t('early', { opensAt: formatDateTime(window.opensAt!) }) : t('late', { closesAt: formatDateTime(window.closesAt!) })}
    </p>
  );
}
