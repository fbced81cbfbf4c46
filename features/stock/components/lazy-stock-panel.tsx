import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { SkeletonLines } from '@/components/ui/loading-states';

/** The matrix's own loading state (the panel's first section), for the moment the panel's code comes. */
function Loading() {
  const t = useTranslations('stock.matrix');
  return <SkeletonLines label={t('loading')} lines={5} />;
}

/**
 * The tour's Stock tab in a chunk of its own (issue #28): its sections bring the forms' validation (zod,
 * react-hook-form) and the CSV export, which the tour page's other tabs do not need. The tab mounts it when first opened.
 */
export const LazyStockPanel = dynamic(() => import('./stock-panel').then((module) => module.StockPanel), { loading: Loading });
