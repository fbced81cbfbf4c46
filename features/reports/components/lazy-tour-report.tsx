import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { SkeletonLines } from '@/components/ui/loading-states';

function Loading() {
  const t = useTranslations('reports');
  return <SkeletonLines label={t('loading')} />;
}

/** The tour's Report tab in a chunk of its own: its tables and exports are for that tab only. */
export const LazyTourReport = dynamic(() => import('./tour-report-panel').then((module) => module.TourReportPanel), { loading: Loading });
