import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useProjects } from '../api';
import { CreateProjectDialog } from './create-project-dialog';
import { ProjectCard } from './project-card';

/** /dashboard/projects: the tours the manager's organisation works on. */
export function ProjectsScreen() {
  const t = useTranslations('tours.list');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const q = useDebouncedValue(search.trim(), 300);
  const projects = useProjects({ page, q: q || undefined });
  const pages = Math.max(1, Math.ceil((projects.data?.meta.total ?? 0) / (projects.data?.meta.limit ?? 1)));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{t('create')}</Button>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="font-medium text-slate-800">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="min-h-11 w-72 rounded-md border border-slate-400 bg-white px-3"
          />
        </div>
        {projects.data && <p aria-live="polite">{t('count', { count: projects.data.meta.total })}</p>}
      </div>
      {projects.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {projects.isError && <LoadError onRetry={() => void projects.refetch()} />}
      {projects.data?.data.length === 0 && (q ? <EmptyState text={t('noMatch')} /> : <EmptyState text={t('empty')} action={{ label: t('createFirst'), onClick: () => setCreating(true) }} />)}
      {projects.data && projects.data.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.data.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      )}
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} />}
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
