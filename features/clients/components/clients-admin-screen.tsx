import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useClients, useClientsCount, type ClientFilters } from '../api';
import type { ClientView } from '../types';
import { ClientsTable, ClientsTableSkeleton } from './clients-table';
import { ClientStatusDialog } from './client-status-dialog';
import { TextField, SelectField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useErrorToast } from '@/components/feedback/use-error-toast';

const PAGE_SIZE = 20;
const statusFilters = ['all', 'active', 'suspended'] as const;
type StatusFilter = (typeof statusFilters)[number];
const statusFilterLabels = { all: 'statusAll', active: 'statusActive', suspended: 'statusSuspended' } as const satisfies Record<StatusFilter, string>;

/** /admin/clients: every client organisation, searchable, each opening its page, with suspension and reactivation. */
export function ClientsAdminScreen() {
  const t = useTranslations('clients.admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(search.trim(), 300);
  const filters: ClientFilters = { q: q || undefined, status: status === 'all' ? undefined : [status] };
  // The page belongs to one set of filters: new filters start again at page 1.
  const filtersKey = `${q}|${status}`;
  const [pageState, setPageState] = useState({ filtersKey, page: 1 });
  const page = pageState.filtersKey === filtersKey ? pageState.page : 1;

  const list = useClients({ page, limit: PAGE_SIZE, ...filters });
  const count = useClientsCount(filters);
  useErrorToast(list.error, 'read');
  const [target, setTarget] = useState<ClientView | null>(null);

  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(q) || status !== 'all';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <p role="status" className="text-lg font-medium text-slate-900" data-testid="clients-count">
          {count.data ? t('count', { count: count.data.count }) : ''}
        </p>
      </header>

      <div role="search" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField label={t('search')} hint={t('searchHint')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        <SelectField label={t('statusFilter')} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
          {statusFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(statusFilterLabels[filter])}
            </option>
          ))}
        </SelectField>
      </div>

      {list.isPending ? (
        <ClientsTableSkeleton label={t('loading')} />
      ) : !list.data ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <LoadError message={t('loadError')} onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-800">{filtered ? t('empty') : t('emptyNoFilter')}</p>
          {filtered && (
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setStatus('all');
              }}
            >
              {t('clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <ClientsTable caption={t('caption')} clients={list.data.data} stale={list.isPlaceholderData} onChangeStatus={setTarget} />
          <Pagination page={page} pages={pages} onChange={(next) => setPageState({ filtersKey, page: next })} />
        </>
      )}

      <ClientStatusDialog client={target} onClose={() => setTarget(null)} />
    </div>
  );
}
