import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { SkeletonLines } from '@/components/ui/loading-states';

/** The panel's own loading state, for the moment its code comes. */
function Loading() {
  const t = useTranslations('orders.sales');
  return <SkeletonLines label={t('loading')} />;
}

/**
 * A tour's Sales tab in a chunk of its own (issue #28): the order detail, the refund form and the CSV export are for
 * that tab only. The tab mounts it when first opened.
 */
export const LazySalesPanel = dynamic(() => import('./sales-panel').then((module) => module.SalesPanel), { loading: Loading });
