import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/hooks/use-media-query';
import { useServiceRequests } from '../../api';
import type { ServiceRequestView } from '../../types';
import { ServiceRequestCards } from './service-request-cards';
import { ServiceRequestFilters } from './service-request-filters';
import { ServiceRequestsTable } from './service-requests-table';
import type { StepTarget } from './service-step';
import { ServiceStepDialogs } from './service-step-dialogs';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { defaultFilters, toApiFilters, useServiceFilters, type ServiceFilters } from './use-service-filters';

const PAGE_SIZE = 50;

/** /admin/services: every organisation's service requests, what is due on each and by when, and the next steps. */
export function ServiceRequestsAdminScreen() {
  const t = useTranslations('services.admin');
  const router = useRouter();
  const [filters, setFilters] = useServiceFilters();
  const [target, setTarget] = useState<StepTarget | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  function stepDone() {
    setTarget(null);
    // The button that opened the dialog is often gone with the step (the row shows its next one, or left the list):
    // focus then starts again from the page's title instead of being lost.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) titleRef.current?.focus();
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {t('title')}
        </h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <ServiceRequestFilters filters={filters} onChange={setFilters} />
      {/* Before the address is read, the filters are not known yet: no list for the wrong ones. */}
      {router.isReady ? (
        <ServiceRequestsList key={`${filters.kind}-${filters.status}`} filters={filters} onShowAll={() => setFilters({ kind: 'all', status: 'all' })} onStep={(request, step) => setTarget({ request, step })} />
      ) : (
        <Card title={t('list.title')}>
          <SkeletonLines label={t('list.loading')} />
        </Card>
      )}
      <ServiceStepDialogs target={target} onClose={() => setTarget(null)} onDone={stepDone} />
    </div>
  );
}

interface ServiceRequestsListProps {
  filters: ServiceFilters;
  onShowAll: () => void;
  onStep: (request: ServiceRequestView, step: StepTarget['step']) => void;
}

function ServiceRequestsList({ filters, onShowAll, onStep }: ServiceRequestsListProps) {
  const t = useTranslations('services.admin.list');
  const [page, setPage] = useState(1);
  const requests = useServiceRequests({ ...toApiFilters(filters), page, limit: PAGE_SIZE });
  useErrorToast(requests.error, 'read');
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const unfiltered = filters.kind === 'all' && filters.status === 'all';
  const openOnly = filters.kind === defaultFilters.kind && filters.status === defaultFilters.status;

  let content;
  if (requests.isPending) content = <SkeletonLines label={t('loading')} />;
  else if (requests.isError) content = <LoadError message={t('loadError')} onRetry={() => void requests.refetch()} />;
  else if (requests.data.data.length === 0) content = <EmptyState text={unfiltered ? t('none') : openOnly ? t('emptyOpen') : t('empty')} action={unfiltered ? undefined : { label: t('showAll'), onClick: onShowAll }} />;
  else if (wide) content = <ServiceRequestsTable requests={requests.data.data} onStep={onStep} />;
  else content = <ServiceRequestCards requests={requests.data.data} onStep={onStep} />;
  const total = requests.data?.meta.total ?? 0;

  return (
    <Card title={t('title')} description={total ? t('count', { count: total }) : undefined}>
      <div className="flex flex-col gap-4">
        {content}
        {total > PAGE_SIZE && <Pagination page={page} pages={Math.ceil(total / PAGE_SIZE)} onChange={setPage} />}
      </div>
    </Card>
  );
}
