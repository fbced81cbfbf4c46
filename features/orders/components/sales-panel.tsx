import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, SelectField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { useProjectEvents } from '@/features/events';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatInteger, formatMoney } from '@/lib/format';
import { useOrders } from '../api';
import { useOrderCounts } from '../takings-api';
import { orderStatuses, paymentMethods, type OrderView } from '../types';
import { OrderDetail } from './order-detail';
import { fetchAllOrders, salesCsv } from './sales-csv';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { paidWith } from '../payment-parts';
import { isUuid } from '@/lib/validation/uuid';

const PAGE_SIZE = 25;

interface Filters {
  eventId: string;
  paymentMethod: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

const noFilters: Filters = { eventId: '', paymentMethod: '', status: '', from: '', to: '', q: '' };

/** The API query of the filters: empty ones are left out. */
function queryOf(projectId: string, filters: Filters, q: string): Record<string, unknown> {
  return {
    projectId,
    eventId: filters.eventId || undefined,
    paymentMethod: filters.paymentMethod || undefined,
    status: filters.status ? [filters.status] : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: q.trim() || undefined,
  };
}

/**
 * The Ventes tab of a tour: every order of its dates with filters (date, payment, status, period, search), the
 * totals of what is shown, each order's detail with its refunds and receipt (the tour's writers refund from there,
 * `writable`), and a CSV export of the lines. Shop orders are listed with the stands' sales, named as such.
 * `eventId` opens it filtered on one date (the event page's "Voir les ventes").
 */
export function SalesPanel({ projectId, tourName, eventId = '', writable = false }: { projectId: string; tourName: string; eventId?: string; writable?: boolean }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('orders.sales');
  const [filters, setFilters] = useState<Filters>({ ...noFilters, eventId: isUuid(eventId) ? eventId : '' });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OrderView | null>(null);
  const [exporting, setExporting] = useState(false);
  const q = useDebouncedValue(filters.q, 300);
  const query = queryOf(projectId, filters, q);
  const events = useProjectEvents(projectId);
  const orders = useOrders({ ...query, page, limit: PAGE_SIZE });
  const counts = useOrderCounts(query);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [name]: event.target.value }));
    setPage(1);
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllOrders(query);
      const header = ['ticket', 'date', 'event', 'stand', 'seller', 'status', 'payment', 'product', 'variant', 'quantity', 'unitPrice', 'vatRate', 'discount', 'lineTotal', 'refunded'].map((column) => t(`csv.${column}`));
      downloadCsv(csvFileName('ventes', tourName, toParisDate(new Date())), salesCsv(all, header, { status: (status) => t(`status.${status}`), method: (method) => t(`method.${method}`) }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="sales-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting || !orders.data?.meta.total}>
          {exporting ? t('exporting') : t('export')}
        </Button>
      </div>
      <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-6">
        <SelectField label={t('filters.event')} value={filters.eventId} onChange={set('eventId')} placeholder={t('filters.allEvents')} options={(events.data?.data ?? []).map((event) => ({ value: event.id, label: event.name }))} />
        <SelectField label={t('filters.payment')} value={filters.paymentMethod} onChange={set('paymentMethod')} placeholder={t('filters.all')} options={paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) }))} />
        <SelectField label={t('filters.status')} value={filters.status} onChange={set('status')} placeholder={t('filters.all')} options={orderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
        <TextField label={t('filters.from')} type="date" value={filters.from} onChange={set('from')} />
        <TextField label={t('filters.to')} type="date" value={filters.to} onChange={set('to')} />
        <TextField label={t('filters.search')} type="search" value={filters.q} onChange={set('q')} hint={t('filters.searchHint')} />
      </div>
      {counts.data && (
        <p className="rounded-md bg-slate-50 p-3" aria-live="polite">
          {t('summary', { count: formatInteger(counts.data.count), net: formatMoney(counts.data.netAmount), cash: formatMoney(counts.data.cash.amount), card: formatMoney(counts.data.card.amount), refunded: formatMoney(counts.data.refundedAmount), units: formatInteger(counts.data.units) })}
        </p>
      )}
      {orders.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('caption')}>
          <table className="w-full text-left">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {(['ticket', 'date', 'where', 'seller', 'payment', 'status', 'total'] as const).map((column) => (
                  <th key={column} scope="col" className={column === 'total' ? 'p-2 text-right' : 'p-2'}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.data.data.map((order) => (
                <tr key={order.id} className="border-b border-slate-200">
                  <td className="p-2">
                    <button type="button" className="text-brand-700 underline" onClick={() => setOpened(order)}>
                      {t('ticket', { number: order.receiptNumber })}
                    </button>
                  </td>
                  <td className="p-2 whitespace-nowrap">{formatDateTime(order.soldAt)}</td>
                  <td className="p-2">{[order.eventName, order.standName ?? (order.channel === 'shop' ? t('shopOrder') : null)].filter(Boolean).join(' · ')}</td>
                  <td className="p-2">{order.sellerName ?? '—'}</td>
                  <td className="p-2">{t(`method.${paidWith(order)}`)}</td>
                  <td className="p-2">{t(`status.${order.status}`)}</td>
                  <td className="p-2 text-right tabular-nums">
                    {formatMoney(order.totalInclVat)}
                    {order.refundedAmount > 0 && <span className="block text-sm text-slate-700">{t('refundedAmount', { amount: formatMoney(order.refundedAmount) })}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {orders.data && orders.data.meta.total > PAGE_SIZE && <Pagination page={page} pages={Math.ceil(orders.data.meta.total / PAGE_SIZE)} onChange={setPage} />}
      <OrderDetail order={opened} onClose={() => setOpened(null)} canRefund={writable} onRefunded={setOpened} />
    </section>
  );
}
