import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import type { ProjectView } from '@/features/projects';
import { toParisDate } from '@/lib/datetime/paris-time';
import { fetchAllStockChanges, useInventories, useStockChangeCounts, useStockChanges, useStockMatrix, type ChangesFilter } from '../api';
import { inventoryChangeKinds, receiptTypes, type InventoryChangeKind, type InventoryChangeView, type ReceiptType } from '../types';
import { LedgerFilters, noLedgerFilter, type LedgerFilterValues } from './ledger-filters';
import { buildLedgerCsv } from './ledger-model';
import { LedgerTable } from './ledger-table';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { inventoryLabel } from './stock-matrix-model';
import { useInventoryNames } from './stock-names';
import { StockSection } from './stock-section';

/** The API's filter: empty choices left out, so that equal filters share one cache entry. */
function toQuery(value: LedgerFilterValues): Omit<ChangesFilter, 'page' | 'limit'> {
  return {
    kind: value.kind.length ? value.kind : undefined,
    inventoryId: value.inventoryId || undefined,
    productId: value.productId || undefined,
    from: value.from || undefined,
    to: value.to || undefined,
  };
}

/** The stock ledger of a tour: counts per kind, the rows page by page, and a CSV of every row that matches. */
export function LedgerHistory({ project }: { project: ProjectView }) {
  const t = useTranslations('stock.ledger');
  const tk = useTranslations('stock.kinds');
  const tr = useTranslations('stock.receipts');
  const names = useInventoryNames();
  const notify = useNotify();
  const [filter, setFilter] = useState<LedgerFilterValues>(noLedgerFilter);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = toQuery(filter);
  const countQuery = { inventoryId: query.inventoryId, productId: query.productId, from: query.from, to: query.to };
  const changes = useStockChanges(project.id, { ...query, page });
  const counts = useStockChangeCounts(project.id, countQuery);
  const inventories = useInventories(project.id);
  const catalogue = useStockMatrix(project.id);
  const filtered = JSON.stringify(filter) !== JSON.stringify(noLedgerFilter);

  const products = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of catalogue.data?.rows ?? []) seen.set(row.productId, row.productTitle);
    return [...seen].map(([id, title]) => ({ id, title }));
  }, [catalogue.data]);
  const eventOf = useMemo(() => new Map((inventories.data ?? []).map((inventory) => [inventory.id, inventory.eventName])), [inventories.data]);
  const placeOf = (row: InventoryChangeView) => inventoryLabel({ kind: row.inventoryKind, name: row.inventoryName, eventName: eventOf.get(row.inventoryId) ?? null }, names);
  const pages = Math.max(1, Math.ceil((changes.data?.meta.total ?? 0) / (changes.data?.meta.limit ?? 1)));

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchAllStockChanges(project.id, query);
      const csv = buildLedgerCsv(rows, {
        header: {
          date: t('csv.date'),
          kind: t('csv.kind'),
          inventory: t('csv.inventory'),
          product: t('csv.product'),
          variant: t('csv.variant'),
          delta: t('csv.delta'),
          receiptType: t('csv.receiptType'),
          quantity: t('csv.quantity'),
          after: t('csv.after'),
          reference: t('csv.reference'),
          transfer: t('csv.transfer'),
          actor: t('csv.actor'),
        },
        kinds: Object.fromEntries(inventoryChangeKinds.map((kind) => [kind, tk(kind)])) as Record<InventoryChangeKind, string>,
        receipts: Object.fromEntries(receiptTypes.map((type) => [type, tr(type)])) as Record<ReceiptType, string>,
        inventory: placeOf,
      });
      downloadCsv(csvFileName('mouvements-stock', project.name, toParisDate(new Date())), csv);
      notify.success(t('exported', { count: rows.length }));
    } catch (error) {
      notify.error(error, { operation: 'read' });
    } finally {
      setExporting(false);
    }
  }

  const kindsWithRows = counts.data ? inventoryChangeKinds.filter((kind) => counts.data[kind].rows > 0) : [];

  return (
    <StockSection title={t('title')} intro={t('intro')}>
      <LedgerFilters
        value={filter}
        inventories={inventories.data ?? []}
        products={products}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {kindsWithRows.length > 0 && (
        <section aria-label={t('counts')}>
          <ul className="flex flex-wrap gap-3" data-testid="ledger-counts">
            {kindsWithRows.map((kind) => (
              <li key={kind} className="min-w-40 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
                <p className="text-sm font-medium text-slate-700">{tk(kind)}</p>
                <p className="text-lg font-semibold text-slate-900">{t('countRows', { count: counts.data![kind].rows })}</p>
                <p className="text-sm text-slate-700">{t('countUnits', { count: counts.data![kind].units })}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {changes.isPending && <SkeletonLines label={t('loading')} lines={5} />}
      {changes.isError && <LoadError onRetry={() => void changes.refetch()} />}
      {changes.data && changes.data.meta.total === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{filtered ? t('noMatch') : t('empty')}</p>}
      {changes.data && changes.data.meta.total > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p aria-live="polite" className="text-slate-700">
              {t('count', { count: changes.data.meta.total })}
            </p>
            <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
              {exporting ? t('exporting') : t('export')}
            </Button>
          </div>
          <LedgerTable projectId={project.id} rows={changes.data.data} placeOf={placeOf} />
          {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} label={t('pagination')} />}
        </>
      )}
    </StockSection>
  );
}
