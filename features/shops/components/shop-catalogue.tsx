import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { transferLinks } from '@/features/stock';
import { formatMoney } from '@/lib/format';
import { useOnlineProducts } from '../api';

/**
 * What the shop sells: the tour's products switched online, each linked to its page where the switch lives (no
 * per-shop list, docs/decisions.md), and the way stock reaches the shop: an ordinary transfer, opened with the shop as
 * its destination and the warehouse as its source.
 */
export function ShopCatalogue({ projectId, inventoryId, canWrite }: { projectId: string; inventoryId: string; canWrite: boolean }) {
  const t = useTranslations('shops.catalogue');
  const products = useOnlineProducts(projectId);
  const titleId = useId();
  const hintId = useId();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {products.isPending ? (
        <SkeletonLines label={t('loading')} lines={2} />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : products.data.data.length === 0 ? (
        <p className="text-slate-700">
          {t('empty')}{' '}
          <Link href={`/dashboard/projects/${projectId}?tab=catalogue`} className="text-brand-700 underline">
            {t('catalogueLink')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {products.data.data.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link href={`/dashboard/projects/${projectId}/products/${product.id}`} className="text-brand-700 underline" aria-label={t('edit', { title: product.title })}>
                {product.title}
              </Link>
              <span className="tabular-nums text-slate-700">{formatMoney(product.price)}</span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <p className="flex flex-col items-start gap-1">
          <Link href={transferLinks.create(projectId, { to: inventoryId })} className="text-brand-700 underline" aria-describedby={hintId}>
            {t('sendStock')}
          </Link>
          <span id={hintId} className="text-sm text-slate-700">
            {t('sendStockHint')}
          </span>
        </p>
      )}
    </section>
  );
}
