import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useProjectEvents } from '@/features/events';
import type { ProjectView } from '@/features/projects';
import { toParisDate } from '@/lib/datetime/paris-time';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useStockMatrix } from '../api';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { LowStockIcon, StockMatrixTable } from './stock-matrix-table';
import { buildMatrixCsv, visibleRows } from './stock-matrix-model';
import { useInventoryNames } from './stock-names';

const categories = ['merchandising', 'accessories', 'phonography', 'other'] as const;

/** The tour's stock: every variant in every place, with filters and a CSV of what is shown. */
export function StockMatrix({ project, onSupply }: { project: ProjectView; onSupply?: () => void }) {
  const t = useTranslations('stock.matrix');
  const tc = useTranslations('stock.categories');
  const names = useInventoryNames();
  const notify = useNotify();
  const headingId = useId();
  const hideEmptyId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [eventId, setEventId] = useState('');
  const [hideEmpty, setHideEmpty] = useState(false);
  const q = useDebouncedValue(search.trim(), 300);
  const matrix = useStockMatrix(project.id, { q: q || undefined, category: category ? [category] : undefined, eventId: eventId || undefined });
  const events = useProjectEvents(project.id);
  const filtered = Boolean(q || category || eventId);
  const rows = matrix.data ? visibleRows(matrix.data.rows, hideEmpty) : [];
  const noStock = matrix.data && matrix.data.total === 0 && matrix.data.inTransit === 0;

  function exportCsv() {
    if (!matrix.data) return;
    const csv = buildMatrixCsv(matrix.data, rows, {
      product: t('csv.product'),
      reference: t('csv.reference'),
      variant: t('csv.variant'),
      total: t('total'),
      inTransit: t('inTransit'),
      totals: t('csv.totals'),
      names,
    });
    downloadCsv(csvFileName('stock', project.name, toParisDate(new Date())), csv);
    notify.success(t('exported'));
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <div className="w-72">
          <TextField label={t('search')} hint={t('searchHint')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="w-56">
          <SelectField
            label={t('category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            placeholder={t('allCategories')}
            options={categories.map((key) => ({ value: key, label: tc(key) }))}
          />
        </div>
        <div className="w-64">
          <SelectField
            label={t('event')}
            hint={t('eventHint')}
            value={eventId}
            onChange={(event) => setEventId(event.target.value)}
            placeholder={t('allEvents')}
            options={(events.data?.data ?? []).map((event) => ({ value: event.id, label: event.name }))}
          />
        </div>
        <div className="flex min-h-11 items-center gap-2 self-center">
          <input id={hideEmptyId} type="checkbox" className="size-5" checked={hideEmpty} onChange={(event) => setHideEmpty(event.target.checked)} />
          <label htmlFor={hideEmptyId} className="font-medium text-slate-800">
            {t('hideEmpty')}
          </label>
        </div>
      </div>
      {matrix.isPending && <SkeletonLines label={t('loading')} lines={5} />}
      {matrix.isError && <LoadError onRetry={() => void matrix.refetch()} />}
      {matrix.data && matrix.data.rows.length === 0 && <Empty>{filtered ? t('noMatch') : t('emptyCatalogue')}</Empty>}
      {matrix.data && matrix.data.rows.length > 0 && noStock && !filtered && (
        <Empty>
          <span className="block">{t('empty')}</span>
          {onSupply && (
            <Button className="mt-4" onClick={onSupply}>
              {t('startSupply')}
            </Button>
          )}
        </Empty>
      )}
      {matrix.data && matrix.data.rows.length > 0 && (!noStock || filtered) && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p aria-live="polite" className="text-slate-700">
              {t('shown', { count: rows.length })}
            </p>
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <span className="inline-flex items-center rounded bg-amber-100 px-2 py-0.5 text-amber-950">
                <LowStockIcon />
              </span>
              {t('legend')}
            </p>
            <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
              {t('export')}
            </Button>
          </div>
          {rows.length === 0 ? <Empty>{t('allEmpty')}</Empty> : <StockMatrixTable matrix={matrix.data} rows={rows} />}
        </>
      )}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{children}</div>;
}
