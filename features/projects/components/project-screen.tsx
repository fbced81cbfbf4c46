import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { ScrollHint } from '@/components/ui/scroll-hint';
import { Tabs } from '@/components/ui/tabs';

import { useArchiveProject, useProject } from '../api';
import type { ProjectView } from '../types';
import { TeamPanel } from './team-panel';
import { PageTitle } from '@/components/layout/page-title';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** The sellers panel's own loading state, for the moment its code comes. */
function SellersLoading() {
  const t = useTranslations('tours.sellers');
  return <SkeletonLines label={t('title')} lines={2} />;
}

// The Sellers tab in a chunk of its own (issue #28): its invitations' row menus bring Radix's menu, which the tour's
// first tab does not show. The tab stays mounted as the others, so its code comes right after the page's.
const SellersPanel = dynamic(() => import('./sellers-panel').then((module) => module.SellersPanel), { loading: SellersLoading });

const tabIds = ['events', 'team', 'sellers', 'catalogue', 'stock', 'sales', 'report'] as const;

/**
 * A tour's page: its header and tabs. The dates, the catalogue and the stock belong to other domains, which the page
 * file passes in (`events`, `catalogue`, `stock`, `sales`, `report`), so this feature does not depend on them.
 */
export function ProjectScreen({
  projectId,
  events,
  catalogue,
  stock,
  sales,
  report,
}: {
  projectId: string;
  events?: (project: ProjectView) => ReactNode;
  catalogue?: (project: ProjectView) => ReactNode;
  stock?: (project: ProjectView) => ReactNode;
  sales?: (project: ProjectView) => ReactNode;
  report?: (project: ProjectView) => ReactNode;
}) {
  const t = useTranslations('tours');
  const tc = useTranslations('common');
  const router = useRouter();
  const project = useProject(projectId);
  const requested = typeof router.query.tab === 'string' ? router.query.tab : 'events';
  const selected = (tabIds as readonly string[]).includes(requested) ? requested : 'events';
  // The stock is asked for when its tab is first opened, not with the page: it then reflects what the other tabs did.
  const [stockOpened, setStockOpened] = useState(false);
  if (selected === 'stock' && !stockOpened) setStockOpened(true);
  // The sales too: read when first opened.
  const [salesOpened, setSalesOpened] = useState(false);
  if (selected === 'sales' && !salesOpened) setSalesOpened(true);
  // The report too: its figures are of the moment the tab is opened.
  const [reportOpened, setReportOpened] = useState(false);
  if (selected === 'report' && !reportOpened) setReportOpened(true);

  if (project.isPending) return <SkeletonLines label={t('project.loading')} />;
  if (project.isError) return <LoadError error={project.error} missing={{ title: tc('missing.tour'), back: { href: '/dashboard/projects', label: tc('missing.backToTours') } }} onRetry={() => void project.refetch()} />;
  const data = project.data;
  const select = (tab: string) => void router.replace({ query: { ...router.query, tab } }, undefined, { shallow: true });

  return (
    <div className="flex flex-col gap-6">
      <Link href="/dashboard/projects" className="text-brand-700 underline">
        <span aria-hidden="true">←</span> {t('project.back')}
      </Link>
      <PageTitle name={data.name} />
      <ProjectHeader project={data} />
      {/* On a phone the tabs run off the screen: the hint says more are there (issue #25). */}
      <ScrollHint selector='[role="tablist"]'>
        <Tabs
          label={t('project.tabs.label')}
          selected={selected}
          onSelect={select}
          tabs={[
            { id: 'events', label: t('project.tabs.events'), content: events?.(data) ?? <p>{t('placeholders.events')}</p> },
            { id: 'team', label: t('project.tabs.team'), content: <TeamPanel project={data} /> },
            { id: 'sellers', label: t('project.tabs.sellers'), content: <SellersPanel project={data} /> },
            { id: 'catalogue', label: t('project.tabs.catalogue'), content: catalogue?.(data) ?? <p>{t('placeholders.catalogue')}</p> },
            { id: 'stock', label: t('project.tabs.stock'), content: stockOpened ? (stock?.(data) ?? <p>{t('placeholders.stock')}</p>) : null },
            { id: 'sales', label: t('project.tabs.sales'), content: salesOpened ? (sales?.(data) ?? null) : null },
            ...(report ? [{ id: 'report', label: t('project.tabs.report'), content: reportOpened ? report(data) : null }] : []),
          ]}
        />
      </ScrollHint>
    </div>
  );
}

function ProjectHeader({ project }: { project: ProjectView }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('tours');
  const notify = useNotify();
  const archive = useArchiveProject(project.id);
  const [confirming, setConfirming] = useState(false);
  const canArchive = ['owner', 'admin', 'platformAdmin'].includes(project.myRole);
  const readOnly = project.myRole === 'viewer';
  const archived = project.status === 'archived';

  async function toggle(next: boolean) {
    try {
      await archive.mutateAsync(next);
      notify.success(next ? t('project.archived') : t('project.unarchived'));
      setConfirming(false);
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{project.name}</h1>
          <p className="text-slate-700">
            {project.startDate && project.endDate ? t('list.dates', { start: formatDate(project.startDate), end: formatDate(project.endDate) }) : t('list.noDates')}
            {' · '}
            {t('list.yourRole', { role: t(`roles.${project.myRole}`) })}
          </p>
          {project.description && <p className="mt-1 text-slate-700">{project.description}</p>}
        </div>
        {canArchive && (
          <Button variant="secondary" onClick={() => (archived ? void toggle(false) : setConfirming(true))} disabled={archive.isPending}>
            {archived ? t('project.unarchive') : t('project.archive')}
          </Button>
        )}
      </div>
      {archived && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('project.archivedNotice')}</p>}
      {!archived && readOnly && <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('project.readOnlyNotice')}</p>}
      <ConfirmDialog
        open={confirming}
        title={t('project.archiveTitle', { name: project.name })}
        confirmLabel={t('project.archive')}
        cancelLabel={t('form.cancel')}
        pendingLabel={t('project.archiving')}
        pending={archive.isPending}
        onConfirm={() => void toggle(true)}
        onClose={() => setConfirming(false)}
      >
        {t('project.archiveText')}
      </ConfirmDialog>
    </header>
  );
}
